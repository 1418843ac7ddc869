/**
 * Debian's nginx for tests, run as a child process of the test (never as a daemon) in a temporary
 * prefix, with the site rendered from deploy/nginx/aurelion.conf.template, a throwaway self-signed
 * certificate, and free loopback ports. `stop()` always removes the prefix.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/free-port.ts';
import { renderNginxSite } from '../../scripts/lib/nginx-site.ts';

export const NGINX = '/usr/sbin/nginx';
const run = promisify(execFile);

export interface TestNginx {
  httpsPort: number;
  httpPort: number;
  /** The rendered site file, as nginx reads it. */
  site: string;
  /** Re-reads the configuration: new workers, and so fresh upstream failure counts. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Ports for nginx, chosen before the hosts start (they need the public origin). */
export async function nginxPorts(): Promise<{ httpsPort: number; httpPort: number }> {
  return { httpsPort: await freePort(), httpPort: await freePort() };
}

export async function startNginx(options: {
  upstreams: string[];
  clientDir: string;
  ports: { httpsPort: number; httpPort: number };
}): Promise<TestNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  let child: ChildProcess | undefined;
  let output = '';
  try {
    await run('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-keyout', path.join(prefix, 'key.pem'), '-out', path.join(prefix, 'cert.pem'),
    ]);
    const { httpsPort, httpPort } = options.ports;
    const site = renderNginxSite({
      upstreams: options.upstreams,
      serverName: '127.0.0.1',
      httpListen: `127.0.0.1:${httpPort}`,
      httpsListen: `127.0.0.1:${httpsPort}`,
      httpsPort,
      certificate: path.join(prefix, 'cert.pem'),
      certificateKey: path.join(prefix, 'key.pem'),
      clientDir: options.clientDir,
    });
    writeFileSync(path.join(prefix, 'site.conf'), site);
    mkdirSync(path.join(prefix, 'tmp'));
    // What Debian's /etc/nginx/nginx.conf gives the site, minus root-only paths (user, /var/log, /run).
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        'error_log stderr notice;',
        'pid nginx.pid;',
        'worker_processes 1;',
        'events { worker_connections 512; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  sendfile on;',
        '  access_log off;',
        '  client_body_temp_path tmp/body; proxy_temp_path tmp/proxy;',
        '  fastcgi_temp_path tmp/fastcgi; uwsgi_temp_path tmp/uwsgi; scgi_temp_path tmp/scgi;',
        '  include site.conf;',
        '}',
        '',
      ].join('\n'),
    );
    const proc = spawn(NGINX, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const until = Date.now() + 10_000;
    while (!(await accepts(httpsPort)) || !(await accepts(httpPort))) {
      if (proc.exitCode !== null) throw new Error(`nginx exited at start:\n${output}`);
      if (Date.now() > until) throw new Error(`nginx did not listen within 10 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const started = proc;
    return {
      httpsPort,
      httpPort,
      site,
      async reload() {
        // The master answers SIGHUP by starting new workers and retiring the old ones; only the new one
        // accepts connections once the master logs that the old one exited.
        const before = output.length;
        started.kill('SIGHUP');
        const reloadUntil = Date.now() + 10_000;
        while (!/start worker process[\s\S]*worker process \d+ exited/.test(output.slice(before))) {
          if (Date.now() > reloadUntil) throw new Error(`nginx did not reload within 10 s:\n${output.slice(before)}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      },
      async stop() {
        try {
          if (started.exitCode === null && started.signalCode === null) {
            const exited = once(started, 'exit');
            started.kill('SIGTERM');
            await exited;
          }
        } finally {
          rmSync(prefix, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw err;
  }
}
