import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { TenantPicker, useUnsentInputGuard } from 'shared-kit/ui';
import { apiErrorMessage, downloadBlob, showToast, SOMETHING_WENT_WRONG_MESSAGE, type ApiError } from 'shared-kit/runtime';
import { downloadSettingsTemplate, downloadTenantSettings } from '../api/tenant-settings';
import { TENANT_CONFIG_PAGE_MESSAGES as MESSAGES, isValidTenantId } from '../lib/upload-rules';

type Download = 'settings' | 'template';

/**
 * The message of a failed download: the server's first, else 'Tenant not found!' for a 404, else
 * 'Something went wrong' (docs/platform-ops.md#messages-when-a-call-fails).
 */
function downloadFailure(error: unknown): string {
  const fallbackMessage = (error as ApiError).status === 404 ? MESSAGES.tenantNotFound : SOMETHING_WENT_WRONG_MESSAGE;
  return apiErrorMessage(error, { fallbackMessage });
}

/**
 * The Download tab: a tenant ID (typed, or picked with the tenant
 * picker), then the tenant's settings XLSX or the template. Leaving with a tenant ID typed and not
 * downloaded asks first (docs/leaving.md).
 */
export function DownloadTab() {
  const [tenantId, setTenantId] = useState('');
  const [running, setRunning] = useState<Download>();
  const { markSent } = useUnsentInputGuard(tenantId, '');

  const download = async (what: Download) => {
    if (what === 'settings' && !isValidTenantId(tenantId)) {
      showToast(MESSAGES.enterTenantId, 'error');
      return;
    }
    setRunning(what);
    try {
      const file = what === 'settings' ? await downloadTenantSettings(tenantId.trim()) : await downloadSettingsTemplate();
      downloadBlob(file.blob, file.fileName);
      if (what === 'settings') markSent(tenantId);
    } catch (error) {
      showToast(downloadFailure(error), 'error');
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      <Flex vertical gap={4}>
        <label htmlFor="download-tenant-id">Tenant ID</label>
        <TenantPicker id="download-tenant-id" value={tenantId} onChange={setTenantId} placeholder="" />
      </Flex>
      <Flex gap={8} wrap>
        <Button type="primary" loading={running === 'settings'} disabled={running === 'template'} onClick={() => void download('settings')}>
          Download XLSX
        </Button>
        <Button loading={running === 'template'} disabled={running === 'settings'} onClick={() => void download('template')}>
          Download Template
        </Button>
      </Flex>
      <Typography.Text type="secondary">The template lists every setting key with its default value.</Typography.Text>
    </Flex>
  );
}
