// Blobs in S3-compatible object storage (BLOB_STORE=s3,
// docs/operations.md#environments-and-providers): the AWS SDK v3 adapter against a small
// S3-compatible HTTP server started here (path-style PUT, GET, DELETE of objects and HEAD of a
// bucket), and its check at start.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3BlobConfig } from '../../src/providers/provider-config.js';
import { S3BlobStore } from '../../src/providers/s3-blob-store.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const BUCKET = 'px-console';

/** The stub's objects by `bucket/key`, and the requests it saw. */
const objects = new Map<string, Buffer>();
const requests: Array<{ method: string; path: string; authorization: string | undefined }> = [];
/** Answer 403 to everything while set (credentials refused). */
let denyAll = false;

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

let server: Server;
let endpoint: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization });
      const body = await readBody(request);
      const send = (status: number, payload?: string | Buffer, type = 'application/xml') => {
        response.writeHead(status, payload === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(payload) });
        response.end(payload);
      };
      if (denyAll) return send(403, request.method === 'HEAD' ? undefined : xmlError('AccessDenied', 'Access Denied'));
      if (bucket !== BUCKET) return send(404, request.method === 'HEAD' ? undefined : xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      if (request.method === 'HEAD' && key === '') return send(200);
      const id = `${bucket}/${key}`;
      if (request.method === 'PUT') {
        objects.set(id, body);
        response.setHeader('etag', '"stub"');
        return send(200);
      }
      if (request.method === 'GET') {
        const stored = objects.get(id);
        return stored ? send(200, stored, 'application/octet-stream') : send(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
      }
      if (request.method === 'DELETE') {
        objects.delete(id);
        return send(204);
      }
      return send(405, xmlError('MethodNotAllowed', 'Not here'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The SDK's default credential chain reads these.
  process.env.AWS_ACCESS_KEY_ID = 'AKIDTESTSTUB';
  process.env.AWS_SECRET_ACCESS_KEY = 'stub-secret';
});
afterAll(async () => {
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  denyAll = false;
});

const config = (overrides: Partial<S3BlobConfig> = {}): S3BlobConfig => ({ kind: 's3', bucket: BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, keyPrefix: 'console/', ...overrides });

describe('S3BlobStore on an S3-compatible server', () => {
  let store: S3BlobStore;
  beforeAll(() => {
    store = new S3BlobStore(config());
  });
  afterAll(() => store.close());

  it('puts, gets and deletes an object under the key prefix, with signed requests', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('tenants/T01/logo-1a2b.png', bytes);
    expect([...objects.get(`${BUCKET}/console/tenants/T01/logo-1a2b.png`)!]).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', path: `/${BUCKET}/console/tenants/T01/logo-1a2b.png` });
    expect(requests.at(-1)!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTSTUB\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect([...(await store.get('tenants/T01/logo-1a2b.png'))!]).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.delete('tenants/T01/logo-1a2b.png');
    expect(objects.has(`${BUCKET}/console/tenants/T01/logo-1a2b.png`)).toBe(false);
  });

  it('answers null for a missing object, and deleting one is not an error', async () => {
    expect(await store.get('tenants/T01/none.png')).toBeNull();
    await expect(store.delete('tenants/T01/none.png')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its place, before any request', async () => {
    const count = requests.length;
    await expect(store.put('../other/secret.png', new Uint8Array([1]))).rejects.toThrow("Invalid blob key '../other/secret.png'");
    await expect(store.get('a//b')).rejects.toThrow("Invalid blob key 'a//b'");
    expect(requests).toHaveLength(count);
  });

  it('throws the server error of a refused write (never a silent success)', async () => {
    denyAll = true;
    await expect(store.put('tenants/T01/x.png', new Uint8Array([1]))).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    expect(objects.has(`${BUCKET}/console/tenants/T01/x.png`)).toBe(false);
  });

  it('checks the bucket: null when it answers, the reason in one line when not', async () => {
    expect(await store.check()).toBeNull();
    const missing = new S3BlobStore(config({ bucket: 'px-missing' }));
    expect(await missing.check()).toBe("bucket 'px-missing' not found");
    missing.close();
    denyAll = true;
    expect(await store.check()).toBe("access to bucket 'px-console' denied (HTTP 403): check the credentials and the role's permissions");
    const unreachable = new S3BlobStore(config({ endpoint: 'http://127.0.0.1:9' }));
    expect(await unreachable.check()).toMatch(/^bucket 'px-console' cannot be reached: /);
    unreachable.close();
  });
});

describe('an API in prod with BLOB_STORE=s3', () => {
  const s3Env = (bucket: string) => ({ API_ENVIRONMENT: 'prod', BLOB_STORE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: '1' });
  let good: TestApp;
  let missing: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    good = await createTestApp({ env: s3Env(BUCKET) });
  }, SETUP_TIMEOUT_MS);
  beforeAll(async () => {
    missing = await createTestApp({ env: s3Env('px-missing'), logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await good.close();
    await missing.close();
  });

  it('checks the bucket at start: configured and not degraded when it answers', () => {
    expect(good.app.providerStatus().find((entry) => entry.name === 'blobs')).toEqual({
      name: 'blobs',
      configured: true,
      degraded: false,
      detail: `S3 s3://${BUCKET}/ at ${endpoint}`,
    });
  });

  it('reports a bucket that does not answer as degraded with the reason, and names it in the start line', () => {
    expect(missing.app.providerStatus().find((entry) => entry.name === 'blobs')).toEqual({ name: 'blobs', configured: true, degraded: true, detail: "bucket 'px-missing' not found" });
    const line = lines.map((entry) => JSON.parse(entry) as { msg: string }).find((entry) => entry.msg.startsWith('Providers not available'));
    expect(line?.msg).toContain("file storage (bucket 'px-missing' not found)");
  });
});
