import { Button, Card, Flex, Modal, Result, Typography } from 'antd';
import Steps from 'antd/es/steps';
import { TenantPicker } from 'shared-kit/ui';
import { ProcessingPanel } from '../../../shared/components/processing-panel';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { shownPreview } from '../lib/upload-flow';
import { SPREADSHEET_EXTENSIONS, TENANT_CONFIG_PAGE_MESSAGES as MESSAGES, UPLOAD_STEP } from '../lib/upload-rules';
import { SettingsDiffView } from './settings-diff';

/**
 * The Upload tab (docs/platform-ops.md#tenant-config-the-screen): a tenant ID and
 * exactly one .xlsx or .xls file; Preview (1 uploading) shows the sheet as JSON and its diff
 * against the live settings (2 preview); Save to Live Database asks 'Are you sure that you want to
 * save this changes on Live Database?' (3 saving), then 'Data for tenant {id} updated
 * successfully!' (4 done). A second start while one runs says 'Upload already in progress. Please
 * wait!'; a failure keeps the tenant ID, the file and the preview. The tenant ID is typed or picked
 * with the tenant picker; leaving with it or a file not saved asks first (docs/leaving.md).
 */
export function UploadTab() {
  const upload = useUploadFlow();
  const { step, tenantId, file, done, confirming } = upload.state;
  const { running } = upload;
  const preview = shownPreview(upload.state);

  if (step === UPLOAD_STEP.done) {
    return (
      <Result
        status="success"
        title={done}
        extra={
          <Button type="primary" onClick={upload.restart}>
            Upload another file
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Steps
        size="small"
        current={step}
        items={[{ title: 'Choose' }, { title: 'Uploading' }, { title: 'Preview' }, { title: 'Saving' }, { title: 'Done' }]}
      />
      <Flex vertical gap={16} style={{ maxWidth: 520 }}>
        <Flex vertical gap={4}>
          <label htmlFor="upload-tenant-id">Tenant ID</label>
          <TenantPicker id="upload-tenant-id" value={tenantId} readOnly={running || step === UPLOAD_STEP.preview} onChange={upload.typeTenantId} placeholder="" />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="upload-file">Spreadsheet file (.xlsx, .xls)</label>
          <Flex gap={8} align="center">
            <input
              ref={upload.fileInput}
              id="upload-file"
              type="file"
              accept={SPREADSHEET_EXTENSIONS.join(',')}
              style={{ display: 'none' }}
              onChange={(event) => upload.choose(event.target.files)}
            />
            <Button onClick={upload.openFilePicker}>Choose File</Button>
            <Typography.Text data-testid="chosen-file">{file ? file.name : 'No file chosen'}</Typography.Text>
          </Flex>
        </Flex>
        {step !== UPLOAD_STEP.preview && step !== UPLOAD_STEP.saving && (
          <Flex>
            <Button type="primary" onClick={upload.preview}>
              Preview
            </Button>
          </Flex>
        )}
      </Flex>
      {running && <ProcessingPanel text={MESSAGES.processing} />}
      {preview && (
        <Flex vertical gap={16}>
          <Card size="small" title={`Preview for tenant ${preview.json.tenant_id}`}>
            <SettingsDiffView diff={preview.diff} />
          </Card>
          <Card size="small" title="JSON">
            <pre aria-label="Preview JSON" style={{ maxHeight: 360, overflow: 'auto', margin: 0 }}>
              {JSON.stringify(preview.json, null, 2)}
            </pre>
          </Card>
          <Flex gap={8}>
            <Button disabled={running} onClick={upload.back}>
              Back
            </Button>
            <Button type="primary" danger onClick={upload.askSave}>
              Save to Live Database
            </Button>
          </Flex>
        </Flex>
      )}
      <Modal open={confirming} title="Save to Live Database" okText="Yes, save" cancelText="Cancel" onOk={upload.save} onCancel={upload.cancelSave}>
        {MESSAGES.confirmSave}
      </Modal>
    </Flex>
  );
}
