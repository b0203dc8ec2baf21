import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import Tabs from 'antd/es/tabs';
import AutoComplete from 'antd/es/auto-complete';
import { useNavigate } from 'react-router-dom';
import { CACHE_MESSAGES, isValidCacheKeyPattern, type CacheName } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { PageFrame, TenantPicker, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useCacheTenants, useEvictCache, useMasterListKeys, useRedisKeys, useReloadCache } from '../api/cache-queries';
import { evictKeyOptions, isTenantChoiceDisabled, reloadKeyOptions, typedPrefix, type CacheTab } from '../lib/cache-rules';

const TABS: Array<{ key: CacheTab; label: string; action: string }> = [
  { key: 'evict', label: 'Evict Cache', action: 'EVICT CACHE ENTRY' },
  { key: 'reload', label: 'Reload Cache', action: 'RELOAD CACHE' },
];

/**
 * Cache Management at /cache-management (docs/platform-ops.md#cache-management-the-screen):
 * tabs Evict Cache and Reload Cache; Tenant Name (the tenant picker, listed tenants only), disabled
 * with at most one tenant (the only one is then chosen); a searchable Redis Keys box, disabled until a tenant is chosen, offering the
 * tenant's keys starting with the typed prefix (evict) or the master list's cache names starting
 * with the typed text without '*' (reload); switching tab or tenant clears the typed key. CANCEL
 * CHANGES clears it; EVICT CACHE ENTRY refuses a pattern without a pipe with text on either side
 * ('Invalid cacheKeyPattern'); the answer's message is shown. A tenant or key list that cannot be
 * loaded sends the user to /dashboard. Leaving with a typed key asks first.
 */
export function CacheManagementPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<CacheTab>('evict');
  const [chosenTenant, setChosenTenant] = useState<string>();
  const [typed, setTyped] = useState('');
  const [lastMessage, setLastMessage] = useState<string>();

  const tenants = useCacheTenants();
  const tenantList = tenants.data ?? [];
  const singleTenant = tenantList.length === 1 ? tenantList[0]?.tenantId : undefined;
  const tenantId = chosenTenant ?? singleTenant;
  const redisKeys = useRedisKeys(tenantId, tab === 'evict');
  const masterKeys = useMasterListKeys(tab === 'reload');
  const evict = useEvictCache();
  const reload = useReloadCache();
  useUnsavedChangesGuard(typed !== '');

  const loadFailed = tenants.isError || redisKeys.isError || masterKeys.isError;
  useEffect(() => {
    // The fallback toast was shown by the query layer (the cache page then goes to /dashboard).
    if (loadFailed) void navigate('/dashboard');
  }, [loadFailed, navigate]);

  const options = tab === 'evict' ? evictKeyOptions(redisKeys.data ?? [], tenantId, typed) : reloadKeyOptions(masterKeys.data ?? [], typed);
  const busy = evict.isPending || reload.isPending;

  const switchTab = (next: string) => {
    setTab(next as CacheTab);
    setTyped('');
    setLastMessage(undefined);
  };
  const switchTenant = (next: string) => {
    setChosenTenant(next);
    setTyped('');
    setLastMessage(undefined);
  };

  const submit = async () => {
    if (!tenantId) return;
    try {
      if (tab === 'evict') {
        const pattern = typed.trim();
        if (!isValidCacheKeyPattern(pattern)) {
          showToast(CACHE_MESSAGES.invalidPattern, 'error');
          return;
        }
        const answer = await evict.mutateAsync({ body: { cacheKeyPattern: pattern } });
        setLastMessage(answer.message);
      } else {
        const answer = await reload.mutateAsync({ body: { tenantId, cacheName: typedPrefix(typed).trim() as CacheName } });
        setLastMessage(answer.message);
      }
      setTyped('');
    } catch {
      // The query layer showed the server's message or the fallback; the typed key stays.
    }
  };

  const action = TABS.find((entry) => entry.key === tab)?.action ?? '';
  const form = (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Flex vertical gap={4}>
        <label htmlFor="cache-tenant">Tenant Name</label>
        <TenantPicker
          id="cache-tenant"
          allowTyping={false}
          tenants={tenantList}
          loading={tenants.isPending}
          placeholder="Select a tenant"
          disabled={isTenantChoiceDisabled(tenantList.length)}
          value={tenantId ?? ''}
          onChange={switchTenant}
          style={{ width: '100%' }}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={`cache-key-${tab}`}>Redis Keys</label>
        <AutoComplete
          id={`cache-key-${tab}`}
          aria-label="Redis Keys"
          placeholder={tab === 'evict' ? '{tenantId}|{key or prefix*}' : 'Cache name'}
          disabled={!tenantId}
          value={typed}
          onChange={(value: string) => setTyped(value ?? '')}
          options={options.map((key) => ({ value: key, label: key }))}
        />
      </Flex>
      <Flex gap={8}>
        <Button disabled={typed === '' || busy} onClick={() => setTyped('')}>
          CANCEL CHANGES
        </Button>
        <Button type="primary" disabled={!tenantId || typedPrefix(typed).trim() === ''} loading={busy} onClick={() => void submit()}>
          {action}
        </Button>
      </Flex>
      {lastMessage && <Alert role="status" type="success" showIcon title={lastMessage} />}
    </Flex>
  );

  return (
    <PageFrame title="Cache Management" titleId="cache-management-title">
      <Card>
        <Tabs activeKey={tab} onChange={switchTab} items={TABS.map((entry) => ({ key: entry.key, label: entry.label, children: entry.key === tab ? form : null }))} />
      </Card>
    </PageFrame>
  );
}
