// PM2 process file of one application host behind nginx (docs/deployment.md). Same pattern as the
// repository's ecosystem.config.js (named `apps` export), but production only: no mock API, real
// upstreams, Redis shared by every host, and the proxy trusted exactly one hop deep.
//
//   APP_BIND=10.0.1.11 METRICS_BIND=10.0.1.11 SIGN_SECRET=… REDIS_URL=redis://10.0.1.20:6379 \
//     pm2 start deploy/pm2/app-host.config.js
//   pm2 reload aurelion-web     # this host's release step; nginx sends traffic to the other hosts meanwhile

import { apps as base } from '../../ecosystem.config.js';

const required = ['APP_BIND', 'SIGN_SECRET', 'REDIS_URL'];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  throw new Error(`deploy/pm2/app-host.config.js: set ${missing.join(', ')} (see docs/deployment.md)`);
}

// The process settings (cluster mode, ready signal, kill and memory limits) are the repository's `web`
// app's; only the environment differs.
const { env: _env, env_local: _local, env_uat: _uat, env_production: _production, ...web } = base.find(
  (app) => app.name === 'web',
);

export const apps = [
  {
    ...web,
    name: 'aurelion-web',
    // One worker per core; the bench's requests per second per core size the hosts (docs/deployment.md).
    instances: process.env.WEB_INSTANCES ? Number(process.env.WEB_INSTANCES) : 'max',
    env: {
      NODE_ENV: 'production',
      API_ENV: 'prod',
      // The private address nginx connects to; the port is closed to everything but the proxy.
      HOST: process.env.APP_BIND,
      PORT: process.env.PORT ?? '3000',
      // nginx on another host overwrites X-Forwarded-For with the visitor's address: one hop.
      TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'https://www.aurelion.example',
      SIGN_SECRET: process.env.SIGN_SECRET,
      REDIS_URL: process.env.REDIS_URL,
      // Worker N serves metrics on METRICS_BIND:(9464 + N) for Prometheus on the monitoring host.
      METRICS_HOST: process.env.METRICS_BIND ?? '127.0.0.1',
      METRICS_PORT: process.env.METRICS_PORT ?? '9464',
    },
  },
];
