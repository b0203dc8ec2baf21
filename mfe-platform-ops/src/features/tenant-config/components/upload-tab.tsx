import { useRef, useState } from 'react';
import { Button, Card, Flex, Modal, Result, Typography } from 'antd';
import Steps from 'antd/es/steps';
import { tenantSettingsUpdatedMessage, type SettingsPreview } from 'shared-kit/contract/platform-ops';
import { apiErrorMessage, showToast, useWriteAction, type ApiError } from 'shared-kit/runtime';
import { TenantPicker, usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { ProcessingPanel } from '../../../shared/components/processing-panel';
import { previewTenantSettings, submitTenantSettings } from '../api/tenant-settings';
import {
  SPREADSHEET_EXTENSIONS,
  TENANT_CONFIG_PAGE_MESSAGES as MESSAGES,
  UPLOAD_STEP,
  chooseSpreadsheet,
  uploadProblem,
  type UploadStep,
} from '../lib/upload-rules';
import { SettingsDiffView } from './settings-diff';

/**
 * The message of a failed upload call: the server's first, else 'Tenant not found!' for a 404, else
 * 'Error on server!' (docs/platform-ops.md#messages-when-a-call-fails).
 */
function uploadFailure(error: unknown): string {
  const fallbackMessage = (error as ApiError).status === 404 ? MESSAGES.tenantNotFound : MESSAGES.serverError;
  return apiErrorMessage(error, { fallbackMessage });
}

const isPreview = (answer: SettingsPreview | undefined): answer is SettingsPreview =>
  typeof answer === 'object' && answer !== null && typeof answer.json === 'object' && typeof answer.diff === 'object';

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
  const [step, setStep] = useState<UploadStep>(UPLOAD_STEP.choose);
  const [tenantId, setTenantId] = useState('');
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<SettingsPreview>();
  const [done, setDone] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const running = step === UPLOAD_STEP.uploading || step === UPLOAD_STEP.saving;
  usePendingTaskGuard(running);
  // A typed tenant ID or a chosen file (and its preview) not saved yet is lost by leaving.
  useUnsavedChangesGuard(!running && step !== UPLOAD_STEP.done && (tenantId !== '' || file !== undefined));

  const choose = (files: FileList | null) => {
    if (running) {
      showToast(MESSAGES.uploadInProgress, 'warning');
      return;
    }
    const choice = chooseSpreadsheet([...(files ?? [])]);
    if ('problem' in choice) {
      showToast(choice.problem, 'error');
      return;
    }
    setFile(choice.file);
    setPreview(undefined);
    setStep(UPLOAD_STEP.choose);
  };

  const startPreview = async () => {
    const problem = uploadProblem({ step, tenantId, file });
    if (problem || !file) {
      showToast(problem ?? MESSAGES.chooseFile, problem === MESSAGES.uploadInProgress ? 'warning' : 'error');
      return;
    }
    setStep(UPLOAD_STEP.uploading);
    try {
      const answer = await previewTenantSettings(tenantId.trim(), file);
      if (!isPreview(answer)) throw new Error(MESSAGES.serverError);
      setPreview(answer);
      setStep(UPLOAD_STEP.preview);
    } catch (error) {
      showToast(error instanceof Error && error.message === MESSAGES.serverError ? MESSAGES.serverError : uploadFailure(error), 'error');
      setStep(UPLOAD_STEP.choose);
    }
  };

  const askToSave = () => {
    if (running) {
      showToast(MESSAGES.uploadInProgress, 'warning');
      return;
    }
    setConfirming(true);
  };

  const saving = useWriteAction(async () => {
    setConfirming(false);
    if (!file || !preview) return;
    const id = tenantId.trim();
    setStep(UPLOAD_STEP.saving);
    try {
      const answer = await submitTenantSettings(id, file);
      if (!answer || typeof answer !== 'object') throw new Error(MESSAGES.serverError);
      const message = answer.message || tenantSettingsUpdatedMessage(id);
      showToast(message, 'success');
      setDone(message);
      setStep(UPLOAD_STEP.done);
    } catch (error) {
      showToast(error instanceof Error && error.message === MESSAGES.serverError ? MESSAGES.serverError : uploadFailure(error), 'error');
      setStep(UPLOAD_STEP.preview);
    }
  });

  const restart = () => {
    setFile(undefined);
    setPreview(undefined);
    setDone(undefined);
    setStep(UPLOAD_STEP.choose);
    if (fileInput.current) fileInput.current.value = '';
  };

  if (step === UPLOAD_STEP.done) {
    return (
      <Result
        status="success"
        title={done}
        extra={
          <Button type="primary" onClick={restart}>
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
          <TenantPicker id="upload-tenant-id" value={tenantId} readOnly={running || step === UPLOAD_STEP.preview} onChange={setTenantId} placeholder="" />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="upload-file">Spreadsheet file (.xlsx, .xls)</label>
          <Flex gap={8} align="center">
            <input
              ref={fileInput}
              id="upload-file"
              type="file"
              accept={SPREADSHEET_EXTENSIONS.join(',')}
              style={{ display: 'none' }}
              onChange={(event) => choose(event.target.files)}
            />
            <Button onClick={() => (running ? showToast(MESSAGES.uploadInProgress, 'warning') : fileInput.current?.click())}>Choose File</Button>
            <Typography.Text data-testid="chosen-file">{file ? file.name : 'No file chosen'}</Typography.Text>
          </Flex>
        </Flex>
        {step !== UPLOAD_STEP.preview && step !== UPLOAD_STEP.saving && (
          <Flex>
            <Button type="primary" onClick={() => void startPreview()}>
              Preview
            </Button>
          </Flex>
        )}
      </Flex>
      {running && <ProcessingPanel text={MESSAGES.processing} />}
      {preview && (step === UPLOAD_STEP.preview || step === UPLOAD_STEP.saving) && (
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
            <Button disabled={running} onClick={() => setStep(UPLOAD_STEP.choose)}>
              Back
            </Button>
            <Button type="primary" danger onClick={askToSave}>
              Save to Live Database
            </Button>
          </Flex>
        </Flex>
      )}
      <Modal open={confirming} title="Save to Live Database" okText="Yes, save" cancelText="Cancel" onOk={() => void saving.run()} onCancel={() => setConfirming(false)}>
        {MESSAGES.confirmSave}
      </Modal>
    </Flex>
  );
}
