import { isValidCacheKeyPattern } from 'shared-kit/contract/platform-ops';
import { CACHE_MESSAGES, evictKeyOptions, isTenantChoiceDisabled, reloadKeyOptions, typedPrefix } from './cache-rules';

describe('cache rules', () => {
  it('takes a cacheKeyPattern only with a pipe that has text on either side', () => {
    expect(isValidCacheKeyPattern('T01|tenantConfig')).toBe(true);
    expect(isValidCacheKeyPattern('T01|config*')).toBe(true);
    expect(isValidCacheKeyPattern('T01')).toBe(false);
    expect(isValidCacheKeyPattern('T01|')).toBe(false);
    expect(isValidCacheKeyPattern('|config')).toBe(false);
    expect(isValidCacheKeyPattern('|')).toBe(false);
    expect(isValidCacheKeyPattern(' T01| ')).toBe(false);
  });

  it('words the messages as the spec does', () => {
    expect(CACHE_MESSAGES).toEqual({
      invalidPattern: 'Invalid cacheKeyPattern',
      evictFailed: 'Something went wrong, Unable to Evict Cache Entry',
      reloadFailed: 'Something went wrong, Unable to Reload Cache',
      fetchTenantsFailed: 'Something went wrong, Unable to fetch tenants',
      fetchKeysFailed: 'Something went wrong, Unable to fetch redis cache keys',
    });
  });

  it('removes every asterisk from the typed text', () => {
    expect(typedPrefix('T01|*conf*')).toBe('T01|conf');
  });

  it('offers for eviction only keys starting with the tenant and the typed prefix', () => {
    const keys = ['T01|tenantConfig', 'T01|pricing', 'T02|tenantConfig', 'T011|tenantConfig'];
    expect(evictKeyOptions(keys, 'T01', '')).toEqual(['T01|tenantConfig', 'T01|pricing', 'T011|tenantConfig']);
    expect(evictKeyOptions(keys, 'T01', 'T01|ten*')).toEqual(['T01|tenantConfig']);
    expect(evictKeyOptions(keys, 'T01', 'T02')).toEqual([]);
    expect(evictKeyOptions(keys, undefined, '')).toEqual([]);
  });

  it('offers for reload the master keys starting with the typed text, asterisk removed', () => {
    const keys = ['pricing', 'tenantConfig', 'tenantI18n'];
    expect(reloadKeyOptions(keys, 'tenant*')).toEqual(['tenantConfig', 'tenantI18n']);
    expect(reloadKeyOptions(keys, '*')).toEqual(keys);
    expect(reloadKeyOptions(keys, 'Tenant')).toEqual([]);
  });

  it('disables the tenant dropdown with at most one tenant', () => {
    expect([0, 1, 2].map(isTenantChoiceDisabled)).toEqual([true, true, false]);
  });
});
