import { mockApi, TEST_RUNTIME_CONFIG } from 'shared-kit/testing';
import { setRuntimeConfig } from '../config/runtime-config';
import { ENDPOINTS } from '../../contract/endpoints/table';
import type { Endpoint } from '../../contract/endpoints/define-endpoint';
import { ENDPOINTS as ALL_ENDPOINTS } from '../../contract/all-endpoints';
import { endpointBaseUrl, fetchEndpointFile, requestAsyncEndpoint, requestEndpoint } from './endpoint-request';

const CONFIG = { ...TEST_RUNTIME_CONFIG, apiBaseUrl: 'https://api.px.example', testApiBaseUrl: 'https://test-api.px.example/tools' };

describe('the base URL of a call (docs/operations.md "Environments and providers")', () => {
  it("sends an endpoint declared base: 'test' to testApiBaseUrl, every other one to apiBaseUrl", async () => {
    const seen = mockApi({ 'POST /buyer/decrypt': { data: { tenant_id: 'T01', name: 'N', message: 'Decryption completed' } }, 'GET /billing/clients': { data: [] } });
    setRuntimeConfig(CONFIG);
    await requestEndpoint(ALL_ENDPOINTS.buyerDecrypt, { body: { tenant_id: 'T01', encrypted: 'v1.AAAA' } });
    await requestEndpoint(ENDPOINTS.clients);
    expect(seen.map((request) => `${request.method} ${request.baseURL}${request.url}`)).toEqual([
      'POST https://test-api.px.example/tools/buyer/decrypt',
      'GET https://api.px.example/billing/clients',
    ]);
  });

  it('names the base of an endpoint: the test API base only for the test-only tools', () => {
    setRuntimeConfig(CONFIG);
    expect(endpointBaseUrl(ALL_ENDPOINTS.pxnrSync)).toBe('https://test-api.px.example/tools');
    expect(endpointBaseUrl(ALL_ENDPOINTS.settingSync)).toBe('https://test-api.px.example/tools');
    expect(endpointBaseUrl(ENDPOINTS.clients)).toBeUndefined();
  });

  it('refuses a test API endpoint in the asynchronous and file helpers, which call the API base', () => {
    const testTool = { ...ENDPOINTS.clients, base: 'test' } as Endpoint;
    expect(() => (requestAsyncEndpoint as (e: Endpoint) => unknown)(testTool)).toThrow('clients: a test API endpoint is called with requestEndpoint');
    expect(() => (fetchEndpointFile as (e: Endpoint) => unknown)(testTool)).toThrow('clients: a test API endpoint is called with requestEndpoint');
  });
});
