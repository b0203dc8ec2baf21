// The settings of several instances (docs/operations.md#environment-variables-of-platform-api).
import { canarySettingsFromEnv } from '../../src/canary/canary-check.js';
import { periodicTaskSecondsFromEnv } from '../../src/jobs/periodic-tasks.js';
import { trustedProxiesFromEnv } from '../../src/plugins/proxy-and-limits.js';

describe('PERIODIC_TASK_SECONDS', () => {
  it('is an hour by default and takes whole seconds from 1 to 86 400', () => {
    expect(periodicTaskSecondsFromEnv({})).toBe(3600);
    expect(periodicTaskSecondsFromEnv({ PERIODIC_TASK_SECONDS: ' ' })).toBe(3600);
    expect(periodicTaskSecondsFromEnv({ PERIODIC_TASK_SECONDS: '4' })).toBe(4);
    expect(periodicTaskSecondsFromEnv({ PERIODIC_TASK_SECONDS: '86400' })).toBe(86_400);
  });

  it('refuses anything else, naming the variable and the value', () => {
    for (const value of ['0', '-5', '1.5', 'hourly', '86401']) {
      expect(() => periodicTaskSecondsFromEnv({ PERIODIC_TASK_SECONDS: value })).toThrow(
        `PERIODIC_TASK_SECONDS must be a whole number of seconds from 1 to 86400, got '${value}'`,
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty, else the listed addresses and CIDRs', () => {
    expect(trustedProxiesFromEnv({})).toBe(false);
    expect(trustedProxiesFromEnv({ TRUST_PROXY: ' , ' })).toBe(false);
    expect(trustedProxiesFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

describe('CANARY_CHECK_SECONDS and CONSOLE_REGISTRY_FILE', () => {
  it('checks every minute by default, every 1 to 3600 s when set, and drops no canary without a registry file', () => {
    expect(canarySettingsFromEnv({})).toEqual({ registryFile: null, checkSeconds: 60 });
    expect(canarySettingsFromEnv({ CANARY_CHECK_SECONDS: '5', CONSOLE_REGISTRY_FILE: ' /srv/px/.data/registry/local.json ' })).toEqual({
      registryFile: '/srv/px/.data/registry/local.json',
      checkSeconds: 5,
    });
    expect(canarySettingsFromEnv({ CANARY_CHECK_SECONDS: '3600', CONSOLE_REGISTRY_FILE: '' })).toEqual({ registryFile: null, checkSeconds: 3600 });
  });

  it('refuses any other period, naming the variable and the value', () => {
    for (const value of ['0', '3601', '2.5', 'often']) {
      expect(() => canarySettingsFromEnv({ CANARY_CHECK_SECONDS: value })).toThrow(`CANARY_CHECK_SECONDS must be a whole number of seconds from 1 to 3600, got '${value}'`);
    }
  });
});
