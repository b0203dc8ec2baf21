/** Child processes of the local stack: prefixed output, readiness checks, clean shutdown. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const COLORS = { cognito: 35, api: 36, apps: 32 };

/**
 * Spawns a long-running service and prefixes its output lines with `[name]`.
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnService(name, command, args, { logFile, ...options } = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (logFile) {
    // Chatty services write to their own log; only a crash is reported on the console.
    const log = fs.createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGTERM') process.stdout.write(`[${name}] exited with ${code ?? signal}; see ${logFile}\n`);
    });
    return child;
  }
  const color = COLORS[name] ?? 33;
  const prefix = `\u001b[${color}m[${name}]\u001b[0m `;
  const quiet = process.env.PX_QUIET === '1';
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (!quiet) for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!quiet && code !== 0 && signal !== 'SIGTERM') process.stdout.write(`${prefix}exited with ${code ?? signal}\n`);
  });
  return child;
}

/**
 * Polls `url` until it answers (any status accepted by `accept`), every 250 ms.
 * @throws Error after `timeoutMs` (default 60000 ms).
 */
export async function waitForHttp(url, { timeoutMs = 60_000, accept = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (accept(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}
