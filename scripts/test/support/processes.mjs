/**
 * Processes of the scripts' tests, started as a terminal would start them: each in its own process
 * group (so a test can stop it with everything it started), its output kept for the test to read.
 */
import { spawn } from 'node:child_process';

/**
 * Starts `command args` in `cwd` with `env` added to the environment (and PX_QUIET=1), detached in
 * a process group of its own; the child gets `output` (stdout and stderr so far) and `exited` (a
 * promise of its exit code).
 */
export function runKept(command, args, { cwd, env = {} }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, PX_QUIET: '1', ...env }, detached: true });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  child.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return child;
}

/**
 * Waits until `child` (of {@link runKept}) prints `marker`.
 *
 * @throws Error with the end of its output when it exits first or `timeoutMs` (ms) pass
 */
export async function printed(child, marker, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!child.output.includes(marker)) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before '${marker}':\n${child.output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`no '${marker}' within ${timeoutMs} ms:\n${child.output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
