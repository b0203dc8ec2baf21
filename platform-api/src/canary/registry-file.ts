/**
 * The console's remote registry as platform-api changes it (docs/operations.md#canary-releases):
 * the file `<dataDir>/registry/<environment>.json` that the deploy scripts keep
 * (scripts/lib/registry.mjs; shape `RemoteRegistry` of shared-kit/src/contract/routes/remotes.ts), named by
 * CONSOLE_REGISTRY_FILE, and its history beside it (`<environment>.history.jsonl`). The only change
 * the API makes is dropping a canary, under the same lock as the scripts (proper-lockfile on the
 * registry file, same options: a deploy waits for it and it waits for a deploy), by
 * write-then-rename, then one history line.
 */
import fs from 'node:fs';
import lockfile from 'proper-lockfile';
import type { RegistryChange, RemoteName, RemoteRegistry } from '../contract.js';

/** Who the history names for the API's changes. */
export const REGISTRY_CHANGED_BY = 'platform-api';

/** The lock options of scripts/lib/registry.mjs: one lock, one way to take it. */
const LOCK_OPTIONS = { realpath: false, stale: 20_000, retries: { retries: 300, factor: 1.2, minTimeout: 20, maxTimeout: 200, randomize: true } };

/** The history file beside a registry file. */
export function historyFileOf(registryFile: string): string {
  return registryFile.replace(/\.json$/, '.history.jsonl');
}

/**
 * The registry in `file`, or null when there is none yet.
 *
 * @throws SyntaxError when the file is not JSON.
 */
export function readRegistryFile(file: string): RemoteRegistry | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteRegistry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
}

/**
 * Drops the canary `version` of `remote` from the registry in `file` (action 'auto-rollback'): its
 * users go back to the stable build. Nothing is written when the registry no longer names that
 * canary (promoted, rolled back or replaced meanwhile).
 *
 * @returns the history line written, or null when nothing changed.
 * @throws Error when the lock cannot be had within about 30 s, or the files cannot be written.
 */
export async function dropCanary(file: string, { remote, version, reason, at }: { remote: RemoteName; version: string; reason: string; at: Date }): Promise<RegistryChange | null> {
  const release = await lockfile.lock(file, LOCK_OPTIONS);
  try {
    const current = readRegistryFile(file);
    const entry = current?.remotes[remote];
    if (!current || !entry?.canary || entry.canary.version !== version) return null;
    const { canary, ...stable } = entry;
    const when = at.toISOString();
    const next: RemoteRegistry = { ...current, revision: current.revision + 1, updatedAt: when, remotes: { ...current.remotes, [remote]: stable } };
    writeAtomically(file, `${JSON.stringify(next, null, 2)}\n`);
    const line: RegistryChange = { at: when, by: REGISTRY_CHANGED_BY, app: remote, from: canary.version, to: stable.version, action: 'auto-rollback', reason };
    fs.appendFileSync(historyFileOf(file), `${JSON.stringify(line)}\n`);
    return line;
  } finally {
    await release();
  }
}
