/**
 * Uploaded files are kept in a {@link BlobStore}: the local implementation writes them under the
 * API's data directory ({@link LocalBlobStore}); an S3 bucket would implement the same interface.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

/** Stores bytes under keys such as `client-forms/SUB-1/logo-1a2b.png`. */
export interface BlobStore {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or `null` when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; nothing happens when it does not exist. */
  delete(key: string): Promise<void>;
}

/** Segments of a key: letters, digits, `.`, `_` and `-`, never `.` or `..` alone. */
const KEY = /^(?!\.{1,2}(\/|$))[A-Za-z0-9._-]+(\/(?!\.{1,2}(\/|$))[A-Za-z0-9._-]+)*$/;

/**
 * A blob store in a directory: each key is a file path below it (keys are checked, so none can
 * leave the directory).
 *
 * @example const store = new LocalBlobStore('/srv/data/blobs'); await store.put('a/b.png', bytes);
 */
export class LocalBlobStore implements BlobStore {
  readonly name = 'local-blob';

  constructor(readonly directory: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid blob key '${key}'`);
    return path.join(this.directory, ...key.split('/'));
  }

  /** @throws Error for a key outside the store's characters; the file system's error otherwise. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.file(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/**
 * Where the local blob store keeps its files: BLOB_DIR when set; else `blobs` beside the embedded
 * database's directory PGLITE_DIR (so `--data-dir` of scripts/start.mjs holds both); else
 * `<repo root>/.data/blobs`, beside the default embedded database.
 *
 * @example localBlobDirectory({ PGLITE_DIR: '/srv/data/pglite' }) // '/srv/data/blobs'
 */
export function localBlobDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.BLOB_DIR?.trim();
  if (configured) return configured;
  const pgliteDir = env.PGLITE_DIR?.trim();
  if (pgliteDir && !pgliteDir.startsWith('memory://')) return path.join(path.dirname(pgliteDir), 'blobs');
  return path.join(REPO_ROOT, '.data', 'blobs');
}
