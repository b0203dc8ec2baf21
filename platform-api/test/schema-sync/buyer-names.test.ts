// Buyer names encrypted per tenant (docs/platform-ops.md#buyer-decrypt-and-sync-settings):
// AES-256-GCM, a key per tenant derived from the API's secret, the tenant id bound as additional
// data; altered or foreign ciphertexts are refused with one clear 400.
import { LOCAL_BUYER_NAME_SECRET, buyerNameSecret, decryptBuyerName, encryptBuyerName, seedIv, tenantBuyerKey } from '../../src/buyers/buyer-names.js';
import { HttpError } from '../../src/lib/http-error.js';

const REFUSED = "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant";

function refusal(run: () => unknown): [number, string] | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.message] : [0, String(error)];
  }
}

describe('buyer name encryption', () => {
  it('round-trips a name, and the same name encrypts differently each time (random IV)', () => {
    const a = encryptBuyerName('T01', 'Northwind Traders');
    const b = encryptBuyerName('T01', 'Northwind Traders');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(decryptBuyerName('T01', a)).toBe('Northwind Traders');
    // 12 bytes IV + 16 bytes tag + 17 bytes of text = 45 bytes = 60 base64url characters.
    expect(a.length).toBe(3 + 60);
  });

  it('derives a different 32-byte key for each tenant and secret', () => {
    expect(tenantBuyerKey('T01', 's')).toHaveLength(32);
    expect(tenantBuyerKey('T01', 's').equals(tenantBuyerKey('T02', 's'))).toBe(false);
    expect(tenantBuyerKey('T01', 's').equals(tenantBuyerKey('T01', 't'))).toBe(false);
  });

  it("refuses another tenant's ciphertext, another secret's, an altered one and text that is none", () => {
    const encrypted = encryptBuyerName('T01', 'Contoso Mobile', seedIv('T01', 'B-0002'));
    expect(refusal(() => decryptBuyerName('T02', encrypted))).toEqual([400, REFUSED]);
    expect(refusal(() => decryptBuyerName('T01', encrypted, 'another secret'))).toEqual([400, REFUSED]);
    const bytes = Buffer.from(encrypted.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(refusal(() => decryptBuyerName('T01', `v1.${bytes.toString('base64url')}`))).toEqual([400, REFUSED]);
    for (const text of ['Contoso Mobile', 'v1.', 'v1.AAAA', 'v2.' + encrypted.slice(3), `${encrypted}==`]) {
      expect([text, refusal(() => decryptBuyerName('T01', text))]).toEqual([text, [400, REFUSED]]);
    }
  });

  it('uses BUYER_NAME_SECRET, the local default only locally, and refuses to run elsewhere without one', () => {
    expect(buyerNameSecret({ BUYER_NAME_SECRET: ' s3cret ' })).toBe('s3cret');
    expect(buyerNameSecret({})).toBe(LOCAL_BUYER_NAME_SECRET);
    expect(buyerNameSecret({ API_ENVIRONMENT: 'local' })).toBe(LOCAL_BUYER_NAME_SECRET);
    expect(() => buyerNameSecret({ API_ENVIRONMENT: 'test' })).toThrow('BUYER_NAME_SECRET must be set when API_ENVIRONMENT is test');
  });
});
