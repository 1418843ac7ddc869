/**
 * Writes the nginx site for a deployment to stdout, from the environment:
 *   APP_HOSTS=10.0.1.11:3000,10.0.1.12:3000 SERVER_NAME=www.aurelion.example \
 *   CLIENT_DIR=/srv/aurelion/dist/client npx tsx scripts/render-nginx.ts > /etc/nginx/sites-available/aurelion
 * TLS_CERTIFICATE / TLS_CERTIFICATE_KEY default to Let's Encrypt's paths for SERVER_NAME.
 */
import { renderNginxSite } from './lib/nginx-site.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`${name} must be set (see docs/deployment.md)\n`);
    process.exit(1);
  }
  return value;
}

const serverName = required('SERVER_NAME');
process.stdout.write(
  renderNginxSite({
    upstreams: required('APP_HOSTS')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    serverName,
    httpListen: process.env.HTTP_LISTEN ?? '80',
    httpsListen: process.env.HTTPS_LISTEN ?? '443',
    certificate: process.env.TLS_CERTIFICATE ?? `/etc/letsencrypt/live/${serverName}/fullchain.pem`,
    certificateKey: process.env.TLS_CERTIFICATE_KEY ?? `/etc/letsencrypt/live/${serverName}/privkey.pem`,
    clientDir: required('CLIENT_DIR'),
  }),
);
