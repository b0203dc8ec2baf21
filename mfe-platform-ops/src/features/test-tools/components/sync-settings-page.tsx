import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Input, Row, Typography } from 'antd';
import { SYNC_ENVIRONMENTS, SYNC_SETTINGS_FIELDS, SYNC_SETTINGS_MESSAGES, missingSyncSettingsFields, type SyncEnvironment, type SyncSettingsForm } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { useSyncSettings } from '../api/test-tools';

const EMPTY: SyncSettingsForm = { source_tenant_id: '', source_env: '', destination_tenant_id: '', destination_env: '' };

/** Longest tenant ID or environment the fields take (spec 01 §9). */
const FIELD_MAX = 60;

/**
 * Sync Settings at /sync-settings (test only; spec 01 §2, §5; spec 02 §2.8, §5, §7 "Settings sync",
 * §8): source and destination tenant IDs and environments, all four required (Sync stays disabled
 * until each holds text; the missing ones are named); Sync copies the source tenant's settings to
 * the destination and shows 'Tenant sync successfull'. The known environments are listed under the
 * form. A failure shows the server's message and keeps the form.
 */
export function SyncSettingsPage() {
  const [form, setForm] = useState<SyncSettingsForm>(EMPTY);
  const [done, setDone] = useState<string>();
  const sync = useSyncSettings();
  const missing = missingSyncSettingsFields(form);

  const run = async () => {
    if (missing.length > 0) {
      showToast(`${SYNC_SETTINGS_MESSAGES.allRequired}: ${missing.join(', ')}`, 'error');
      return;
    }
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
      setDone(`${message}: ${answer.copied} settings copied from ${form.source_env.trim()}/${form.source_tenant_id.trim()} to ${form.destination_env.trim()}/${form.destination_tenant_id.trim()}`);
    } catch {
      // The query layer showed the server's message; the form stays as typed.
    }
  };

  return (
    <section aria-labelledby="sync-settings-title">
      <Typography.Title level={3} id="sync-settings-title">
        Sync Settings
      </Typography.Title>
      <Card style={{ maxWidth: 720 }}>
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            {SYNC_SETTINGS_FIELDS.map((field) => (
              <Col span={12} key={field.name}>
                <Flex vertical gap={4}>
                  <label htmlFor={`sync-${field.name}`}>{field.label}</label>
                  <Input
                    id={`sync-${field.name}`}
                    maxLength={FIELD_MAX}
                    value={form[field.name]}
                    onChange={(event) => setForm((current) => ({ ...current, [field.name]: event.target.value }))}
                  />
                </Flex>
              </Col>
            ))}
          </Row>
          <Typography.Text type="secondary">Environments: {SYNC_ENVIRONMENTS.join(', ')} (local is this environment).</Typography.Text>
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
    </section>
  );
}
