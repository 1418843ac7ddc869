/**
 * The nginx site of deploy/nginx/aurelion.conf.template with its placeholders filled in: what
 * `scripts/render-nginx.ts` writes for a deployment and what the topology test runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx/aurelion.conf.template');

export interface NginxSite {
  /** Application hosts as `address:port`, one `server` line each. */
  upstreams: string[];
  serverName: string;
  /** `listen` values: `80`, `443`, or `127.0.0.1:8443` in a test. */
  httpListen: string;
  httpsListen: string;
  /** Port the redirect names ('' for 443). */
  httpsPort?: number;
  certificate: string;
  certificateKey: string;
  /** The build's `dist/client` (its `assets/` is served by nginx). */
  clientDir: string;
}

export function renderNginxSite(site: NginxSite, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (site.upstreams.length === 0) throw new Error('at least one application host is needed');
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: site.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n'),
    SERVER_NAME: site.serverName,
    HTTP_LISTEN: site.httpListen,
    HTTPS_LISTEN: site.httpsListen,
    HTTPS_PORT_SUFFIX: site.httpsPort && site.httpsPort !== 443 ? `:${site.httpsPort}` : '',
    TLS_CERTIFICATE: site.certificate,
    TLS_CERTIFICATE_KEY: site.certificateKey,
    CLIENT_DIR: site.clientDir,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder ${whole} in the nginx template`);
    return value;
  });
}
