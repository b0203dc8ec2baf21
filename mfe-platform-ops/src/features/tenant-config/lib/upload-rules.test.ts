import { TENANT_CONFIG_PAGE_MESSAGES, UPLOAD_STEP, chooseSpreadsheet, isSpreadsheetFileName, isValidTenantId, uploadProblem } from './upload-rules';

const xlsx = new File(['x'], 'settings.xlsx');

describe('tenant config upload rules', () => {
  it('numbers the upload states 0 choose, 1 uploading, 2 preview, 3 saving, 4 done', () => {
    expect(UPLOAD_STEP).toEqual({ choose: 0, uploading: 1, preview: 2, saving: 3, done: 4 });
  });

  it('takes a tenant id of 1-60 letters, digits, _ or -, trimmed', () => {
    expect(isValidTenantId('T01')).toBe(true);
    expect(isValidTenantId('  acme_2-b ')).toBe(true);
    expect(isValidTenantId('')).toBe(false);
    expect(isValidTenantId('   ')).toBe(false);
    expect(isValidTenantId('T 01')).toBe(false);
    expect(isValidTenantId('x'.repeat(60))).toBe(true);
    expect(isValidTenantId('x'.repeat(61))).toBe(false);
  });

  it('accepts .xlsx and .xls in any case, nothing else', () => {
    expect(isSpreadsheetFileName('a.xlsx')).toBe(true);
    expect(isSpreadsheetFileName('A.XLS')).toBe(true);
    expect(isSpreadsheetFileName('a.csv')).toBe(false);
    expect(isSpreadsheetFileName('a.xlsx.pdf')).toBe(false);
    expect(isSpreadsheetFileName('.xlsx')).toBe(false);
  });

  it('checks in order: an upload running, the tenant id, then the file', () => {
    expect(uploadProblem({ step: 1, tenantId: '', file: undefined })).toBe('Upload already in progress. Please wait!');
    expect(uploadProblem({ step: 3, tenantId: 'T01', file: xlsx })).toBe('Upload already in progress. Please wait!');
    expect(uploadProblem({ step: 0, tenantId: '', file: undefined })).toBe('Please enter a valid Tenant ID first.');
    expect(uploadProblem({ step: 0, tenantId: 'T01', file: undefined })).toBe('Please choose a file');
    expect(uploadProblem({ step: 2, tenantId: 'T01', file: xlsx })).toBeUndefined();
    expect(uploadProblem({ step: 4, tenantId: 'T01', file: xlsx })).toBeUndefined();
  });

  it('keeps exactly one spreadsheet and refuses several files or another kind', () => {
    expect(chooseSpreadsheet([xlsx])).toEqual({ file: xlsx });
    expect(chooseSpreadsheet([xlsx, new File(['y'], 'b.xls')])).toEqual({ problem: TENANT_CONFIG_PAGE_MESSAGES.wrongFile });
    expect(chooseSpreadsheet([new File(['y'], 'b.csv')])).toEqual({ problem: TENANT_CONFIG_PAGE_MESSAGES.wrongFile });
    expect(chooseSpreadsheet([])).toEqual({ problem: TENANT_CONFIG_PAGE_MESSAGES.wrongFile });
  });

  it('refuses a spreadsheet over 5 MiB (5,242,880 bytes) and takes one of exactly that size', () => {
    const sized = (bytes: number) => new File([new Uint8Array(bytes)], 'big.xlsx');
    expect(chooseSpreadsheet([sized(5_242_881)])).toEqual({ problem: 'The spreadsheet must be at most 5 MB' });
    const limit = sized(5_242_880);
    expect(chooseSpreadsheet([limit])).toEqual({ file: limit });
  });

  it('words the messages as the spec does', () => {
    expect(TENANT_CONFIG_PAGE_MESSAGES.confirmSave).toBe('Are you sure that you want to save this changes on Live Database?');
    expect(TENANT_CONFIG_PAGE_MESSAGES.serverError).toBe('Error on server!');
    expect(TENANT_CONFIG_PAGE_MESSAGES.tenantNotFound).toBe('Tenant not found!');
    expect(TENANT_CONFIG_PAGE_MESSAGES.processing).toBe('Processing. Please wait... This process can take 30 seconds or more.');
  });
});
