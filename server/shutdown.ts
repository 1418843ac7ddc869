import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import type { Lifecycle } from './app.ts';

export interface ShutdownOptions {
  server: Server;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Hard deadline; keep it below PM2's kill_timeout. */
  timeoutMs: number;
  /** How long idle keep-alive connections may stay before they are closed (default 1000 ms). */
  idleGraceMs?: number;
  /**
   * Time to stay alive after the server closed (default 500 ms). Under PM2 cluster mode the master may
   * be handing this worker a connection right now; a worker that is still alive refuses it and the
   * master passes it to another worker, while one that has exited leaves that client hanging.
   */
  lingerMs?: number;
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
      // Stop accepting. Not http.Server#close: on Node >= 19 it also closes "idle" connections at once,
      // and a connection the cluster master just handed over has not sent its request yet, so it
      // counts as idle and the client would see a reset. Responses now say `Connection: close`;
      // keep-alive sockets that stay idle are closed after a short grace.
      NetServer.prototype.close.call(options.server, async () => {
        try {
          await options.closeAfter?.();
        } catch (err) {
          options.logger.error({ err }, 'error while closing dependencies');
        }
        await new Promise((r) => setTimeout(r, options.lingerMs ?? 500));
        clearTimeout(backstop);
        options.logger.info('shutdown complete');
        exit(0);
        resolve();
      });
      setTimeout(() => options.server.closeIdleConnections(), options.idleGraceMs ?? 1000).unref();
    });
    return started;
  };
}
