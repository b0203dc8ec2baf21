import type { SettingsPreview } from 'shared-kit/contract/platform-ops';
import { ApiError } from 'shared-kit/runtime';
import { INITIAL_UPLOAD_FLOW, hasUnsentInput, isPreview, isUploading, shownPreview, uploadFailure, uploadFlow, type UploadFlowAction, type UploadFlowState } from './upload-flow';
import { uploadProblem } from './upload-rules';

const STEPS = ['Choose', 'Uploading', 'Preview', 'Saving', 'Done'];
const PREVIEW = {
  json: { tenant_id: 'T01', settings: { siteTitle: 'WSC Store' } },
  diff: { changed: [{ key: 'siteTitle', old: 'Wholesale Cellular', new: 'WSC Store' }], added: [], unchangedCount: 0 },
} as unknown as SettingsPreview;
const xlsx = new File(['PK'], 'settings.xlsx');
const other = new File(['PK'], 'other.xlsx');

const run = (state: UploadFlowState, ...actions: UploadFlowAction[]) => actions.reduce(uploadFlow, state);
const stepTitle = (state: UploadFlowState) => STEPS[state.step];

/** T01 typed and settings.xlsx chosen, on Choose. */
const chosen = () => run(INITIAL_UPLOAD_FLOW, { type: 'typeTenantId', text: 'T01' }, { type: 'fileChosen', file: xlsx });
/** T01's preview on screen. */
const previewed = () => run(chosen(), { type: 'previewSent' }, { type: 'previewed', preview: PREVIEW });

describe('the upload steps', () => {
  it('Choose → Uploading → Preview, the preview shown from its answer on', () => {
    const uploading = run(chosen(), { type: 'previewSent' });
    expect(stepTitle(uploading)).toBe('Uploading');
    expect(isUploading(uploading)).toBe(true);
    expect(shownPreview(uploading)).toBeUndefined();
    const state = run(uploading, { type: 'previewed', preview: PREVIEW });
    expect(stepTitle(state)).toBe('Preview');
    expect(isUploading(state)).toBe(false);
    expect(shownPreview(state)).toBe(PREVIEW);
  });

  it('refuses a second start while the upload runs, with the tenant ID and file in place', () => {
    const uploading = run(chosen(), { type: 'previewSent' });
    expect(uploadProblem(uploading)).toBe('Upload already in progress. Please wait!');
    expect(uploading.tenantId).toBe('T01');
    expect(uploading.file).toBe(xlsx);
  });

  it('goes back to Choose after a failed preview, keeping the tenant ID and the file', () => {
    const failed = run(chosen(), { type: 'previewSent' }, { type: 'previewFailed' });
    expect(stepTitle(failed)).toBe('Choose');
    expect(failed.tenantId).toBe('T01');
    expect(failed.file).toBe(xlsx);
    expect(shownPreview(failed)).toBeUndefined();
  });

  it('asks before saving; Cancel stays on Preview; the save keeps the preview on screen while it runs', () => {
    const asking = run(previewed(), { type: 'askSave' });
    expect(asking.confirming).toBe(true);
    const cancelled = run(asking, { type: 'cancelSave' });
    expect(cancelled.confirming).toBe(false);
    expect(stepTitle(cancelled)).toBe('Preview');
    const saving = run(asking, { type: 'saveSent' });
    expect(saving.confirming).toBe(false);
    expect(stepTitle(saving)).toBe('Saving');
    expect(isUploading(saving)).toBe(true);
    expect(shownPreview(saving)).toBe(PREVIEW);
  });

  it('keeps the preview when the save fails, back on Preview', () => {
    const failed = run(previewed(), { type: 'askSave' }, { type: 'saveSent' }, { type: 'saveFailed' });
    expect(stepTitle(failed)).toBe('Preview');
    expect(shownPreview(failed)).toBe(PREVIEW);
    expect(failed.file).toBe(xlsx);
  });

  it("is Done with the save's message; 'Upload another file' empties the file and keeps the tenant ID", () => {
    const done = run(previewed(), { type: 'askSave' }, { type: 'saveSent' }, { type: 'saved', message: 'Data for tenant T01 updated successfully!' });
    expect(stepTitle(done)).toBe('Done');
    expect(done.done).toBe('Data for tenant T01 updated successfully!');
    const again = run(done, { type: 'restart' });
    expect(stepTitle(again)).toBe('Choose');
    expect(again.file).toBeUndefined();
    expect(again.preview).toBeUndefined();
    expect(again.done).toBeUndefined();
    expect(again.tenantId).toBe('T01');
  });

  it('drops the preview of the last file when another one is chosen, back on Choose', () => {
    const state = run(previewed(), { type: 'back' }, { type: 'fileChosen', file: other });
    expect(stepTitle(state)).toBe('Choose');
    expect(state.file).toBe(other);
    expect(state.preview).toBeUndefined();
  });

  it('Back from the preview returns to Choose with the tenant ID and the file, the preview hidden', () => {
    const back = run(previewed(), { type: 'back' });
    expect(stepTitle(back)).toBe('Choose');
    expect(back.tenantId).toBe('T01');
    expect(back.file).toBe(xlsx);
    expect(shownPreview(back)).toBeUndefined();
  });
});

describe('leaving (docs/leaving.md)', () => {
  it('asks with a tenant ID or a file not saved, warns instead while it runs, and says nothing once done', () => {
    expect(hasUnsentInput(INITIAL_UPLOAD_FLOW)).toBe(false);
    expect(hasUnsentInput(run(INITIAL_UPLOAD_FLOW, { type: 'typeTenantId', text: 'T01' }))).toBe(true);
    expect(hasUnsentInput(run(INITIAL_UPLOAD_FLOW, { type: 'fileChosen', file: xlsx }))).toBe(true);
    expect(hasUnsentInput(previewed())).toBe(true);
    const uploading = run(chosen(), { type: 'previewSent' });
    expect(hasUnsentInput(uploading)).toBe(false);
    expect(isUploading(uploading)).toBe(true);
    expect(hasUnsentInput(run(previewed(), { type: 'saveSent' }, { type: 'saved', message: 'Saved' }))).toBe(false);
  });
});

describe('the answers and failures of the upload calls', () => {
  it('takes only an answer with the JSON and the diff as a preview', () => {
    expect(isPreview(PREVIEW)).toBe(true);
    expect(isPreview(undefined)).toBe(false);
    expect(isPreview('' as unknown as SettingsPreview)).toBe(false);
    expect(isPreview({ json: {} } as SettingsPreview)).toBe(false);
  });

  it("words a failure with the server's message, else 'Tenant not found!' for a 404, else 'Error on server!'", () => {
    expect(uploadFailure(new ApiError('Sheet Settings: row 3 has no key', 400, { statusCode: 400, message: 'Sheet Settings: row 3 has no key' }))).toBe('Sheet Settings: row 3 has no key');
    expect(uploadFailure(new ApiError('', 404, {}))).toBe('Tenant not found!');
    expect(uploadFailure(new ApiError('', 500, {}))).toBe('Error on server!');
    expect(uploadFailure(new Error('Error on server!'))).toBe('Error on server!');
  });
});
