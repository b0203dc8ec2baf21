import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { apiErrorMessage, downloadBlob, showToast, SOMETHING_WENT_WRONG_MESSAGE, type ApiError } from 'shared-kit/runtime';
import { downloadSettingsTemplate, downloadTenantSettings } from '../api/tenant-settings';
import { TENANT_CONFIG_PAGE_MESSAGES as MESSAGES, TENANT_ID_INPUT_MAX_LENGTH, isValidTenantId } from '../lib/upload-rules';

type Download = 'settings' | 'template';

/**
 * The message of a failed download: the server's first, else 'Tenant not found!' for a 404, else
 * 'Something went wrong' (spec 01 §8).
 */
function downloadFailure(error: unknown): string {
  const fallbackMessage = (error as ApiError).status === 404 ? MESSAGES.tenantNotFound : SOMETHING_WENT_WRONG_MESSAGE;
  return apiErrorMessage(error, { fallbackMessage });
}

/** The Download tab (spec 01 §2 "Tenant Config page"): a tenant ID, then the tenant's settings XLSX or the template. */
export function DownloadTab() {
  const [tenantId, setTenantId] = useState('');
  const [running, setRunning] = useState<Download>();

  const download = async (what: Download) => {
    if (what === 'settings' && !isValidTenantId(tenantId)) {
      showToast(MESSAGES.enterTenantId, 'error');
      return;
    }
    setRunning(what);
    try {
      const file = what === 'settings' ? await downloadTenantSettings(tenantId.trim()) : await downloadSettingsTemplate();
      downloadBlob(file.blob, file.fileName);
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
        <Input id="download-tenant-id" maxLength={TENANT_ID_INPUT_MAX_LENGTH} value={tenantId} onChange={(event) => setTenantId(event.target.value)} />
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
