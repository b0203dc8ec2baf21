/**
 * Running an nginx of one's own (never the system service): the binary Debian installs, started
 * with `-p <prefix> -c <conf>` in the foreground, its pid, logs and temporary files in the prefix
 * folder. Used by the scripts' tests (scripts/test/static-origin.test.mjs, scale.test.mjs).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The nginx binary: NGINX_BIN, else `nginx` on PATH or in /usr/sbin; null when there is none. */
export function nginxBinary(env = process.env) {
  const candidates = [env.NGINX_BIN, ...(env.PATH ?? '').split(':').map((dir) => dir && path.join(dir, 'nginx')), '/usr/sbin/nginx'].filter(Boolean);
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** Why nginx cannot run here (one line naming the packages), or null when it can. */
export function nginxMissing() {
  return nginxBinary()
    ? null
    : 'nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter (.ci/run installs them)';
}

/** Whether `port` is free on 127.0.0.1. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive free ports on 127.0.0.1 from a random start between `from` and 60000.
 * @returns {Promise<number[]>}
 */
export async function freePorts(count, { from = 20_000 } = {}) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const start = from + Math.floor(Math.random() * (60_000 - from - count));
    const ports = Array.from({ length: count }, (_, i) => start + i);
    let free = true;
    for (const port of ports) if (!(await portFree(port))) free = false;
    if (free) return ports;
  }
  throw new Error(`no ${count} consecutive free ports above ${from}`);
}

/**
 * Writes `config` to `<prefix>/nginx.conf`, checks it (`nginx -t`) and starts nginx in the
 * foreground on it.
 * @param {{ prefix: string, config: string, readyUrl: string }} options `readyUrl`: answered once
 *   nginx listens
 * @returns {Promise<{ pid: number, stop: () => Promise<void>, accessLog: () => string[], errorLog: () => string }>}
 * @throws Error with nginx's own message when the configuration is refused or it does not start
 *   within 10 s
 */
export async function startNginx({ prefix, config, readyUrl }) {
  const binary = nginxBinary();
  if (!binary) throw new Error(nginxMissing());
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, config);
  const errorLog = path.join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', conf, '-e', errorLog];
  try {
    execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx refused ${conf}:\n${error.stderr?.toString() ?? error.message}`);
  }
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${stderr}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`);
    try {
      await fetch(readyUrl);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer ${readyUrl} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const read = (name) => {
    const file = path.join(prefix, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
    accessLog: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log'),
  };
}
