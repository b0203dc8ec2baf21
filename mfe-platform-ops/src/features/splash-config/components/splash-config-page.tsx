import { useState } from 'react';
import { Button, Card, Checkbox, Flex } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { SPLASH_MESSAGES, SPLASH_SUCCESS_STATUS, splashMessage, type SplashOperation } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { LoadError, PageFrame, TenantPicker, useUnsentInputGuard } from 'shared-kit/ui';
import { useChangeSplash, useSplashState, useSplashTenants } from '../api/splash-config';
import { canChangeSplash, type SplashSites } from '../lib/splash-rules';

const NO_SITES: SplashSites = { tenantPage: false, buyerPage: false };
/** What the page holds as unsaved input when no box is ticked for a chosen tenant: nothing. */
const NOTHING_TICKED = { tenantId: '', ...NO_SITES };

const shown = (on: boolean | undefined) => (on === undefined ? '--' : on ? 'Splash page on' : 'No splash page');

/**
 * Splash Page Config at /splash-config (docs/platform-ops.md#splash-page-config-the-screen): a tenant
 * dropdown; Tenant Admin Site and Buyer Site checkboxes, disabled until a tenant is chosen; ADD
 * SPLASH PAGE and REMOVE SPLASH PAGE, disabled unless a box is ticked. Status 'Successful' shows
 * 'Splash page added successfully.' (removed), another Status 'Failed to add splash page.', a failed
 * call 'An error occurred. Please try again.'. The tenant's current splash pages show beside. The
 * tenant comes from the tenant picker (listed tenants only). Leaving with boxes ticked for a tenant
 * and not applied asks 'You have some unsaved changes. OK to forget these changes and leave the
 * page?' first.
 */
export function SplashConfigPage() {
  const tenants = useSplashTenants();
  const [tenantId, setTenantId] = useState<string>();
  const [sites, setSites] = useState<SplashSites>(NO_SITES);
  const state = useSplashState(tenantId);
  const change = useChangeSplash();
  const enabled = canChangeSplash(sites);
  const { markSent } = useUnsentInputGuard(enabled && tenantId ? { tenantId, ...sites } : NOTHING_TICKED, NOTHING_TICKED);

  const run = async (operation: SplashOperation) => {
    if (!tenantId) {
      showToast(SPLASH_MESSAGES.selectTenant, 'error');
      return;
    }
    try {
      const answer = await change.mutateAsync({ body: { tenant_id: tenantId, tenant_page: sites.tenantPage, buyer_page: sites.buyerPage, operation } });
      const succeeded = answer.Status === SPLASH_SUCCESS_STATUS;
      showToast(splashMessage(operation, succeeded), succeeded ? 'success' : 'error');
      if (succeeded) markSent({ tenantId, ...sites });
    } catch {
      showToast(SPLASH_MESSAGES.exception, 'error');
    }
  };

  return (
    <PageFrame title="Splash Page Config" titleId="splash-config-title">
      <Card>
        <Flex vertical gap={16}>
          {tenants.isError && <LoadError error={tenants.error} what="the tenants" onRetry={() => void tenants.refetch()} />}
          <label htmlFor="splash-tenant">Tenant</label>
          <TenantPicker
            id="splash-tenant"
            allowTyping={false}
            allowClear
            tenants={tenants.data ?? []}
            loading={tenants.isPending}
            placeholder="Select a tenant"
            value={tenantId ?? ''}
            onChange={(next) => setTenantId(next || undefined)}
          />
          <Flex gap={24}>
            <Checkbox disabled={!tenantId} checked={sites.tenantPage} onChange={(event) => setSites((s) => ({ ...s, tenantPage: event.target.checked }))}>
              Tenant Admin Site
            </Checkbox>
            <Checkbox disabled={!tenantId} checked={sites.buyerPage} onChange={(event) => setSites((s) => ({ ...s, buyerPage: event.target.checked }))}>
              Buyer Site
            </Checkbox>
          </Flex>
          {tenantId && state.isError && (
            <LoadError error={state.error} what={`the splash pages of ${tenantId}`} onRetry={() => void state.refetch()} />
          )}
          {tenantId && !state.isError && (
            <Descriptions
              size="small"
              column={1}
              title="Current splash pages"
              items={[
                { key: 'tenant', label: 'Tenant Admin Site', children: <span data-testid="splash-tenant-page">{shown(state.data?.tenant_page)}</span> },
                { key: 'buyer', label: 'Buyer Site', children: <span data-testid="splash-buyer-page">{shown(state.data?.buyer_page)}</span> },
              ]}
            />
          )}
          <Flex gap={8}>
            <Button type="primary" disabled={!enabled} loading={change.isPending && change.variables?.body.operation === 'add'} onClick={() => void run('add')}>
              ADD SPLASH PAGE
            </Button>
            <Button danger disabled={!enabled} loading={change.isPending && change.variables?.body.operation === 'remove'} onClick={() => void run('remove')}>
              REMOVE SPLASH PAGE
            </Button>
          </Flex>
        </Flex>
      </Card>
    </PageFrame>
  );
}
