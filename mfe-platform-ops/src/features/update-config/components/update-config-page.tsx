import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Input, Row, Spin, Typography } from 'antd';
import { TENANT_CONFIG_IMAGE_KEYS } from 'shared-kit/contract/platform-ops';
import Form from 'antd/es/form';
import Collapse from 'antd/es/collapse';
import { HistoryDrawer, LoadError, PageFrame, TenantPicker, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useConfigKeys, useSaveConfig, useTenantConfig, useUpdateConfigTenants } from '../api/update-config-queries';
import { CONFIG_SECTIONS, KEY_PAIRS, changedKeys, configKeyLabel, configToSave, editWithPair, groupKeys, type ConfigSection, type TenantConfigValues } from '../lib/config-rules';
import { ImagePreview } from './image-preview';
import { ThemePreview } from './theme-preview';

function ConfigField({ name, value, changed, image, onChange }: { name: string; value: string; changed: boolean; image: boolean; onChange: (value: string) => void }) {
  const id = `config-${name}`;
  const pair = KEY_PAIRS[name];
  const keyId = `${id}-key`;
  return (
    <Form.Item label={configKeyLabel(name)} htmlFor={id} colon={false} style={{ marginBottom: 12 }} help={changed ? 'Changed' : undefined} validateStatus={changed ? 'warning' : undefined}>
      <Flex vertical gap={2}>
        <Flex gap={8} align="center">
          <Input id={id} value={value} aria-describedby={keyId} onChange={(event) => onChange(event.target.value)} />
          {image ? <ImagePreview name={name} value={value} /> : null}
        </Flex>
        <Typography.Text type="secondary" id={keyId} style={{ fontSize: 12 }}>
          <Typography.Text code style={{ fontSize: 12 }}>
            {name}
          </Typography.Text>
          {pair ? ` · kept in step with ${pair}${name === 'siteTitle' || name === 'tenantShortName' ? '; the storefront reads this one' : ''}` : ''}
        </Typography.Text>
      </Flex>
    </Form.Item>
  );
}

/**
 * Update Config at /update-config (docs/platform-ops.md#update-config-the-screen): a
 * tenant selector (the tenant picker, listed tenants only); the tenant's configuration in three
 * accordions, General Configuration, CSS Configuration, Images and Logo, every key editable; the
 * CSS:: values applied as theme variables in a live preview; CANCEL CHANGES discards the edits; SAVE CHANGES sends only the changed keys plus
 * the image keys. Edits are tracked against the loaded values; leaving or switching tenant with
 * changes asks 'You have some unsaved changes. OK to forget these changes and leave the page?'.
 */
export function UpdateConfigPage() {
  const tenants = useUpdateConfigTenants();
  const [tenantId, setTenantId] = useState<string>();
  const [edits, setEdits] = useState<TenantConfigValues>({});
  const config = useTenantConfig(tenantId);
  const keys = useConfigKeys();
  const save = useSaveConfig();

  const loaded = config.data?.results;
  const edited: TenantConfigValues = { ...loaded, ...edits };
  const changed = loaded ? changedKeys(loaded, edited) : [];
  const dirty = changed.length > 0;
  const { confirmDiscard } = useUnsavedChangesGuard(dirty);

  const chooseTenant = (next: string) => {
    if (next === tenantId || !confirmDiscard()) return;
    setTenantId(next);
    setEdits({});
  };

  const submit = async () => {
    if (!tenantId || !loaded || !dirty) return;
    try {
      await save.mutateAsync({ body: { tenant_id: tenantId, config: configToSave(loaded, edited) } });
      setEdits({});
    } catch {
      // The toast said why; the edits stay.
    }
  };

  const groups = loaded ? groupKeys(keys.data?.config_keys ?? [], edited) : undefined;
  const section = (name: ConfigSection) => (
    <div>
      {(groups?.[name] ?? []).map((key) => (
        <ConfigField
          key={key}
          name={key}
          value={edited[key] ?? ''}
          changed={changed.includes(key)}
          image={name === 'Images and Logo' && (TENANT_CONFIG_IMAGE_KEYS as readonly string[]).includes(key)}
          onChange={(value) => setEdits((current) => ({ ...current, ...editWithPair(edited, key, value) }))}
        />
      ))}
    </div>
  );

  return (
    <PageFrame title="Update Config" titleId="update-config-title" width="full">
      <Flex vertical gap={16}>
        {tenants.isError && <LoadError error={tenants.error} what="the tenants" onRetry={() => void tenants.refetch()} />}
        {keys.isError && <LoadError error={keys.error} what="the config keys" onRetry={() => void keys.refetch()} />}
        <Flex vertical gap={4} style={{ maxWidth: 480 }}>
          <label htmlFor="update-config-tenant">Tenant</label>
          <TenantPicker
            id="update-config-tenant"
            allowTyping={false}
            tenants={tenants.data ?? []}
            loading={tenants.isPending}
            placeholder="Select a tenant"
            value={tenantId ?? ''}
            onChange={chooseTenant}
            style={{ width: '100%' }}
          />
          {tenantId && (
            <div>
              <HistoryDrawer entity="tenant" id={tenantId} />
            </div>
          )}
        </Flex>
        {!tenantId && <Empty description="Select a tenant to edit its configuration" />}
        {tenantId && !loaded && config.isError && (
          <LoadError error={config.error} what={`the configuration of ${tenantId}`} onRetry={() => void config.refetch()} />
        )}
        {tenantId && !loaded && config.isPending && (
          <div role="status" style={{ padding: 32, textAlign: 'center' }}>
            <Spin />
            <div>Loading</div>
          </div>
        )}
        {loaded && (
          <Row gutter={16}>
            <Col xs={24} lg={15}>
              <Form layout="vertical" component="div">
                <Collapse defaultActiveKey={[...CONFIG_SECTIONS]} items={CONFIG_SECTIONS.map((name) => ({ key: name, label: name, children: section(name) }))} />
              </Form>
            </Col>
            <Col xs={24} lg={9}>
              <Card size="small" style={{ marginBottom: 16 }}>
                <Typography.Text data-testid="changed-count">{changed.length === 0 ? 'No unsaved changes' : `${changed.length} unsaved change${changed.length === 1 ? '' : 's'}`}</Typography.Text>
              </Card>
              <ThemePreview values={edited} />
            </Col>
          </Row>
        )}
        {loaded && (
          // The buttons stay in view at the bottom of the window however long the list of keys.
          <Flex
            gap={8}
            align="center"
            data-testid="update-config-actions"
            style={{ position: 'sticky', bottom: 0, zIndex: 2, background: '#fff', padding: '12px 0', borderTop: '1px solid #f0f0f0' }}
          >
            <Button disabled={!dirty || save.isPending} onClick={() => setEdits({})}>
              CANCEL CHANGES
            </Button>
            <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={() => void submit()}>
              SAVE CHANGES
            </Button>
            <Typography.Text type="secondary">{changed.length === 0 ? 'No unsaved changes' : `${changed.length} unsaved change${changed.length === 1 ? '' : 's'}`}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </PageFrame>
  );
}
