/**
 * `npm run load`: the production build, against the real mock API on loopback, under a fixed request
 * rate of mixed pages for a bounded time. Prints failures, latency percentiles and the rate reached;
 * exits 1 when any request failed (connection error, timeout or a non-2xx status).
 *
 *   LOAD_SECONDS      duration (default 30)
 *   LOAD_RATE         requests per second over all connections (default 100)
 *   LOAD_CONNECTIONS  concurrent connections (default 40; see TrafficOptions.connections)
 *
 * The target is always the server this script starts on 127.0.0.1: there is no URL to point it elsewhere.
 */
import { ensureBuild, startProductionSite } from './lib/production-site.ts';
import { formatSummary, readNumber, sendTraffic } from './lib/traffic.ts';

const seconds = readNumber('LOAD_SECONDS', 30);
const rate = readNumber('LOAD_RATE', 100);
const connections = readNumber('LOAD_CONNECTIONS', 40);

ensureBuild();
const site = await startProductionSite();
let failed: number;
try {
  console.log(`\nload: ${site.url}, ${rate} req/s for ${seconds} s\n`);
  const summary = await sendTraffic({ url: site.url, rate, seconds, connections });
  console.log(formatSummary(summary, { rate, connections }));
  failed = summary.failed;
} finally {
  await site.stop();
}
if (failed > 0) {
  console.error(`\nFAIL: ${failed} request(s) failed`);
  process.exit(1);
}
console.log('\nOK: every request answered 2xx');
