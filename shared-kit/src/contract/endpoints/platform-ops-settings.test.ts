import { DEFAULT_TENANT_CONFIG } from '../tenant-config/default-tenant-config';
import { ENDPOINTS } from '../all-endpoints';
import {
  PLATFORM_OPS_SETTINGS_ENDPOINTS,
  TENANT_CONFIG_IMAGE_KEYS,
  cacheKey,
  defaultTenantSettings,
  isValidCacheKeyPattern,
  splashMessage,
  tenantImageSource,
  tenantSettingsUpdatedMessage,
} from './platform-ops-settings';

describe('tenantImageSource (docs/platform-ops.md "Tenant images")', () => {
  const API = 'https://api.example';

  it("answers a stored image's blob key with the API's public tenant image address", () => {
    expect(tenantImageSource('userPoolLogo', 'tenants/T01/user_pool_logo-1a2b.png', API)).toBe('https://api.example/tenant-images/T01/user_pool_logo-1a2b.png');
    expect(tenantImageSource('favicon', ' tenants/ACME_2/favicon-ff00.gif ', `${API}/`)).toBe('https://api.example/tenant-images/ACME_2/favicon-ff00.gif');
  });

  it("answers the default configuration's own value of an image key with the API's built-in image", () => {
    expect(tenantImageSource('favicon', '/favicon.ico', API)).toBe('https://api.example/default-tenant-images/favicon');
    expect(tenantImageSource('logoSmall', '/logo-small.png', API)).toBe('https://api.example/default-tenant-images/logoSmall');
    expect(tenantImageSource('userPoolLogo', '/user-pool-logo.png', API)).toBe('https://api.example/default-tenant-images/userPoolLogo');
    // Another key's default is not this key's.
    expect(tenantImageSource('favicon', '/logo-small.png', API)).toBeNull();
  });

  it('keeps an http(s) address and answers null for what the console cannot reach', () => {
    expect(tenantImageSource('logoSmall', 'https://cdn.acme.example/logo.png', API)).toBe('https://cdn.acme.example/logo.png');
    for (const value of ['', '   ', 'acme-logo.png', '/pool.png', 'tenants/T01/../x.png', 'tenants/T 01/logo.png', 'client-forms/SUB-1/logo.png', 'javascript:alert(1)']) {
      expect([value, tenantImageSource('logoSmall', value, API)]).toEqual([value, null]);
    }
  });
});

describe('defaultTenantSettings', () => {
  const settings = defaultTenantSettings();

  it('is a sorted map of text: tenant T01, WSC, us-east-1, en-US, the image keys', () => {
    expect(Object.keys(settings)).toEqual([...Object.keys(settings)].sort());
    expect(Object.values(settings).every((value) => typeof value === 'string')).toBe(true);
    expect([settings.tenant_id, settings.tenantShortName, settings.region, settings.locale]).toEqual(['T01', 'WSC', 'us-east-1', 'en-US']);
    for (const key of TENANT_CONFIG_IMAGE_KEYS) expect(settings[key]).toBe(DEFAULT_TENANT_CONFIG[key]);
  });

  it('holds the theme as CSS:: keys, numbers as text and lists as JSON text', () => {
    expect(settings['CSS::--primary-color']).toBe('#1f4e79');
    expect(settings['CSS::--variant-primary-color']).toBe('#0b2740');
    expect(settings['CSS::--alpha-hover']).toBe('0.08');
    expect(settings.logoHeight).toBe('40');
    expect(JSON.parse(settings.groupDescription ?? '')).toEqual(['manufacturer', 'model', 'capacity', 'grade']);
    expect(JSON.parse(settings.descriptionParts ?? '').Phones).toEqual(['warehouse', 'manufacturer', 'model', 'model_number', 'capacity', 'protocol', 'grade', 'lock_status']);
    expect(settings.theme).toBeUndefined();
  });

  it('takes another tenant id', () => {
    expect(defaultTenantSettings('T42').tenant_id).toBe('T42');
  });
});

describe('cache keys', () => {
  it('names a cache {tenantId}|{cacheName}', () => {
    expect(cacheKey('T01', 'tenant-config')).toBe('T01|tenant-config');
  });

  it.each([
    ['T01|tenant-config', true],
    ['T01|*', true],
    ['a|b|c', true],
    ['T01|', false],
    ['|tenant-config', false],
    [' | ', false],
    ['T01', false],
    ['', false],
  ])("'%s' has a pipe with text on either side: %s", (pattern, valid) => {
    expect(isValidCacheKeyPattern(pattern)).toBe(valid);
  });
});

describe('messages', () => {
  it('names the tenant of a submit', () => {
    expect(tenantSettingsUpdatedMessage('T07')).toBe('Data for tenant T07 updated successfully!');
  });

  it('words each splash outcome', () => {
    expect(splashMessage('add', true)).toBe('Splash page added successfully.');
    expect(splashMessage('remove', true)).toBe('Splash page removed successfully.');
    expect(splashMessage('add', false)).toBe('Failed to add splash page.');
    expect(splashMessage('remove', false)).toBe('Failed to remove splash page.');
  });
});

describe('the settings endpoints', () => {
  it('are in the endpoint table, PLATFORM_ADMIN only but for the public tenant images', () => {
    const publicImages = ['tenantImage', 'defaultTenantImage'];
    for (const [key, endpoint] of Object.entries(PLATFORM_OPS_SETTINGS_ENDPOINTS)) {
      expect(ENDPOINTS[key as keyof typeof ENDPOINTS]).toBe(endpoint);
      expect([key, endpoint.access]).toEqual([key, publicImages.includes(key) ? 'PUBLIC' : 'PLATFORM_ADMIN']);
    }
  });
});
