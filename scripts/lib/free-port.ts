import { createServer } from 'node:net';

/** A free loopback port, for settings that cannot take 0 (a second listener such as METRICS_PORT, redis-server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
