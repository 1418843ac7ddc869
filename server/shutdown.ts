import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Lifecycle } from './app.ts';

export interface ShutdownOptions {
  server: Server;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Hard deadline; keep it below PM2's kill_timeout. */
  timeoutMs: number;
  /** Closed after the HTTP server (e.g. the embedded mock API). */
  closeAfter?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Graceful stop: refuse new connections, ask keep-alive clients to go (`Connection: close`), let
 * in-flight requests and streams finish, then exit. A backstop timer closes whatever is left.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started: Promise<void> | null = null;
  return (signal) => {
    if (started) return started;
    options.lifecycle.draining = true;
    options.logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const backstop = setTimeout(() => {
      options.logger.warn({ timeoutMs: options.timeoutMs }, 'shutdown deadline reached: closing remaining connections');
      options.server.closeAllConnections();
      exit(1);
    }, options.timeoutMs);
    backstop.unref();
    started = new Promise<void>((resolve) => {
      options.server.close(async () => {
        try {
          await options.closeAfter?.();
        } catch (err) {
          options.logger.error({ err }, 'error while closing dependencies');
        }
        clearTimeout(backstop);
        options.logger.info('shutdown complete');
        exit(0);
        resolve();
      });
      options.server.closeIdleConnections();
    });
    return started;
  };
}
