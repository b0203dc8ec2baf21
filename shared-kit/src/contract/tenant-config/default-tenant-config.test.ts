import { DEFAULT_TENANT_CONFIG, TENANT_CATEGORIES, TENANT_CONFIG_STORAGE_KEY, storedTenantConfig } from './default-tenant-config';

afterEach(() => localStorage.clear());

describe('default tenant configuration', () => {
  it('is tenant T01, WSC, us-east-1, en-US', () => {
    expect(DEFAULT_TENANT_CONFIG).toMatchObject({ tenant_id: 'T01', tenantShortName: 'WSC', region: 'us-east-1', locale: 'en-US' });
  });
  it('has the six categories and only Phones has description parts', () => {
    expect([...TENANT_CATEGORIES]).toEqual(['Accessories', 'Hearables', 'Other', 'Phones', 'Tablet', 'Wearables']);
    expect(DEFAULT_TENANT_CONFIG.descriptionParts.Phones).toEqual(['warehouse', 'manufacturer', 'model', 'model_number', 'capacity', 'protocol', 'grade', 'lock_status']);
    for (const category of TENANT_CATEGORIES.filter((c) => c !== 'Phones')) expect(DEFAULT_TENANT_CONFIG.descriptionParts[category]).toEqual([]);
  });
  it('groups by manufacturer, model, warehouse, grade, capacity and describes groups by manufacturer, model, capacity, grade', () => {
    expect(DEFAULT_TENANT_CONFIG.groupAttributes).toEqual(['manufacturer', 'model', 'warehouse', 'grade', 'capacity']);
    expect(DEFAULT_TENANT_CONFIG.groupDescription).toEqual(['manufacturer', 'model', 'capacity', 'grade']);
  });
  it('carries every field the spec lists', () => {
    for (const key of [
      'business_address_1', 'business_address_2', 'business_address_3', 'business_phone', 'business_buyer_site', 'business_tenant_site',
      'business_website', 'business_copyrights_text', 'theme', 'themeVariant', 'logoHeight', 'logoWidth', 'favicon', 'gradeScaleUrl', 'language',
      'logoSmall', 'siteDescription', 'siteTitle', 'tenantApiEndPoint', 'tenantApiName', 'tenantName', 'termsOfSaleUrl', 'userPoolId',
      'userPoolLogo', 'userPoolWebClientId', 'user_invitation_template', 'user_verification_template',
    ]) {
      expect(DEFAULT_TENANT_CONFIG).toHaveProperty(key);
    }
  });
  it('is used when nothing is stored under PxConfig, else the stored values win', () => {
    expect(TENANT_CONFIG_STORAGE_KEY).toBe('PxConfig');
    expect(storedTenantConfig().siteTitle).toBe(DEFAULT_TENANT_CONFIG.siteTitle);
    localStorage.setItem('PxConfig', JSON.stringify({ siteTitle: 'Phone Barn', tenant_id: 'T07' }));
    expect(storedTenantConfig()).toMatchObject({ siteTitle: 'Phone Barn', tenant_id: 'T07', region: 'us-east-1' });
    localStorage.setItem('PxConfig', '{broken');
    expect(storedTenantConfig().tenant_id).toBe('T01');
  });
});
