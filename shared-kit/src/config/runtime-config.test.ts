import { gridServerModeThreshold, isTestToolEnvironment, validateRuntimeConfig } from './runtime-config';

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
});
