import { Card } from 'antd';
import Tabs from 'antd/es/tabs';
import { DownloadTab } from './download-tab';
import { UploadTab } from './upload-tab';
import { PageFrame } from 'shared-kit/ui';

/**
 * Tenant Config at /config-tenant (docs/platform-ops.md#tenant-config-the-screen): a Download tab (a tenant's
 * settings as XLSX, or the template) and an Upload tab (preview with the diff, then confirm).
 */
export function TenantConfigPage() {
  return (
    <PageFrame title="Tenant Config" titleId="tenant-config-title">
      <Card>
        <Tabs
          items={[
            { key: 'download', label: 'Download', children: <DownloadTab /> },
            { key: 'upload', label: 'Upload', children: <UploadTab /> },
          ]}
        />
      </Card>
    </PageFrame>
  );
}
