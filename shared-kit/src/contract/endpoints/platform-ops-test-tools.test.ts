import { ENDPOINTS } from '../all-endpoints';
import {
  BUYER_DECRYPT_MESSAGES,
  PLATFORM_OPS_TEST_TOOL_ENDPOINTS,
  SYNC_SETTINGS_MESSAGES,
  decryptFormProblem,
  missingSyncSettingsFields,
} from './platform-ops-test-tools';

describe('Buyer Decrypt rules', () => {
  it('needs an encrypted buyer name, then a tenant ID; blank counts as empty', () => {
    expect(decryptFormProblem({ encrypted: '', tenantId: '' })).toBe('Please enter the encrypted buyer name');
    expect(decryptFormProblem({ encrypted: '   ', tenantId: 'T01' })).toBe('Please enter the encrypted buyer name');
    expect(decryptFormProblem({ encrypted: 'v1.abc', tenantId: ' ' })).toBe('Please enter the tenant ID');
    expect(decryptFormProblem({ encrypted: 'v1.abc', tenantId: 'T01' })).toBeNull();
  });

  it("says 'Decryption completed'", () => {
    expect(BUYER_DECRYPT_MESSAGES.completed).toBe('Decryption completed');
  });
});

describe('Sync Settings rules', () => {
  const full = { source_tenant_id: 'T01', source_env: 'local', destination_tenant_id: 'T02', destination_env: 'dev' };

  it('requires all four fields, naming the empty ones in the order of the screen', () => {
    expect(missingSyncSettingsFields(full)).toEqual([]);
    expect(missingSyncSettingsFields({ ...full, source_env: ' ' })).toEqual(['Source Environment']);
    expect(missingSyncSettingsFields({ source_tenant_id: '', source_env: '', destination_tenant_id: '', destination_env: '' })).toEqual([
      'Source Tenant ID',
      'Source Environment',
      'Destination Tenant ID',
      'Destination Environment',
    ]);
  });

  it("answers 'Tenant sync successfull' (the spec's spelling)", () => {
    expect(SYNC_SETTINGS_MESSAGES.synced).toBe('Tenant sync successfull');
  });
});

describe('the test-tool endpoints', () => {
  it('are PLATFORM_ADMIN only, at the spec paths, and in the table', () => {
    expect(Object.values(PLATFORM_OPS_TEST_TOOL_ENDPOINTS).every((endpoint) => endpoint.access === 'PLATFORM_ADMIN')).toBe(true);
    expect([ENDPOINTS.buyerDecrypt.method, ENDPOINTS.buyerDecrypt.path]).toEqual(['POST', '/buyer/decrypt']);
    expect([ENDPOINTS.settingSync.method, ENDPOINTS.settingSync.path]).toEqual(['POST', '/setting-sync']);
    expect(Object.keys(ENDPOINTS.settingSync.body.properties).sort()).toEqual(['destination_env', 'destination_tenant_id', 'source_env', 'source_tenant_id']);
    expect(Object.keys(ENDPOINTS.buyerDecrypt.body.properties).sort()).toEqual(['encrypted', 'tenant_id']);
  });
});
