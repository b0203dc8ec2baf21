/**
 * Child processes of the local stack, run with concurrently (prefixed, coloured output; one shutdown
 * that Ctrl+C reaches), plus what concurrently does not do: readiness checks, free-port checks and
 * the data dir's lock.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { concurrently } from 'concurrently';
import lockfile from 'proper-lockfile';

/**
 * One long-running service.
 * @typedef {{ name: string, argv: string[], cwd?: string, env?: Record<string, string | undefined>,
 *   logFile?: string, color?: string }} Service
 */

/**
 * A running group of services.
 * @typedef {{ pids: Record<string, number>, stop: (signal?: NodeJS.Signals) => void,
 *   exited: Promise<{ name: string, exitCode: string | number }>, closed: Promise<void> }} ServiceGroup
 */

/**
 * An argv as one `/bin/sh -c` line (concurrently runs commands through the shell), quoted, with
 * `exec` so the service replaces the shell: its pid is the service's (pids.json, a test stopping
 * one app server) and a signal reaches it directly.
 */
export function shellLine(argv) {
  return `exec ${argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`)).join(' ')}`;
}

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Starts `services` under concurrently. Output lines are prefixed `[name]` in the service's colour;
 * a service with a `logFile` writes there instead (only its exit is reported). With PX_QUIET=1
 * (the browser tests' and benchmarks' stacks) nothing is printed. Ctrl+C or SIGTERM reaches every
 * service (concurrently's own signal handling).
 *
 * @param {Service[]} services
 * @returns {ServiceGroup} `exited` resolves when the first service exits on its own (not stopped),
 *   `closed` once every service has exited
 */
export function runServices(services, { quiet = process.env.PX_QUIET === '1' } = {}) {
  const { commands, result } = concurrently(
    services.map((service) => ({
      name: service.name,
      command: shellLine(service.argv),
      cwd: service.cwd,
      env: service.env,
      prefixColor: service.color ?? 'yellow',
    })),
    {
      prefix: 'name',
      hide: services.filter((service) => service.logFile).map((service) => service.name),
      outputStream: quiet ? discard() : process.stdout,
      handleInput: false,
      killSignal: 'SIGTERM',
    },
  );
  let stopping = false;
  const exited = new Promise((resolve) => {
    commands.forEach((command, index) => {
      const { logFile } = services[index];
      if (logFile) {
        fs.mkdirSync(path.dirname(logFile), { recursive: true });
        const log = fs.createWriteStream(logFile, { flags: 'a' });
        command.stdout.subscribe((chunk) => log.write(chunk));
        command.stderr.subscribe((chunk) => log.write(chunk));
      }
      command.close.subscribe(({ exitCode, killed }) => {
        if (stopping || killed) return;
        if (logFile && !quiet) process.stdout.write(`[${command.name}] exited with ${exitCode}; see ${logFile}\n`);
        resolve({ name: command.name, exitCode });
      });
    });
  });
  const closed = result.then(
    () => undefined,
    () => undefined,
  );
  return {
    pids: Object.fromEntries(commands.map((command) => [command.name, command.pid])),
    stop(signal = 'SIGTERM') {
      stopping = true;
      for (const command of commands) command.kill(signal);
    },
    exited,
    closed,
  };
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

/** A conflict the user resolves (a port taken, a data dir in use): printed as its one line. */
export class StackConflict extends Error {
  name = 'StackConflict';
}

function portTaken(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/**
 * Checks that every port is free on 127.0.0.1.
 * @param {Array<{ port: number, what: string }>} ports
 * @param {string} hint what to do about it, appended to the message
 * @throws StackConflict naming the first port taken
 */
export async function assertPortsFree(ports, hint) {
  for (const { port, what } of ports) {
    if (await portTaken(port, '127.0.0.1')) throw new StackConflict(`port ${port} (${what}) is taken by another process; ${hint}`);
  }
}

/** The lock file of a data dir, held while a process runs the database and the pool stored there. */
function dataDirLock(dataDir) {
  return path.join(dataDir, 'console.lock');
}

/**
 * Locks `dataDir` for this process (the embedded database and the local pool live there; two
 * processes on one PGlite folder corrupt it). The lock is refreshed every 5 s and counts as stale
 * 20 s after its process died.
 * @returns {Promise<() => Promise<void>>} the release
 * @throws StackConflict when another process holds it
 */
export async function lockDataDir(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: dataDirLock(dataDir),
      stale: 20_000,
      update: 5_000,
      onCompromised: (error) => process.stderr.write(`the lock of ${dataDir} was lost: ${error.message}\n`),
    });
  } catch (error) {
    if (error.code !== 'ELOCKED') throw error;
    throw new StackConflict(`the data dir ${dataDir} is in use by another running console; stop it (Ctrl+C where it runs) or pass --data-dir`);
  }
}

/** Whether a live process holds the lock of `dataDir`. */
export function dataDirLocked(dataDir) {
  if (!fs.existsSync(dataDir)) return Promise.resolve(false);
  return lockfile.check(dataDir, { realpath: false, lockfilePath: dataDirLock(dataDir), stale: 20_000 });
}

/**
 * Stops a console that `scripts/start.mjs` started with `runDir` as its run folder: every process its
 * pids.json names (a test may have restarted an app server outside the stack's process group), then
 * the process group led by `groupPid` (the detached process that started it). Processes already gone
 * and a missing pids.json are skipped.
 *
 * @example stopStack(path.join(dataDir, 'run'), child.pid);
 */
export function stopStack(runDir, groupPid) {
  let pids = [];
  try {
    pids = Object.values(JSON.parse(fs.readFileSync(path.join(runDir, 'pids.json'), 'utf8')));
  } catch {
    /* never got that far */
  }
  const stop = (pid) => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  pids.forEach(stop);
  stop(-groupPid);
}
