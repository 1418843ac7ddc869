// PM2 process file. The package is an ES module, and PM2 loads this file with require(): on
// Node >= 20.19 that returns the module's named exports, so `apps` must be a named export
// (a default export would be invisible to PM2). See docs/decisions/0004-pm2-config-module.md.
//
//   npm run build
//   pm2 start ecosystem.config.js --env local                 # web (cluster) + mock-api
//   pm2 start ecosystem.config.js --env uat                   # web + mock-api on uat
//   pm2 start ecosystem.config.js --only web --env production # web only, real upstreams
//   pm2 reload web                                            # zero-downtime reload

const port = process.env.PORT ?? '3000';
const mockPort = process.env.MOCK_PORT ?? '3100';
const mockUrl = `http://127.0.0.1:${mockPort}`;
const instances = process.env.WEB_INSTANCES ? Number(process.env.WEB_INSTANCES) : 'max';
const signSecret = process.env.SIGN_SECRET;

export const apps = [
  {
    name: 'web',
    script: 'dist/server/index.js',
    cwd: import.meta.dirname,
    // The production node flags (scripts/lib/node-flags.ts, which says why; `npm start` gives the same).
    node_args: ['--min-semi-space-size=16'],
    exec_mode: 'cluster',
    instances,
    // The server sends 'ready' once listening; reloads wait for it.
    wait_ready: true,
    listen_timeout: 15_000,
    // Above SSR_TIMEOUT_MS (10 s) and SHUTDOWN_TIMEOUT_MS (8 s): in-flight streams finish before SIGKILL.
    kill_timeout: 12_000,
    max_memory_restart: '1G',
    merge_logs: true,
    // Each worker serves Prometheus metrics on METRICS_HOST:(METRICS_PORT + NODE_APP_INSTANCE), by default
    // 127.0.0.1:9464, 9465, …; a reloaded worker keeps its instance number. METRICS_PORT=0: no metrics.
    // See docs/decisions/0012-overload-and-metrics.md.
    instance_var: 'NODE_APP_INSTANCE',
    env: {
      NODE_ENV: 'production',
      PORT: port,
      USER_API_URL: mockUrl,
      LEGACY_API_URL: mockUrl,
      ...(signSecret ? { SIGN_SECRET: signSecret } : {}),
    },
    env_local: { API_ENV: 'dev', USER_API_URL: mockUrl, LEGACY_API_URL: mockUrl },
    env_uat: { API_ENV: 'uat', USER_API_URL: mockUrl, LEGACY_API_URL: mockUrl },
    // Real upstreams: no URL overrides; SIGN_SECRET and REDIS_URL must come from the deployment environment
    // (the server refuses to start without them).
    env_production: { API_ENV: 'prod', USER_API_URL: '', LEGACY_API_URL: '' },
  },
  {
    // Local and uat only: `--only web` in production.
    name: 'mock-api',
    script: 'dist/server/mock.js',
    cwd: import.meta.dirname,
    exec_mode: 'fork',
    instances: 1,
    wait_ready: true,
    listen_timeout: 15_000,
    kill_timeout: 5000,
    env: { NODE_ENV: 'production', MOCK_PORT: mockPort, ...(signSecret ? { SIGN_SECRET: signSecret } : {}) },
    env_local: {},
    env_uat: {},
  },
];
