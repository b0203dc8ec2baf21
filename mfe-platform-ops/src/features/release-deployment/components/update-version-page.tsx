import { useState } from 'react';
import { Button, Card, Checkbox, Col, Input, Row } from 'antd';
import Form from 'antd/es/form';
import Descriptions from 'antd/es/descriptions';
import { DEPLOY_MESSAGES, UPDATE_VERSION_MESSAGES, VERSION_CODE_MAX_LENGTH, VERSION_CODE_PATTERN, versionTag, versionUpdateFailedMessage, versionUpdatedMessage, type VersionTarget } from 'shared-kit/contract/platform-ops';
import { apiErrorMessage, showToast } from 'shared-kit/runtime';
import { LoadError, PageFrame, TenantPicker, useUnsentInputGuard } from 'shared-kit/ui';
import { useUpdateAppVersion, useUpdateConfigVersion, useVersionLedger, useVersionTenants } from '../api/version-queries';

/** Toasts a failed update: '{App|Config} updated failed, Something went wrong', the server's reason beneath. */
function toastFailure(target: VersionTarget, error: unknown) {
  const reason = apiErrorMessage(error, { fallbackMessage: '' });
  showToast(versionUpdateFailedMessage(target), 'error', reason ? { description: reason } : {});
}

/**
 * Update Version at /update-version (docs/platform-ops.md#release-deployment-and-update-version): the App Version section (the current app version; Version Code,
 * sent prefixed with v without doubling a typed v; Update config versions too (config_update);
 * Update App) and the Config Version section (Tenant from the tenant list, its current config
 * version; Update Config). Success shows '{App|Config} updated success', failure '{App|Config}
 * updated failed, Something went wrong'; what was typed stays on an error. Leaving with a version
 * code typed and not sent asks 'You have some unsaved changes. OK to forget these changes and leave
 * the page?' first (choosing a tenant shows its version, and is not held).
 */
export function UpdateVersionPage() {
  const tenants = useVersionTenants();
  const ledger = useVersionLedger();
  const updateApp = useUpdateAppVersion();
  const updateConfig = useUpdateConfigVersion();
  const [versionCode, setVersionCode] = useState('');
  const [configUpdate, setConfigUpdate] = useState(false);
  const [tenantId, setTenantId] = useState<string>();
  const { markSent } = useUnsentInputGuard({ versionCode, configUpdate }, { versionCode: '', configUpdate: false });

  const submitApp = async () => {
    const code = versionCode.trim();
    if (code === '') return showToast(UPDATE_VERSION_MESSAGES.versionCodeRequired, 'error');
    if (!VERSION_CODE_PATTERN.test(code)) return showToast(DEPLOY_MESSAGES.versionCodeInvalid, 'error');
    try {
      const answer = await updateApp.mutateAsync({ body: { version: versionTag(code), config_update: configUpdate } });
      showToast(answer.message || versionUpdatedMessage('App'), 'success');
      markSent({ versionCode, configUpdate });
    } catch (error) {
      toastFailure('App', error);
    }
  };

  const submitConfig = async () => {
    if (!tenantId) return showToast(UPDATE_VERSION_MESSAGES.tenantRequired, 'error');
    try {
      const answer = await updateConfig.mutateAsync({ body: { tenant_id: tenantId } });
      showToast(answer.message || versionUpdatedMessage('Config'), 'success');
    } catch (error) {
      toastFailure('Config', error);
    }
  };

  const configVersion = tenantId ? ledger.data?.configVersions.find((entry) => entry.tenant_id === tenantId)?.config_version : undefined;
  return (
    <PageFrame title="Update Version" titleId="update-version-title">
      {ledger.isError && <LoadError error={ledger.error} what="the current versions" onRetry={() => void ledger.refetch()} />}
      {tenants.isError && <LoadError error={tenants.error} what="the tenants" onRetry={() => void tenants.refetch()} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="App Version" data-testid="app-version-section">
            <Descriptions size="small" column={1} items={[{ key: 'current', label: 'Current app version', children: <span data-testid="current-app-version">{ledger.data?.appVersion ?? '--'}</span> }]} />
            <Form layout="vertical" onFinish={() => void submitApp()}>
              <Form.Item label="Version Code" htmlFor="app-version-code" required>
                <Input id="app-version-code" value={versionCode} maxLength={VERSION_CODE_MAX_LENGTH} placeholder="e.g. 1.4.0" onChange={(event) => setVersionCode(event.target.value)} />
              </Form.Item>
              <Form.Item>
                <Checkbox checked={configUpdate} onChange={(event) => setConfigUpdate(event.target.checked)}>
                  Update config versions too
                </Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={updateApp.isPending}>
                Update App
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Config Version" data-testid="config-version-section">
            <Form layout="vertical" onFinish={() => void submitConfig()}>
              <Form.Item label="Tenant" htmlFor="config-version-tenant" required>
                <TenantPicker
                  id="config-version-tenant"
                  allowTyping={false}
                  allowClear
                  tenants={tenants.data ?? []}
                  loading={tenants.isPending}
                  value={tenantId ?? ''}
                  onChange={(chosen) => setTenantId(chosen || undefined)}
                  placeholder="Choose a tenant"
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Descriptions size="small" column={1} items={[{ key: 'config', label: 'Current config version', children: <span data-testid="current-config-version">{configVersion ?? '--'}</span> }]} />
              <Button type="primary" htmlType="submit" loading={updateConfig.isPending}>
                Update Config
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
