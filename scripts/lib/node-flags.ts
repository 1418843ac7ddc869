/**
 * The node flags of the production server. `ecosystem.config.js` (`node_args`, and through it the app
 * hosts' PM2 file) and `npm start` give the same; a test holds the three equal. The operations scripts
 * and the end-to-end tests start the server with them, and `npm run bench` gives them to the reference too.
 *
 * `--min-semi-space-size=16`: V8's young generation starts at the size it grows to under load (16 MB a
 * semi-space on 64-bit). Started at 1 MB, it is collected every request or two in the first seconds of
 * traffic, when every request in flight survives; V8 then allocates the render's objects straight into
 * the old generation (allocation-site pretenuring), and the process stays in that state: more survivors
 * in each young collection, far more bytes promoted, and ~8 % more CPU a request
 * (docs/decisions/0051-young-generation-at-full-size.md).
 */
export const PRODUCTION_NODE_FLAGS: readonly string[] = ['--min-semi-space-size=16'];
