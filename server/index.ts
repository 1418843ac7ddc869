/**
 * The process: validates config, starts the embedded mock API when no upstream is configured,
 * builds the app, warms it up (server/warm-up.ts), listens, tells PM2 it is ready, and stops gracefully
 * on SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { PageCachePolicy, Render } from './ssr/render-contract.ts';
import { createApp, searchOf, type AppDeps, type Lifecycle } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startLagSampler } from './event-loop-lag.ts';
import { createAppServer } from './http-server.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { startMetricsServer } from './metrics/server.ts';
import { projectRoot } from './paths.ts';
import { createShutdown } from './shutdown.ts';
import { devAssets, loadManifestAssets } from './ssr/assets.ts';
import { createStore } from './store/create-store.ts';
import { upstreamCheck } from './upstream-check.ts';
import { warmUp } from './warm-up.ts';

async function productionDeps(root: string): Promise<Pick<AppDeps, 'ssr' | 'clientDir'>> {
  const clientDir = path.join(root, 'dist/client');
  const manifest = path.join(clientDir, '.vite/manifest.json');
  const serverEntry = path.join(root, 'dist/server/entry-server.js');
  if (!existsSync(manifest) || !existsSync(serverEntry)) {
    throw new Error('No production build found: run `npm run build` (npm start does it for you).');
  }
  const { render, pageCachePolicy } = (await import(pathToFileURL(serverEntry).href)) as {
    render: Render;
    pageCachePolicy: PageCachePolicy;
  };
  return {
    clientDir,
    ssr: { loadRender: async () => render, pagePolicy: pageCachePolicy, assets: loadManifestAssets(manifest) },
  };
}

async function developmentDeps(
  logger: Logger,
): Promise<Pick<AppDeps, 'ssr' | 'devMiddleware'> & { close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'info' });
  return {
    devMiddleware: vite.middlewares,
    close: () => vite.close(),
    ssr: {
      assets: devAssets(),
      loadRender: async () => {
        try {
          const mod = (await vite.ssrLoadModule('/client/entry.server.tsx')) as { render: Render };
          return mod.render;
        } catch (err) {
          if (err instanceof Error) vite.ssrFixStacktrace(err);
          logger.error({ err }, 'failed to load the SSR entry');
          throw err;
        }
      },
    },
  };
}

async function startEmbeddedMock(config: Config, logger: Logger) {
  const { createMockApi } = await import('../mock-api/server.ts');
  const mock = await createMockApi({
    port: config.mockPort,
    host: '127.0.0.1',
    signSecret: config.signSecret,
    logger: logger.child({ name: 'mock-api' }),
  });
  logger.info({ url: mock.url }, 'embedded mock API started');
  return mock;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  const root = projectRoot();
  const lifecycle: Lifecycle = { draining: false };
  const closers: Array<() => Promise<void>> = [];

  if (config.embeddedMock) {
    const mock = await startEmbeddedMock(config, logger);
    closers.push(() => mock.close());
  }
  const deps = config.env === 'development' ? await developmentDeps(logger) : await productionDeps(root);
  if ('close' in deps) closers.push(deps.close);

  const store = await createStore(config, logger);
  closers.push(() => store.close());

  const lagSampler = startLagSampler();
  closers.push(async () => lagSampler.stop());
  const ping = store.ping?.bind(store);
  const metrics = createMetrics({ eventLoopLagMs: () => lagSampler.lagMs(), ...(ping ? { sharedStoreUp: ping } : {}) });

  const app = createApp(config, {
    logger,
    lifecycle,
    store,
    checkUpstream: upstreamCheck(config.userApiUrl),
    metrics,
    lagSampler,
    ...deps,
  });

  if (config.warmUp) {
    // Before listening: in a PM2 cluster, a worker that listens gets connections, ready or not.
    const upstreams = [...new Set([config.userApiUrl, config.legacyApiUrl])].map((url) =>
      upstreamCheck(url, { timeoutMs: 1000, cacheMs: 0 }),
    );
    await warmUp(app, {
      logger,
      search: searchOf(app),
      upstreamReachable: async () => (await Promise.all(upstreams.map((check) => check()))).every(Boolean),
    });
    // The warm-up blocked the loop on purpose, before any visitor: the overload guard must not see it.
    lagSampler.reset();
  }

  // Loopback by default, one port per PM2 worker (docs/decisions/0012-overload-and-metrics.md).
  // Metrics are not worth a failed start: a taken port is logged and the site serves on.
  if (config.metricsPort > 0) {
    try {
      const metricsServer = await startMetricsServer({
        registry: metrics.registry,
        port: config.metricsPort,
        host: config.metricsHost,
        logger,
      });
      closers.push(() => metricsServer.close());
      logger.info({ url: metricsServer.url }, 'metrics listening');
    } catch (err) {
      logger.error(
        { err, port: config.metricsPort, host: config.metricsHost },
        'metrics server failed to start; serving without metrics',
      );
    }
  }

  const server: Server = createAppServer(app).listen(config.port, config.host);
  // Longer than a load balancer's idle timeout, so it never reuses a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('error', (err) => {
    logger.fatal({ err }, 'server failed to start');
    process.exit(1);
  });
  server.on('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, url: `http://localhost:${port}`, env: config.env, apiEnv: config.apiEnv }, 'site listening');
    process.send?.('ready');
  });

  const shutdown = createShutdown({
    server,
    lifecycle,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    closeAfter: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // PM2 on Windows and some hosts send a message instead of a signal.
  process.on('message', (msg) => {
    if (msg === 'shutdown') void shutdown('message');
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
