import { useReducer, useRef } from 'react';
import { tenantSettingsUpdatedMessage } from 'shared-kit/contract/platform-ops';
import { showToast, useWriteAction } from 'shared-kit/runtime';
import { usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { previewTenantSettings, submitTenantSettings } from '../api/tenant-settings';
import { INITIAL_UPLOAD_FLOW, hasUnsentInput, isPreview, isUploading, uploadFailure, uploadFlow } from '../lib/upload-flow';
import { TENANT_CONFIG_PAGE_MESSAGES as MESSAGES, chooseSpreadsheet, uploadProblem } from '../lib/upload-rules';

/**
 * The Upload tab of Tenant Config (docs/platform-ops.md#tenant-config-the-screen): its state (the
 * `uploadFlow` reducer) and the calls that move it. Preview uploads the sheet and shows its diff;
 * Save to Live Database, once confirmed, writes it. While either runs, another start says 'Upload
 * already in progress. Please wait!' and leaving warns; a typed tenant ID or a chosen file not
 * saved asks before leaving (docs/leaving.md). `fileInput` is the hidden file input's ref.
 *
 * @example const upload = useUploadFlow(); <input ref={upload.fileInput} onChange={(e) => upload.choose(e.target.files)} />
 */
export function useUploadFlow() {
  const [state, dispatch] = useReducer(uploadFlow, INITIAL_UPLOAD_FLOW);
  const fileInput = useRef<HTMLInputElement>(null);
  const running = isUploading(state);
  usePendingTaskGuard(running);
  useUnsavedChangesGuard(hasUnsentInput(state));

  const refuseWhileRunning = () => showToast(MESSAGES.uploadInProgress, 'warning');

  const choose = (files: FileList | null) => {
    if (running) {
      refuseWhileRunning();
      return;
    }
    const choice = chooseSpreadsheet([...(files ?? [])]);
    if ('problem' in choice) showToast(choice.problem, 'error');
    else dispatch({ type: 'fileChosen', file: choice.file });
  };

  const preview = async () => {
    const { file } = state;
    const problem = uploadProblem(state);
    if (problem || !file) {
      showToast(problem ?? MESSAGES.chooseFile, problem === MESSAGES.uploadInProgress ? 'warning' : 'error');
      return;
    }
    dispatch({ type: 'previewSent' });
    try {
      const answer = await previewTenantSettings(state.tenantId.trim(), file);
      if (!isPreview(answer)) throw new Error(MESSAGES.serverError);
      dispatch({ type: 'previewed', preview: answer });
    } catch (error) {
      showToast(uploadFailure(error), 'error');
      dispatch({ type: 'previewFailed' });
    }
  };

  const saving = useWriteAction(async () => {
    const { file } = state;
    if (!file || !state.preview) {
      dispatch({ type: 'cancelSave' });
      return;
    }
    const tenantId = state.tenantId.trim();
    dispatch({ type: 'saveSent' });
    try {
      const answer = await submitTenantSettings(tenantId, file);
      if (!answer || typeof answer !== 'object') throw new Error(MESSAGES.serverError);
      const message = answer.message || tenantSettingsUpdatedMessage(tenantId);
      showToast(message, 'success');
      dispatch({ type: 'saved', message });
    } catch (error) {
      showToast(uploadFailure(error), 'error');
      dispatch({ type: 'saveFailed' });
    }
  });

  return {
    state,
    running,
    fileInput,
    typeTenantId: (text: string) => dispatch({ type: 'typeTenantId', text }),
    /** Takes the files of the file input: exactly one spreadsheet, else a toast says why. */
    choose,
    /** Choose File: opens the file input, unless an upload runs. */
    openFilePicker: () => (running ? refuseWhileRunning() : fileInput.current?.click()),
    /** Preview: checks the tenant ID and the file, then uploads the sheet for its diff. */
    preview: () => void preview(),
    /** Back from the preview to step 0, keeping everything. */
    back: () => dispatch({ type: 'back' }),
    /** Save to Live Database: asks for the confirmation, unless an upload runs. */
    askSave: () => (running ? refuseWhileRunning() : dispatch({ type: 'askSave' })),
    cancelSave: () => dispatch({ type: 'cancelSave' }),
    /** The confirmation's 'Yes, save'. */
    save: () => void saving.run(),
    /** Upload another file: step 0 with the tenant ID kept and the file input emptied. */
    restart: () => {
      dispatch({ type: 'restart' });
      if (fileInput.current) fileInput.current.value = '';
    },
  };
}
