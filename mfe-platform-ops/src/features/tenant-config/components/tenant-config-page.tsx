import { Card, Typography } from 'antd';
import Tabs from 'antd/es/tabs';
import { DownloadTab } from './download-tab';
import { UploadTab } from './upload-tab';

/**
 * Tenant Config at /config-tenant (spec 01 §2 "Tenant Config page"): a Download tab (a tenant's
 * settings as XLSX, or the template) and an Upload tab (preview with the diff, then confirm).
 */
export function TenantConfigPage() {
  return (
    <section aria-labelledby="tenant-config-title">
      <Typography.Title level={3} id="tenant-config-title">
        Tenant Config
      </Typography.Title>
      <Card>
        <Tabs
          items={[
            { key: 'download', label: 'Download', children: <DownloadTab /> },
            { key: 'upload', label: 'Upload', children: <UploadTab /> },
          ]}
        />
      </Card>
    </section>
  );
}
