import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { TEST_AUDIENCE, TEST_ISSUER } from './test-tokens.js';

const API_DIR = path.resolve(__dirname, '..', '..');
/**
 * How the API process starts: `node --import tsx src/server.ts`, one process compiling on load. tsx's
 * command-line program would add a parent that relays signals and kills the server unless it
 * acknowledges a signal within a few tens of milliseconds, so a busy machine would see exit 143
 * where the server exits 0.
 */
const SERVER_ARGS = ['--import', 'tsx', 'src/server.ts'];

/** platform-api running as a process of its own (`node --import tsx src/server.ts`). */
export interface ApiProcess {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:<port>` of the API. */
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A key set URL of the test issuer's pool where nothing answers: enough for the public routes. */
const UNREACHABLE_JWKS_URL = 'http://127.0.0.1:9/local_test_pool/.well-known/jwks.json';

/**
 * Starts `src/server.ts` (compiled on load by tsx) on the jest process's Node with `env` beside test auth settings
 * (the test issuer; a key set nobody serves, so only public routes answer), PORT 0, and waits
 * until it listens.
 *
 * @throws Error with the process's output when it exits before listening or takes over `timeoutMs`.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: API_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', AUTH_ISSUERS: TEST_ISSUER, AUTH_JWKS_URL: UNREACHABLE_JWKS_URL, AUTH_AUDIENCE: TEST_AUDIENCE, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform-api did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const look = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`platform-api stopped (${code}) before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

/** Runs `src/server.ts` (compiled on load by tsx) with `env` until it exits by itself; its exit code and output. */
export async function runApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: API_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', AUTH_ISSUERS: TEST_ISSUER, AUTH_JWKS_URL: UNREACHABLE_JWKS_URL, AUTH_AUDIENCE: TEST_AUDIENCE, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}
