import { TenantIdSchema } from 'shared-kit/contract';
import { MAX_SETTINGS_FILE_BYTES, TENANT_CONFIG_MESSAGES } from 'shared-kit/contract/platform-ops';

/**
 * The messages of the Tenant Config page (docs/platform-ops.md#tenant-config-the-screen): the contract's, plus
 * the refusal of a choice that is not exactly one spreadsheet and the processing line around the hint.
 */
export const TENANT_CONFIG_PAGE_MESSAGES = {
  ...TENANT_CONFIG_MESSAGES,
  wrongFile: 'Please choose exactly one spreadsheet file (.xlsx, .xls)',
  tooLarge: `The spreadsheet must be at most ${MAX_SETTINGS_FILE_BYTES / (1024 * 1024)} MB`,
  processing: `Processing. Please wait... This process ${TENANT_CONFIG_MESSAGES.processingHint}.`,
} as const;

/** The upload's states (docs/platform-ops.md#tenant-config-the-screen): 0 choose, 1 uploading, 2 preview, 3 saving, 4 done. */
export const UPLOAD_STEP = { choose: 0, uploading: 1, preview: 2, saving: 3, done: 4 } as const;
/** One state of {@link UPLOAD_STEP}. */
export type UploadStep = (typeof UPLOAD_STEP)[keyof typeof UPLOAD_STEP];

/** File name endings the upload accepts (.xlsx, .xls). */
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls'] as const;

const TENANT_ID_PATTERN = new RegExp(TenantIdSchema.pattern ?? '^[A-Za-z0-9_-]{1,60}$');

/**
 * Whether a typed tenant id is one the API takes (1-60 letters, digits, `_` or `-`, after trimming).
 *
 * @example isValidTenantId(' T01 ') // true
 * @example isValidTenantId('T 01') // false
 */
export function isValidTenantId(tenantId: string): boolean {
  return TENANT_ID_PATTERN.test(tenantId.trim());
}

/**
 * Whether a file name ends in .xlsx or .xls, in any case.
 *
 * @example isSpreadsheetFileName('Settings.XLSX') // true
 * @example isSpreadsheetFileName('settings.csv') // false
 */
export function isSpreadsheetFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return SPREADSHEET_EXTENSIONS.some((extension) => lower.endsWith(extension) && lower.length > extension.length);
}

/**
 * Why a preview cannot start, or `undefined` (docs/platform-ops.md#tenant-config-the-screen), checked in this order:
 * an upload or a save still running ('Upload already in progress. Please wait!'), the tenant id
 * ('Please enter a valid Tenant ID first.'), then the file ('Please choose a file').
 *
 * @example uploadProblem({ step: 0, tenantId: '', file: undefined }) // 'Please enter a valid Tenant ID first.'
 */
export function uploadProblem({ step, tenantId, file }: { step: UploadStep; tenantId: string; file: File | undefined }): string | undefined {
  if (step === UPLOAD_STEP.uploading || step === UPLOAD_STEP.saving) return TENANT_CONFIG_PAGE_MESSAGES.uploadInProgress;
  if (!isValidTenantId(tenantId)) return TENANT_CONFIG_PAGE_MESSAGES.enterTenantId;
  if (!file) return TENANT_CONFIG_PAGE_MESSAGES.chooseFile;
  return undefined;
}

/**
 * The file a choice leaves (exactly one .xlsx or .xls): the one chosen spreadsheet, or
 * the message refusing the choice (several files, another kind, or over the API's 5 MiB limit).
 *
 * @example chooseSpreadsheet([new File([], 'a.xlsx')]) // { file: File a.xlsx }
 * @example chooseSpreadsheet([new File([], 'a.csv')]) // { problem: 'Please choose exactly one spreadsheet file (.xlsx, .xls)' }
 */
export function chooseSpreadsheet(files: readonly File[]): { file: File } | { problem: string } {
  const [file] = files;
  if (files.length !== 1 || !file || !isSpreadsheetFileName(file.name)) return { problem: TENANT_CONFIG_PAGE_MESSAGES.wrongFile };
  if (file.size > MAX_SETTINGS_FILE_BYTES) return { problem: TENANT_CONFIG_PAGE_MESSAGES.tooLarge };
  return { file };
}
