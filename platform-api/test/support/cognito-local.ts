import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { REPO_ROOT } from '../../src/config.js';

/** A cognito-local started for one test file: its URL, an SDK client on it, and how to stop it. */
export interface CognitoLocal {
  url: string;
  client: CognitoIdentityProviderClient;
  /** Stops the process and removes its data directory. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`cognito-local did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts cognito-local on a free port with its data in a new temporary directory, the way
 * scripts/lib/cognito.mjs starts the local stack's, and waits until it answers.
 *
 * @throws Error when it exits or does not answer within 30 s.
 */
export async function startCognitoLocal(): Promise<CognitoLocal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-cognito-'));
  fs.mkdirSync(path.join(dir, '.cognito'));
  fs.writeFileSync(path.join(dir, '.cognito', 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: url }, ServerConfig: { hostname: '127.0.0.1', port } }));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await waitForHealth(url, child);
  const client = new CognitoIdentityProviderClient({ endpoint: url, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return {
    url,
    client,
    stop: async () => {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
