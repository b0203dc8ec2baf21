import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Select, Typography } from 'antd';
import {
  SYNC_ENVIRONMENTS,
  SYNC_SETTINGS_FIELDS,
  SYNC_SETTINGS_MESSAGES,
  SettingSyncBodySchema,
  missingSyncSettingsFields,
  type SyncEnvironment,
  type SyncSettingsForm,
} from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { PageFrame, TenantPicker, formSchemaProblems, useUnsentInputGuard } from 'shared-kit/ui';
import { useSyncSettings } from '../api/test-tools';

const EMPTY: SyncSettingsForm = { source_tenant_id: '', source_env: '', destination_tenant_id: '', destination_env: '' };

const ENVIRONMENT_FIELDS = new Set<keyof SyncSettingsForm>(['source_env', 'destination_env']);

/**
 * Sync Settings at /sync-settings (test only;
 * docs/platform-ops.md#buyer-decrypt-and-sync-settings): source and destination tenant IDs and environments, all four required (Sync stays disabled
 * until each holds text; the missing ones are named); Sync copies the source tenant's settings to
 * the destination and shows 'Tenant sync successfull'. The environments are chosen from the allowed
 * values (a select), the tenants with the tenant picker; Sync checks the values with the endpoint's
 * body schema first and says a problem under its field. A failure shows the server's message and
 * keeps the form. Leaving with values chosen or typed and not synced asks 'You have some unsaved
 * changes. OK to forget these changes and leave the page?' first.
 */
export function SyncSettingsPage() {
  const [form, setForm] = useState<SyncSettingsForm>(EMPTY);
  const { markSent } = useUnsentInputGuard(form, EMPTY);
  const [done, setDone] = useState<string>();
  const sync = useSyncSettings();
  const missing = missingSyncSettingsFields(form);
  const [problems, setProblems] = useState<Partial<Record<keyof SyncSettingsForm, string>>>({});
  const set = (name: keyof SyncSettingsForm) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const run = async () => {
    if (missing.length > 0) {
      showToast(`${SYNC_SETTINGS_MESSAGES.allRequired}: ${missing.join(', ')}`, 'error');
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(form).map(([name, value]) => [name, value.trim()]));
    const labels = Object.fromEntries(SYNC_SETTINGS_FIELDS.map((field) => [field.name, field.label]));
    const found = formSchemaProblems(SettingSyncBodySchema, trimmed, labels);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setDone(undefined);
    try {
      const answer = await sync.mutateAsync({
        body: {
          source_env: form.source_env.trim() as SyncEnvironment,
          destination_env: form.destination_env.trim() as SyncEnvironment,
          source_tenant_id: form.source_tenant_id.trim(),
          destination_tenant_id: form.destination_tenant_id.trim(),
        },
      });
      const message = answer.message || SYNC_SETTINGS_MESSAGES.synced;
      showToast(message, 'success');
      markSent(form);
      setDone(`${message}: ${answer.copied} settings copied from ${form.source_env.trim()}/${form.source_tenant_id.trim()} to ${form.destination_env.trim()}/${form.destination_tenant_id.trim()}`);
    } catch {
      // The query layer showed the server's message; the form stays as typed.
    }
  };

  return (
    <PageFrame title="Sync Settings" titleId="sync-settings-title">
      <Card>
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            {SYNC_SETTINGS_FIELDS.map((field) => (
              <Col span={12} key={field.name}>
                <Flex vertical gap={4}>
                  <label htmlFor={`sync-${field.name}`}>{field.label}</label>
                  {ENVIRONMENT_FIELDS.has(field.name) ? (
                    <Select
                      id={`sync-${field.name}`}
                      value={form[field.name] || undefined}
                      placeholder="Choose an environment"
                      status={problems[field.name] ? 'error' : undefined}
                      onChange={set(field.name)}
                      options={SYNC_ENVIRONMENTS.map((environment) => ({ value: environment, label: environment }))}
                    />
                  ) : (
                    <TenantPicker id={`sync-${field.name}`} value={form[field.name]} onChange={set(field.name)} style={{ width: '100%' }} />
                  )}
                  {problems[field.name] && (
                    <Typography.Text type="danger" data-testid={`sync-${field.name}-problem`}>
                      {problems[field.name]}
                    </Typography.Text>
                  )}
                </Flex>
              </Col>
            ))}
          </Row>
          <Typography.Text type="secondary">local is this environment.</Typography.Text>
          {missing.length > 0 && missing.length < SYNC_SETTINGS_FIELDS.length && (
            <Typography.Text type="warning" data-testid="sync-missing">
              {SYNC_SETTINGS_MESSAGES.allRequired}: {missing.join(', ')}
            </Typography.Text>
          )}
          <Flex>
            <Button type="primary" disabled={missing.length > 0} loading={sync.isPending} onClick={() => void run()}>
              Sync
            </Button>
          </Flex>
          {done && <Alert type="success" showIcon data-testid="sync-result" title={done} />}
        </Flex>
      </Card>
    </PageFrame>
  );
}
