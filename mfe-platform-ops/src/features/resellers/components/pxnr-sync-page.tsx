import { useState } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { PXNR_SYNC_MESSAGES, pxnrSyncErrors, type PxnrSyncValues } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { usePxnrSync } from '../api/resellers';

const EMPTY: PxnrSyncValues = { source_tenant_id: '', destination_tenant_id: '' };

/**
 * Pxnr Sync at /pxnr-sync (spec 02 §2.9, §5 "Pxnr Sync", §7, §8; test only): Source Tenant ID and
 * Destination Tenant ID, both required (Sync is disabled until both are non-blank), sent trimmed;
 * success shows 'Tenant sync successfull', a failure the server's message, the inputs kept.
 */
export function PxnrSyncPage() {
  const sync = usePxnrSync();
  const [values, setValues] = useState<PxnrSyncValues>(EMPTY);
  const ready = Object.keys(pxnrSyncErrors(values)).length === 0;

  const run = async () => {
    if (!ready) return;
    try {
      const answer = await sync.mutateAsync({ body: { source_tenant_id: values.source_tenant_id.trim(), destination_tenant_id: values.destination_tenant_id.trim() } });
      showToast(answer.message || PXNR_SYNC_MESSAGES.synced, 'success');
    } catch {
      // The query layer toasts the server's message; the inputs stay.
    }
  };

  return (
    <section aria-labelledby="pxnr-sync-title">
      <Typography.Title level={3} id="pxnr-sync-title">
        Pxnr Sync
      </Typography.Title>
      <Card style={{ maxWidth: 560 }}>
        <Form layout="vertical" onFinish={() => void run()}>
          <Form.Item label="Source Tenant ID" htmlFor="pxnr-source" required>
            <Input id="pxnr-source" placeholder="T01" maxLength={40} value={values.source_tenant_id} onChange={(event) => setValues((v) => ({ ...v, source_tenant_id: event.target.value }))} />
          </Form.Item>
          <Form.Item label="Destination Tenant ID" htmlFor="pxnr-destination" required>
            <Input
              id="pxnr-destination"
              placeholder="T02"
              maxLength={40}
              value={values.destination_tenant_id}
              onChange={(event) => setValues((v) => ({ ...v, destination_tenant_id: event.target.value }))}
            />
          </Form.Item>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" disabled={!ready} loading={sync.isPending}>
              Sync
            </Button>
          </Flex>
        </Form>
      </Card>
    </section>
  );
}
