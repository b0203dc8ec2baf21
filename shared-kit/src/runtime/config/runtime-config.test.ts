import { clientSuccessEmail, gridServerModeThreshold, isTestToolEnvironment, providerWebsite, validateRuntimeConfig } from './runtime-config';

const valid = {
  environment: 'local',
  apiBaseUrl: 'http://localhost:4000',
  testApiBaseUrl: 'http://localhost:4000/test-api',
  buyersWebsite: 'https://buy.px.local',
  auth: { region: 'us-east-1', userPoolId: 'local_1', userPoolClientId: 'abc', authFlowType: 'USER_PASSWORD_AUTH' },
};

describe('runtime config', () => {
  it('accepts a complete config', () => {
    expect(validateRuntimeConfig(valid).apiBaseUrl).toBe('http://localhost:4000');
  });
  it('rejects a misspelt environment instead of treating it as non-production', () => {
    expect(() => validateRuntimeConfig({ ...valid, environment: 'production' })).toThrow('environment must be one of local, test, prod');
  });
  it('names every missing field', () => {
    expect(() => validateRuntimeConfig({ environment: 'prod', auth: {} })).toThrow(
      /apiBaseUrl is required.*auth\.userPoolId is required.*auth\.authFlowType/,
    );
  });
  it('offers test-only tools only in local and test', () => {
    expect(isTestToolEnvironment('local')).toBe(true);
    expect(isTestToolEnvironment('test')).toBe(true);
    expect(isTestToolEnvironment('prod')).toBe(false);
    expect(isTestToolEnvironment('PROD')).toBe(false);
    expect(isTestToolEnvironment(undefined)).toBe(false);
  });
  it('reads the grid server-mode threshold, 50,000 rows when config.json does not set it', () => {
    expect(gridServerModeThreshold(validateRuntimeConfig(valid))).toBe(50000);
    expect(gridServerModeThreshold(validateRuntimeConfig({ ...valid, gridServerModeThreshold: 20 }))).toBe(20);
  });
  it('rejects a threshold that is not a whole number of rows', () => {
    for (const bad of [-1, 2.5, '100']) {
      expect(() => validateRuntimeConfig({ ...valid, gridServerModeThreshold: bad })).toThrow('gridServerModeThreshold must be a whole number of rows, 0 or more');
    }
  });
  it('uses the local provider website and client success address only in local, when config.json has none', () => {
    const local = validateRuntimeConfig(valid);
    expect(providerWebsite(local)).toBe('https://www.example.com');
    expect(clientSuccessEmail(local)).toBe('clientsuccess@px.local');
    for (const environment of ['test', 'prod']) {
      expect(() => validateRuntimeConfig({ ...valid, environment })).toThrow(
        'config.json: providerWebsite is required when environment is not local; clientSuccessEmail is required when environment is not local',
      );
    }
  });
  it('reads the provider website and client success address from config.json', () => {
    const prod = validateRuntimeConfig({ ...valid, environment: 'prod', providerWebsite: 'https://www.px.example', clientSuccessEmail: 'success@px.example' });
    expect(providerWebsite(prod)).toBe('https://www.px.example');
    expect(clientSuccessEmail(prod)).toBe('success@px.example');
  });
  it('rejects a provider website that is not a web address and an address that is not an e-mail', () => {
    expect(() => validateRuntimeConfig({ ...valid, providerWebsite: 'www.px.example', clientSuccessEmail: 'success' })).toThrow(
      'config.json: providerWebsite must be an http(s) URL; clientSuccessEmail must be an e-mail address',
    );
    expect(() => validateRuntimeConfig({ ...valid, environment: 'prod', providerWebsite: ' ', clientSuccessEmail: 'a@b.example' })).toThrow(
      'config.json: providerWebsite must be a non-empty string',
    );
  });
});
