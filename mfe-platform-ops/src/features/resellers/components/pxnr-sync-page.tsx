import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import Form from 'antd/es/form';
import { PXNR_SYNC_MESSAGES, pxnrSyncErrors, type PxnrSyncValues } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { PageFrame, TenantPicker, useUnsentInputGuard } from 'shared-kit/ui';
import { usePxnrSync } from '../api/resellers';

const EMPTY: PxnrSyncValues = { source_tenant_id: '', destination_tenant_id: '' };

/**
 * Pxnr Sync at /pxnr-sync (test only; docs/resellers.md#reseller-onboarding-and-pxnr-sync): Source Tenant ID and
 * Destination Tenant ID, both required (Sync is disabled until both are non-blank), sent trimmed;
 * success shows 'Tenant sync successfull', a failure the server's message, the inputs kept. Leaving
 * with IDs typed and not synced asks 'You have some unsaved changes. OK to forget these changes and
 * leave the page?' first.
 */
export function PxnrSyncPage() {
  const sync = usePxnrSync();
  const [values, setValues] = useState<PxnrSyncValues>(EMPTY);
  const { markSent } = useUnsentInputGuard(values, EMPTY);
  const ready = Object.keys(pxnrSyncErrors(values)).length === 0;

  const run = async () => {
    if (!ready) return;
    try {
      const answer = await sync.mutateAsync({ body: { source_tenant_id: values.source_tenant_id.trim(), destination_tenant_id: values.destination_tenant_id.trim() } });
      showToast(answer.message || PXNR_SYNC_MESSAGES.synced, 'success');
      markSent(values);
    } catch {
      // The query layer toasts the server's message; the inputs stay.
    }
  };

  return (
    <PageFrame title="Pxnr Sync" titleId="pxnr-sync-title">
      <Card>
        <Form layout="vertical" onFinish={() => void run()}>
          <Form.Item label="Source Tenant ID" htmlFor="pxnr-source" required>
            <TenantPicker id="pxnr-source" placeholder="T01" value={values.source_tenant_id} onChange={(typed) => setValues((v) => ({ ...v, source_tenant_id: typed }))} />
          </Form.Item>
          <Form.Item label="Destination Tenant ID" htmlFor="pxnr-destination" required>
            <TenantPicker id="pxnr-destination" placeholder="T02" value={values.destination_tenant_id} onChange={(typed) => setValues((v) => ({ ...v, destination_tenant_id: typed }))} />
          </Form.Item>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" disabled={!ready} loading={sync.isPending}>
              Sync
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageFrame>
  );
}
