import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { renderBuyerDecryptPage, spyToasts } from '../testing/render';

const SAMPLES = [
  { buyer_id: 'B-0001', encrypted: 'v1.AAAAbbbbCCCC' },
  { buyer_id: 'B-0002', encrypted: 'v1.DDDDeeeeFFFF' },
];

function api(decrypt: MockReply | ((request: RecordedRequest) => MockReply) = (request) => ({ data: { tenant_id: (request.body as { tenant_id: string }).tenant_id, name: 'Northwind Traders', message: 'Decryption completed' } })) {
  return mockApi({ 'GET /buyer/encrypted': { data: SAMPLES }, 'POST /buyer/decrypt': decrypt });
}

const encryptedBox = () => screen.getByLabelText('Encrypted Buyer Name');
const tenantBox = () => screen.getByLabelText('Tenant ID');
const decryptButton = () => screen.getByRole('button', { name: 'Decrypt' });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

afterEach(() => setNotifyApi());

describe('Buyer Decrypt (spec 01 §2, §5 "Decrypt", §7, §8)', () => {
  it('needs an encrypted buyer name, then a tenant ID, and sends nothing without them', async () => {
    const shown = spyToasts();
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.click(decryptButton());
    await userEvent.type(encryptedBox(), 'v1.abc');
    await userEvent.click(decryptButton());
    expect(shown).toEqual([
      ['error', 'Please enter the encrypted buyer name'],
      ['error', 'Please enter the tenant ID'],
    ]);
    expect(posts(requests)).toEqual([]);
  });

  it("sends tenant_id and encrypted (trimmed), shows the plain name and 'Decryption completed'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), '  v1.AAAAbbbbCCCC ');
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(decryptButton());
    expect(await screen.findByTestId('decrypted-name')).toHaveTextContent('Northwind Traders');
    expect(screen.getByTestId('decrypt-result')).toHaveTextContent('Decryption completed');
    expect(shown).toEqual([['success', 'Decryption completed']]);
    expect(posts(requests).map((request) => [request.url, request.body])).toEqual([['/buyer/decrypt', { tenant_id: 'T01', encrypted: 'v1.AAAAbbbbCCCC' }]]);
  });

  it("lists the tenant's encrypted names and fills the field with one", async () => {
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(await screen.findByRole('button', { name: 'Use B-0002' }));
    expect(encryptedBox()).toHaveValue('v1.DDDDeeeeFFFF');
    expect(requests.filter((request) => request.url === '/buyer/encrypted').at(-1)?.params).toEqual({ tenant_id: 'T01' });
  });

  it("shows the server's message for a refused ciphertext and keeps what was typed", async () => {
    const shown = spyToasts();
    api({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant" } });
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.tampered');
    await userEvent.type(tenantBox(), 'T02');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(shown).toEqual([['error', "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant"]]));
    expect(encryptedBox()).toHaveValue('v1.tampered');
    expect(tenantBox()).toHaveValue('T02');
    expect(screen.queryByTestId('decrypt-result')).not.toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    const shown = spyToasts();
    api({ status: 500, data: '' });
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.x');
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(shown.map(([, text]) => text)).toContain('Something went wrong'));
  });

  it("sends its calls to the runtime config's test API base (testApiBaseUrl), not the API base", async () => {
    const shown = spyToasts();
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.AAAAbbbbCCCC');
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(shown).toEqual([['success', 'Decryption completed']]));
    expect(posts(requests).map((request) => `${request.baseURL}${request.url}`)).toEqual(['http://api.test/test-api/buyer/decrypt']);
    const listed = requests.filter((request) => request.url === '/buyer/encrypted');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((request) => request.baseURL === 'http://api.test/test-api')).toBe(true);
  });
});
