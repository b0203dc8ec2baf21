import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { captureDownloads, renderTenantConfigPage, spyToasts } from '../../../testing/tenant-config';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';
const PENDING = 'There is one task pending, do you want to leave anyways?';

const PREVIEW = {
  json: { tenant_id: 'T01', settings: { siteTitle: 'WSC Store', tenantShortName: 'WSC', favourite_colour: 'teal' } },
  diff: {
    changed: [{ key: 'siteTitle', old: 'Wholesale Cellular', new: 'WSC Store' }],
    added: [{ key: 'favourite_colour', value: 'teal', unknownKey: true }],
    unchangedCount: 1,
  },
};

function deferred() {
  let resolve!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((done) => (resolve = done));
  return { promise, resolve };
}

function api(routes: { preview?: MockHandler | MockReply; submit?: MockHandler | MockReply; settings?: MockReply; template?: MockReply } = {}): RecordedRequest[] {
  return mockApi({
    'POST /settings-excel/preview': routes.preview ?? { data: PREVIEW },
    'POST /settings-excel/submit': routes.submit ?? { data: { message: 'Data for tenant T01 updated successfully!' } },
    'GET /settings-excel/tenant-settings': routes.settings ?? { data: new Blob(['xlsx']), headers: { 'content-disposition': 'attachment; filename="T01-settings.xlsx"' } },
    'GET /settings-excel/excel-template': routes.template ?? { data: new Blob(['template']), headers: { 'content-disposition': 'attachment; filename="settings-template.xlsx"' } },
  });
}

const xlsx = () => new File(['PK'], 'settings.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const calls = (requests: RecordedRequest[], url: string) => requests.filter((request) => request.url === url);
/** The calls of the settings workbook (the tenant picker's list aside). */
const settingsCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url.startsWith('/settings-excel/'));
const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;

const uploadPanel = () => within(screen.getByRole('tabpanel', { name: 'Upload' }));

async function openUpload() {
  await userEvent.click(screen.getByRole('tab', { name: 'Upload' }));
  return screen.findByRole('button', { name: 'Preview' });
}

function chooseFiles(files: File[]) {
  fireEvent.change(screen.getByLabelText('Spreadsheet file (.xlsx, .xls)'), { target: { files } });
}

async function fillUpload(tenantId = 'T01') {
  await openUpload();
  if (tenantId) await userEvent.type(uploadPanel().getByLabelText('Tenant ID'), tenantId);
  chooseFiles([xlsx()]);
}

/** Renders the page, uploads T01's workbook and waits for its preview. */
async function openPreview() {
  renderTenantConfigPage();
  await fillUpload();
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByText('Preview for tenant T01');
}

/** Save to Live Database, confirmed with 'Yes, save'. */
async function saveToLiveDatabase() {
  await userEvent.click(screen.getByRole('button', { name: 'Save to Live Database' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }));
}

// Role queries skip the visibility check (getComputedStyle over antd's style tags on every
// ancestor is what makes them slow in jsdom); each name queried here is unique on the page.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

afterEach(() => {
  setNotifyApi();
  jest.restoreAllMocks();
});

describe('Tenant Config — Download tab', () => {
  it("says 'Please enter a valid Tenant ID first.' and downloads nothing without a valid tenant ID", async () => {
    const shown = spyToasts();
    const requests = api();
    renderTenantConfigPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await userEvent.type(screen.getByLabelText('Tenant ID'), 'T 01');
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(shown).toEqual([
      ['error', 'Please enter a valid Tenant ID first.'],
      ['error', 'Please enter a valid Tenant ID first.'],
    ]);
    expect(settingsCalls(requests)).toHaveLength(0);
  });

  it("downloads the tenant's settings with the tenant_id header, under the server's file name", async () => {
    const saved = captureDownloads();
    const requests = api();
    renderTenantConfigPage();
    await userEvent.type(screen.getByLabelText('Tenant ID'), ' T01 ');
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['T01-settings.xlsx']));
    expect(calls(requests, '/settings-excel/tenant-settings')[0]?.headers).toMatchObject({ tenant_id: 'T01' });
  });

  it('downloads the template', async () => {
    const saved = captureDownloads();
    api();
    renderTenantConfigPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['settings-template.xlsx']));
  });

  it('says the template holds every setting key with its default value (not empty values)', () => {
    api();
    renderTenantConfigPage();
    expect(screen.getByText('The template lists every setting key with its default value.')).toBeInTheDocument();
    expect(screen.queryByText(/empty value/)).not.toBeInTheDocument();
  });

  it("says 'Tenant not found!' for an unknown tenant, the server's message first", async () => {
    const shown = spyToasts();
    const saved = captureDownloads();
    api({ settings: { status: 404, data: {} } });
    renderTenantConfigPage();
    await userEvent.type(screen.getByLabelText('Tenant ID'), 'T99');
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant not found!']]));
    api({ settings: { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant T99 not found!' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant not found!'], ['error', 'Tenant T99 not found!']]));
    expect(saved).toHaveLength(0);
  });
});

describe('Tenant Config — Upload tab', () => {
  it("checks the tenant ID, then the file: 'Please enter a valid Tenant ID first.', 'Please choose a file'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderTenantConfigPage();
    await openUpload();
    expect(currentStep()).toBe('Choose');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.type(uploadPanel().getByLabelText('Tenant ID'), 'T01');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(shown).toEqual([
      ['error', 'Please enter a valid Tenant ID first.'],
      ['error', 'Please choose a file'],
    ]);
    expect(settingsCalls(requests)).toHaveLength(0);
    expect(currentStep()).toBe('Choose');
  });

  it('takes exactly one .xlsx or .xls file and refuses another kind or several', async () => {
    const shown = spyToasts();
    api();
    renderTenantConfigPage();
    await openUpload();
    chooseFiles([new File(['a,b'], 'settings.csv', { type: 'text/csv' })]);
    chooseFiles([xlsx(), new File(['x'], 'other.xls')]);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('No file chosen');
    expect(shown).toEqual([
      ['error', 'Please choose exactly one spreadsheet file (.xlsx, .xls)'],
      ['error', 'Please choose exactly one spreadsheet file (.xlsx, .xls)'],
    ]);
    chooseFiles([new File(['x'], 'Legacy.XLS')]);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('Legacy.XLS');
    expect(screen.getByLabelText('Spreadsheet file (.xlsx, .xls)')).toHaveAttribute('accept', '.xlsx,.xls');
  });

  it('uploads (1) with the hint, refuses a second start, then previews (2) the JSON and the diff', async () => {
    const shown = spyToasts();
    const previewAnswer = deferred();
    const requests = api({ preview: () => previewAnswer.promise });
    renderTenantConfigPage();
    await fillUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(currentStep()).toBe('Uploading');
    expect(screen.getByTestId('processing-panel')).toHaveTextContent('Processing. Please wait... This process can take 30 seconds or more.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(shown).toEqual([['warning', 'Upload already in progress. Please wait!']]);
    const [preview] = calls(requests, '/settings-excel/preview');
    expect(calls(requests, '/settings-excel/preview')).toHaveLength(1);
    expect(preview?.headers).toMatchObject({ tenant_id: 'T01' });
    expect(preview?.body).toBeInstanceOf(FormData);
    expect(((preview?.body as FormData).get('file') as File).name).toBe('settings.xlsx');

    previewAnswer.resolve({ data: PREVIEW });
    expect(await screen.findByText('Preview for tenant T01')).toBeInTheDocument();
    expect(currentStep()).toBe('Preview');
    expect(JSON.parse(screen.getByLabelText('Preview JSON').textContent ?? '')).toEqual(PREVIEW.json);
    const changed = screen.getByRole('table', { name: 'Changed keys' });
    expect(within(changed).getAllByRole('row')[1]).toHaveTextContent('siteTitleWholesale Cellular→WSC Store');
    const added = screen.getByRole('table', { name: 'Added keys' });
    expect(within(added).getAllByRole('row')[1]).toHaveTextContent('favourite_colourtealUnknown key');
    expect(screen.getByText('1 unknown key: not part of the default configuration')).toBeInTheDocument();
    expect(screen.getByTestId('unchanged-count')).toHaveTextContent('1 unchanged key');
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('1 changed, 1 added, 1 unchanged');
  });

  it('saves (3) only after the Live Database confirmation, refuses a second start, and is done (4)', async () => {
    const shown = spyToasts();
    const submitAnswer = deferred();
    const requests = api({ submit: () => submitAnswer.promise });
    await openPreview();

    await userEvent.click(screen.getByRole('button', { name: 'Save to Live Database' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure that you want to save this changes on Live Database?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(requests, '/settings-excel/submit')).toHaveLength(0);
    expect(currentStep()).toBe('Preview');

    await saveToLiveDatabase();
    await waitFor(() => expect(currentStep()).toBe('Saving'));
    expect(screen.getByTestId('processing-panel')).toHaveTextContent('can take 30 seconds or more');
    await userEvent.click(screen.getByRole('button', { name: 'Save to Live Database' }));
    expect(shown).toEqual([['warning', 'Upload already in progress. Please wait!']]);
    const submits = calls(requests, '/settings-excel/submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.headers).toMatchObject({ tenant_id: 'T01' });
    expect(((submits[0]?.body as FormData).get('file') as File).name).toBe('settings.xlsx');

    submitAnswer.resolve({ data: { message: 'Data for tenant T01 updated successfully!' } });
    expect(await screen.findByText('Data for tenant T01 updated successfully!', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(shown).toContainEqual(['success', 'Data for tenant T01 updated successfully!']);
    await userEvent.click(screen.getByRole('button', { name: 'Upload another file' }));
    expect(currentStep()).toBe('Choose');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('No file chosen');
  });

  it('warns before the page unloads while uploading, then holds the previewed file as unsaved until it is saved', async () => {
    spyToasts();
    const previewAnswer = deferred();
    api({ preview: () => previewAnswer.promise });
    renderTenantConfigPage();
    await fillUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const leaving = new Event('beforeunload', { cancelable: true });
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(true);
    expect(leaveMessage()).toBe(PENDING);
    previewAnswer.resolve({ data: PREVIEW });
    await screen.findByText('Preview for tenant T01');
    expect(leaveMessage()).toBe(UNSAVED);
    await saveToLiveDatabase();
    await screen.findByText('Data for tenant T01 updated successfully!', { selector: '.ant-result-title' });
    expect(leaveMessage()).toBeUndefined();
    const after = new Event('beforeunload', { cancelable: true });
    fireEvent(window, after);
    expect(after.defaultPrevented).toBe(false);
  });

  it("says 'Error on server!' when the preview answers nothing, back at 0 with the tenant ID and the file kept", async () => {
    const shown = spyToasts();
    api({ preview: { data: '' } });
    renderTenantConfigPage();
    await fillUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Error on server!']]));
    expect(currentStep()).toBe('Choose');
    expect(uploadPanel().getByLabelText('Tenant ID')).toHaveValue('T01');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('settings.xlsx');
  });

  it("says 'Tenant not found!' for an unknown tenant and 'Error on server!' for a failure without a message", async () => {
    const shown = spyToasts();
    api({ preview: { status: 404, data: {} } });
    renderTenantConfigPage();
    await fillUpload('T99');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant not found!']]));
    api({ preview: { status: 500, data: {} } });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant not found!'], ['error', 'Error on server!']]));
  });

  it("shows the server's message when it refuses the sheet", async () => {
    const shown = spyToasts();
    api({ preview: { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Sheet Settings: row 3 has no key' } } });
    renderTenantConfigPage();
    await fillUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Sheet Settings: row 3 has no key']]));
  });

  it('keeps the preview when the save fails, and says so', async () => {
    const shown = spyToasts();
    api({ submit: { status: 500, data: {} } });
    await openPreview();
    await saveToLiveDatabase();
    await waitFor(() => expect(shown).toEqual([['error', 'Error on server!']]));
    expect(currentStep()).toBe('Preview');
    expect(screen.getByRole('table', { name: 'Changed keys' })).toBeInTheDocument();
  });

  it("says 'Error on server!' when the save answers nothing", async () => {
    const shown = spyToasts();
    api({ submit: { data: '' } });
    await openPreview();
    await saveToLiveDatabase();
    await waitFor(() => expect(shown).toEqual([['error', 'Error on server!']]));
    expect(currentStep()).toBe('Preview');
  });
});

describe('Tenant Config — the tenant picker and leaving with unsaved input (docs/tenant-ids.md, docs/leaving.md)', () => {
  it('takes typed tenant IDs of up to 60 characters on both tabs, and the upload keeps its tenant read-only from the preview on', async () => {
    api();
    await openPreview();
    expect(uploadPanel().getByLabelText('Tenant ID')).toHaveAttribute('maxlength', '60');
    expect(uploadPanel().getByLabelText('Tenant ID')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('tab', { name: 'Download' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Download' })).getByLabelText('Tenant ID')).toHaveAttribute('maxlength', '60');
  });

  it('asks before leaving with a tenant ID typed on the Download tab; Cancel keeps it, OK leaves', async () => {
    api();
    renderTenantConfigPage();
    await userEvent.type(screen.getByLabelText('Tenant ID'), 'T01');
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T01');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it("is clean once the typed tenant's settings are downloaded", async () => {
    api();
    const saved = captureDownloads();
    renderTenantConfigPage();
    await userEvent.type(screen.getByLabelText('Tenant ID'), 'T01');
    expect(leaveMessage()).toBe(UNSAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['T01-settings.xlsx']));
    expect(leaveMessage()).toBeUndefined();
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });

  it('asks before leaving with a file chosen on the Upload tab; Cancel keeps the tenant ID and the file', async () => {
    api();
    renderTenantConfigPage();
    await fillUpload();
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(uploadPanel().getByLabelText('Tenant ID')).toHaveValue('T01');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('settings.xlsx');
  });
});
