/**
 * The metrics endpoint on its own port, loopback by default: Prometheus scrapes each worker on the
 * machine, the site's port never shows it (docs/decisions/0012-overload-and-metrics.md).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  logger: Logger;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const { registry, logger } = options;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        logger.error({ err }, 'collecting metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable');
      },
    );
  });
  // A scraper on a kept-alive connection must not hold up graceful shutdown.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Under PM2 cluster mode this listen goes through the cluster primary: during `pm2 reload` the
    // new worker shares the port with the old one it replaces instead of failing with EADDRINUSE.
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
