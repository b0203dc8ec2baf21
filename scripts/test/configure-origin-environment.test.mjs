// The packaged origin's config.json outside local mode: the provider website and the client success
// address come from CONSOLE_PROVIDER_WEBSITE and CONSOLE_CLIENT_SUCCESS_EMAIL, required unless
// CONSOLE_ENVIRONMENT is local (docs/operations.md "Environments and providers").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { originSettings } from '../configure-origin.mjs';

const BASE = {
  CONSOLE_APP_URLS: 'shell=https://console.example,mfe-billing=https://b.example,mfe-client-success=https://c.example,mfe-platform-ops=https://p.example,mfe-org-admin=https://o.example',
  CONSOLE_API_BASE_URL: 'https://api.example',
  CONSOLE_AUTH_REGION: 'us-east-1',
  CONSOLE_USER_POOL_ID: 'us-east-1_Pool',
  CONSOLE_USER_POOL_CLIENT_ID: 'client',
};

describe('configure-origin: per-environment addresses', () => {
  it('refuses test and prod without the provider website and the client success address', () => {
    for (const environment of ['test', 'prod']) {
      assert.deepEqual(originSettings({ ...BASE, CONSOLE_ENVIRONMENT: environment }, '/tmp').problems, ['CONSOLE_PROVIDER_WEBSITE is required', 'CONSOLE_CLIENT_SUCCESS_EMAIL is required']);
    }
  });

  it("writes them into config.json, and the test API base as the API's /test-api", () => {
    const { problems, settings } = originSettings(
      { ...BASE, CONSOLE_ENVIRONMENT: 'prod', CONSOLE_PROVIDER_WEBSITE: 'https://www.px.example', CONSOLE_CLIENT_SUCCESS_EMAIL: 'success@px.example' },
      '/tmp',
    );
    assert.deepEqual(problems, []);
    assert.equal(settings.runtime.providerWebsite, 'https://www.px.example');
    assert.equal(settings.runtime.clientSuccessEmail, 'success@px.example');
    assert.equal(settings.runtime.testApiBaseUrl, 'https://api.example/test-api');
  });

  it('leaves them out in local mode, where the console uses its local placeholders', () => {
    const { problems, settings } = originSettings({ ...BASE, CONSOLE_ENVIRONMENT: 'local' }, '/tmp');
    assert.deepEqual(problems, []);
    assert.equal('providerWebsite' in settings.runtime, false);
    assert.equal('clientSuccessEmail' in settings.runtime, false);
  });

  it('refuses a provider website that is not a URL', () => {
    const { problems } = originSettings({ ...BASE, CONSOLE_ENVIRONMENT: 'prod', CONSOLE_PROVIDER_WEBSITE: 'www px', CONSOLE_CLIENT_SUCCESS_EMAIL: 'success@px.example' }, '/tmp');
    assert.deepEqual(problems, ["CONSOLE_PROVIDER_WEBSITE is not a URL: 'www px'"]);
  });
});
