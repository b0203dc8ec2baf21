/**
 * The state of the Tenant Config Upload tab and its transitions (docs/platform-ops.md#tenant-config-the-screen):
 * choose (a tenant ID and a spreadsheet), uploading, preview, saving, done. A reducer over pure
 * steps, read by `useUploadFlow`, which makes the calls and toasts.
 */
import type { SettingsPreview } from 'shared-kit/contract/platform-ops';
import { apiErrorMessage, type ApiError } from 'shared-kit/runtime';
import { TENANT_CONFIG_PAGE_MESSAGES as MESSAGES, UPLOAD_STEP, type UploadStep } from './upload-rules';

/** Everything the Upload tab holds between renders. */
export interface UploadFlowState {
  step: UploadStep;
  /** The tenant ID typed or picked, as typed. */
  tenantId: string;
  /** The chosen spreadsheet. */
  file: File | undefined;
  /** The last preview's answer: the sheet as JSON and its diff against the live settings. */
  preview: SettingsPreview | undefined;
  /** The message of the save, shown when done. */
  done: string | undefined;
  /** Whether the Save to Live Database confirmation is open. */
  confirming: boolean;
}

/** What the user or an answer does to the tab. */
export type UploadFlowAction =
  | { type: 'typeTenantId'; text: string }
  | { type: 'fileChosen'; file: File }
  | { type: 'previewSent' }
  | { type: 'previewed'; preview: SettingsPreview }
  | { type: 'previewFailed' }
  | { type: 'back' }
  | { type: 'askSave' }
  | { type: 'cancelSave' }
  | { type: 'saveSent' }
  | { type: 'saved'; message: string }
  | { type: 'saveFailed' }
  | { type: 'restart' };

/** The tab as it opens: step 0, nothing typed or chosen. */
export const INITIAL_UPLOAD_FLOW: UploadFlowState = { step: UPLOAD_STEP.choose, tenantId: '', file: undefined, preview: undefined, done: undefined, confirming: false };

/** Whether a preview upload or a save is under way: a new start is refused and leaving warns. */
export function isUploading(state: UploadFlowState): boolean {
  return state.step === UPLOAD_STEP.uploading || state.step === UPLOAD_STEP.saving;
}

/** Whether leaving loses a typed tenant ID or a chosen file (and its preview) not saved yet (docs/leaving.md). */
export function hasUnsentInput(state: UploadFlowState): boolean {
  return !isUploading(state) && state.step !== UPLOAD_STEP.done && (state.tenantId !== '' || state.file !== undefined);
}

/** The preview on screen: the last one, from its answer until the save is done (also while it saves); `undefined` on the other steps. */
export function shownPreview(state: UploadFlowState): SettingsPreview | undefined {
  return state.step === UPLOAD_STEP.preview || state.step === UPLOAD_STEP.saving ? state.preview : undefined;
}

/** Whether an answer of the preview call is a preview: the sheet's JSON and its diff. */
export function isPreview(answer: SettingsPreview | undefined): answer is SettingsPreview {
  return typeof answer === 'object' && answer !== null && typeof answer.json === 'object' && typeof answer.diff === 'object';
}

/**
 * The message of a failed upload call: the server's first, else 'Tenant not found!' for a 404, else
 * 'Error on server!' (docs/platform-ops.md#messages-when-a-call-fails).
 */
export function uploadFailure(error: unknown): string {
  if (error instanceof Error && error.message === MESSAGES.serverError) return MESSAGES.serverError;
  const fallbackMessage = (error as ApiError).status === 404 ? MESSAGES.tenantNotFound : MESSAGES.serverError;
  return apiErrorMessage(error, { fallbackMessage });
}

/**
 * The tab after `action` (docs/platform-ops.md#tenant-config-the-screen). A failed preview goes
 * back to step 0 and a failed save to the preview, each keeping the tenant ID, the file and the
 * preview; a new file drops the preview of the last one; 'Upload another file' keeps the tenant ID.
 */
export function uploadFlow(state: UploadFlowState, action: UploadFlowAction): UploadFlowState {
  switch (action.type) {
    case 'typeTenantId':
      return { ...state, tenantId: action.text };
    case 'fileChosen':
      return { ...state, file: action.file, preview: undefined, step: UPLOAD_STEP.choose };
    case 'previewSent':
      return { ...state, step: UPLOAD_STEP.uploading };
    case 'previewed':
      return { ...state, preview: action.preview, step: UPLOAD_STEP.preview };
    case 'previewFailed':
    case 'back':
      return { ...state, step: UPLOAD_STEP.choose };
    case 'askSave':
      return { ...state, confirming: true };
    case 'cancelSave':
      return { ...state, confirming: false };
    case 'saveSent':
      return { ...state, confirming: false, step: UPLOAD_STEP.saving };
    case 'saved':
      return { ...state, done: action.message, step: UPLOAD_STEP.done };
    case 'saveFailed':
      return { ...state, step: UPLOAD_STEP.preview };
    case 'restart':
      return { ...INITIAL_UPLOAD_FLOW, tenantId: state.tenantId };
  }
}
