/**
 * Blobs in an S3 bucket or an S3-compatible object store (AWS SDK v3): the real {@link BlobStore}
 * of BLOB_STORE=s3 (docs/operations.md#environments-and-providers).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from '../local/local-blob.js';
import type { S3BlobConfig } from './provider-config.js';

/** Segments of a key: letters, digits, `.`, `_` and `-`, never `.` or `..` alone (as the local store). */
const KEY = /^(?!\.{1,2}(\/|$))[A-Za-z0-9._-]+(\/(?!\.{1,2}(\/|$))[A-Za-z0-9._-]+)*$/;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: unknown } | null)?.name;

/**
 * A {@link BlobStore} on one bucket: each key (under S3_KEY_PREFIX) is an object. Credentials come
 * from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the
 * role of the machine); the role needs s3:PutObject, s3:GetObject, s3:DeleteObject on the keys
 * and s3:ListBucket on the bucket (HeadBucket, and GetObject answering 404 rather than 403).
 *
 * @example const store = new S3BlobStore({ kind: 's3', bucket: 'px-console', region: 'us-east-1', endpoint: null, forcePathStyle: false, keyPrefix: '' });
 */
export class S3BlobStore implements BlobStore {
  readonly name = 's3';
  private readonly client: S3Client;

  /** `client` replaces the SDK client built from `config` (tests). */
  constructor(
    readonly config: S3BlobConfig,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
      });
  }

  /** Where the blobs go, e.g. `s3://px-console/console/` or with the endpoint of an S3-compatible store. */
  get location(): string {
    return `s3://${this.config.bucket}/${this.config.keyPrefix}${this.config.endpoint ? ` at ${this.config.endpoint}` : ''}`;
  }

  private objectKey(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid blob key '${key}'`);
    return `${this.config.keyPrefix}${key}`;
  }

  /** @throws Error for a key outside the store's characters; the SDK's error when the object cannot be written. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: bytes, ContentLength: bytes.byteLength }));
  }

  /** The object's bytes, `null` when there is no such object. @throws the SDK's error otherwise. */
  async get(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (nameOf(error) === 'NoSuchKey' || statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** Removes the object; nothing happens when it does not exist (S3 answers 204 either way). */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  /**
   * Checks at start that the bucket answers with these credentials (HeadBucket).
   *
   * @returns `null` when it does, else one line saying why not, e.g. `bucket 'px-console' not found`.
   */
  async check(): Promise<string | null> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
      return null;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return `bucket '${this.config.bucket}' not found`;
      if (status === 403 || status === 401) return `access to bucket '${this.config.bucket}' denied (HTTP ${status}): check the credentials and the role's permissions`;
      const reason = error instanceof Error ? error.message : String(error);
      return `bucket '${this.config.bucket}' cannot be reached: ${status ? `HTTP ${status}` : reason}`;
    }
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}
