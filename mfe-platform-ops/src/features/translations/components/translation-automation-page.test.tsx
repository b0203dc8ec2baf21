import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setNotifyApi } from 'shared-kit/runtime';
import { blobBytes, captureDownloads, mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { offeredOptions, renderTranslationPage, spyToasts } from '../../../testing/translations';

const REPOSITORIES = [
  { name: 'Phonex Admin', slug: 'phonex-admin', uuid: 'u1' },
  { name: 'Phonex Buyer', slug: 'phonex-buyer', uuid: 'u2' },
  { name: 'Phonex Mobile', slug: 'phonex-mobile', uuid: 'u3' },
  { name: 'Phonex Seller', slug: 'phonex-seller', uuid: 'u4' },
];
const TENANTS = [
  { tenantId: 'T01', language: 'en', locale: 'en-US', isNew: false },
  { tenantId: 'T02', language: 'es', locale: 'es-MX', isNew: false },
  { tenantId: 'T03', language: 'de', locale: 'de-DE', isNew: false },
  { tenantId: 'T05', language: 'en', locale: 'en-GB', isNew: false },
];
const SHEET_VALUES = { spreadsheetId: 'sheet-1', sheetName: 'i18n-keys', range: 'i18n-keys!A1:D2', values: [['key', 'repository', 'en', 'T02 - es'], ['cart.add', 'phonex-buyer', 'Add to cart', '[es-MX] Ádd tó cárt']] };

interface Api {
  repositories?: MockReply;
  tenants?: MockReply | ((request: RecordedRequest) => MockReply);
  sheet?: MockReply;
  values?: MockReply;
  syncTenants?: MockReply;
  translateTenants?: MockReply;
  translateKeys?: MockReply;
  update?: MockReply;
  translateSelected?: MockReply;
}

function api(options: Api = {}): RecordedRequest[] {
  return mockApi({
    'GET /translations/repositories': options.repositories ?? { data: { values: REPOSITORIES } },
    'GET /translations/tenant-languages': options.tenants ?? { data: { tenantsData: TENANTS } },
    'GET /translations/sheet-info': options.sheet ?? { data: { spreadsheetId: 'sheet-1', sheetName: 'i18n-keys' } },
    'GET /translations/sheet-values': options.values ?? { data: SHEET_VALUES },
    'POST /translations/sync-tenants': options.syncTenants ?? {
      data: {
        tenants: { add: [{ tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: true }] },
        invalidTenants: [{ tenantId: 'T07', language: 'tlh', locale: 'tlh-KL', reason: 'Language tlh is not supported by the translator' }],
        message: 'Spreadsheet synced successfully',
      },
    },
    'POST /translations/translate-new-tenants': options.translateTenants ?? {
      data: { isTranslated: true, tenantsTranslated: [{ tenantId: 'T04', language: 'fr', locale: 'fr-FR', isNew: false }], invalidTenants: [], translations: { 'T04 - fr': 6 }, message: 'Tenants translated successfully' },
    },
    'POST /translations/translate-new-keys': options.translateKeys ?? {
      data: { isSynced: true, invalidTenants: [], translation: { newI18nKeys: ['banner.sale', 'stock.left', 'wishlist.add'], error: { 'es-MX': ['banner.sale'], 'de-DE': ['banner.sale'] } }, message: 'Spreadsheet synced successfully' },
    },
    'PUT /translations/i18n-table': options.update ?? { data: { isUpdated: true, updatedRecords: 6, deletedRecords: 1, message: 'Database synced successfully' } },
    'POST /translations/translate-selected-keys': options.translateSelected ?? {
      data: { isTranslated: true, translations: { keysTranslated: { 'T02 - es': 1, 'T03 - de': 2 }, error: {} }, message: 'Keys Translated Successfully' },
    },
  });
}

const button = (name: string) => screen.getByRole('button', { name });
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');
const tenantBox = () => screen.getByRole('combobox', { name: 'tenantId - language' });
const repositoryBox = () => screen.getByRole('combobox', { name: 'Repositories' });
const panel = (name: string) => screen.getByRole('region', { name });
/** The chosen values shown as tags of a multi-select (by its label's region). */
const tagsOf = (card: string) => [...panel(card).querySelectorAll('.ant-select-selection-item')].map((tag) => tag.textContent ?? '');

async function loaded() {
  await waitFor(() => expect(screen.getByLabelText('Spreadsheet ID')).toHaveValue('sheet-1'));
  await waitFor(() => expect(tagsOf('Tenants')).not.toEqual([]));
}

/** Renders the page over the API's `options` replies with toasts spied, once its data is shown. */
async function openPage(options: Api = {}) {
  const shown = spyToasts();
  const requests = api(options);
  renderTranslationPage();
  await loaded();
  return { shown, requests };
}

afterEach(() => {
  setNotifyApi();
  jest.restoreAllMocks();
});

describe('Translation Automation', () => {
  it("shows the read-only Spreadsheet ID and Sheet Name under the title, the page's one h1", async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Translation Automation']);
    expect(screen.getByRole('region', { name: 'Translation Automation' })).toContainElement(screen.getByLabelText('Spreadsheet ID'));
    expect(screen.getByLabelText('Spreadsheet ID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Sheet Name')).toHaveValue('i18n-keys');
    expect(screen.getByLabelText('Sheet Name')).toHaveAttribute('readonly');
  });

  it('preselects phonex-buyer and offers the other repositories disabled', async () => {
    await openPage();
    expect(tagsOf('Repositories')).toEqual(['Phonex Buyer']);
    fireEvent.mouseDown(repositoryBox());
    await waitFor(() => expect(offeredOptions()).toEqual(['Phonex Admin', 'Phonex Buyer', 'Phonex Mobile', 'Phonex Seller']));
    const disabled = [...document.querySelectorAll('.ant-select-item-option-disabled')].map((option) => option.textContent);
    expect(disabled).toEqual(['Phonex Admin', 'Phonex Mobile', 'Phonex Seller']);
  });

  it("preselects the non-English tenant languages, labelled 'tenantId - language', and hides English locales until asked", async () => {
    await openPage();
    expect(tagsOf('Tenants')).toEqual(['T02 - es', 'T03 - de']);
    fireEvent.mouseDown(tenantBox());
    await waitFor(() => expect(offeredOptions()).toEqual(['T02 - es', 'T03 - de']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include English locales' }));
    fireEvent.mouseDown(tenantBox());
    await waitFor(() => expect(offeredOptions()).toEqual(['T01 - en', 'T02 - es', 'T03 - de', 'T05 - en']));
    // Still not selected: English stays out unless chosen.
    expect(tagsOf('Tenants')).toEqual(['T02 - es', 'T03 - de']);
  });

  it("downloads the sheet's values as i18n-keys.json and says so", async () => {
    const saved = captureDownloads();
    const { shown } = await openPage();
    fireEvent.click(button('DOWNLOAD I18N KEYS'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('i18n-keys.json');
    expect(JSON.parse(new TextDecoder().decode(await blobBytes(saved[0]!.blob)))).toEqual(SHEET_VALUES);
    expect(shown).toContainEqual(['success', 'i18n keys available in the sheet are downloaded successfully.']);
  });

  it("says 'Something went wrong, Unable to fetch data' when the page cannot load, or the download fails", async () => {
    const shown = spyToasts();
    const saved = captureDownloads();
    api({ sheet: { status: 500, data: {} }, values: { status: 500, data: {} } });
    renderTranslationPage();
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong, Unable to fetch data']));
    fireEvent.click(button('DOWNLOAD I18N KEYS'));
    await waitFor(() => expect(shown.filter(([, text]) => text === 'Something went wrong, Unable to fetch data')).toHaveLength(2));
    expect(saved).toEqual([]);
  });

  it('SYNC TENANTS FROM DB fills new tenants added and invalid tenants, reloads and preselects the new non-English tenant', async () => {
    const shown = spyToasts();
    let synced = false;
    const requests = api({
      tenants: () => ({ data: { tenantsData: synced ? [...TENANTS, { tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: true }] : TENANTS } }),
      syncTenants: undefined,
    });
    renderTranslationPage();
    await loaded();
    synced = true;
    fireEvent.click(button('SYNC TENANTS FROM DB'));
    await waitFor(() => expect(shown).toContainEqual(['success', 'Spreadsheet synced successfully']));
    expect(writes(requests).map((request) => `${request.method} ${request.url}`)).toEqual(['POST /translations/sync-tenants']);
    expect(within(panel('New tenants added')).getByTestId('stat-new-tenants-total')).toHaveTextContent('1');
    expect(panel('New tenants added')).toHaveTextContent('T06 - pt (pt-BR)');
    expect(panel('Invalid tenants')).toHaveTextContent('T07 - tlh (tlh-KL): Language tlh is not supported by the translator');
    await waitFor(() => expect(tagsOf('Tenants')).toEqual(['T02 - es', 'T03 - de', 'T06 - pt']));
  });

  it("warns with the server's message when nothing was synced", async () => {
    const { shown } = await openPage({ syncTenants: { data: { tenants: { add: [] }, invalidTenants: [], message: 'Spreadsheet already synced' } } });
    fireEvent.click(button('SYNC TENANTS FROM DB'));
    await waitFor(() => expect(shown).toContainEqual(['warning', 'Spreadsheet already synced']));
    expect(panel('New tenants added')).toHaveTextContent('None');
  });

  it('TRANSLATE NEW TENANTS sends selectedRepositories and fills newly translated tenants', async () => {
    const { shown, requests } = await openPage();
    fireEvent.click(button('TRANSLATE NEW TENANTS'));
    await waitFor(() => expect(shown).toContainEqual(['success', 'Tenants translated successfully']));
    expect(writes(requests)[0]?.body).toEqual({ selectedRepositories: ['phonex-buyer'] });
    expect(panel('Newly translated tenants')).toHaveTextContent('T04 - fr: 6 keys');
    expect(within(panel('Newly translated tenants')).getByTestId('stat-translated-tenants-total')).toHaveTextContent('6');
  });

  it("warns 'Tenants already translated' with the server's message", async () => {
    const { shown } = await openPage({ translateTenants: { data: { isTranslated: false, tenantsTranslated: [], invalidTenants: [], translations: {}, message: 'Tenants already translated' } } });
    fireEvent.click(button('TRANSLATE NEW TENANTS'));
    await waitFor(() => expect(shown).toContainEqual(['warning', 'Tenants already translated']));
  });

  it('SYNC NEW I18N KEYS FROM CODE AND TRANSLATE fills keys added and failed keys per language', async () => {
    const { shown, requests } = await openPage();
    fireEvent.click(button('SYNC NEW I18N KEYS FROM CODE AND TRANSLATE'));
    await waitFor(() => expect(shown).toContainEqual(['success', 'Spreadsheet synced successfully']));
    expect(writes(requests)[0]).toMatchObject({ method: 'POST', url: '/translations/translate-new-keys', body: { selectedRepositories: ['phonex-buyer'] } });
    expect(within(panel('Keys added')).getByTestId('stat-keys-added-total')).toHaveTextContent('3');
    expect(panel('Keys added')).toHaveTextContent('banner.sale');
    expect(panel('Failed keys per language')).toHaveTextContent('de-DE: banner.sale: 1 key');
    expect(panel('Failed keys per language')).toHaveTextContent('es-MX: banner.sale: 1 key');
  });

  it("refuses the repository flows without a repository: 'You need to select atleast one repository to fetch I18n keys', nothing sent", async () => {
    const { shown, requests } = await openPage();
    const remove = panel('Repositories').querySelector('.ant-select-selection-item-remove');
    expect(remove).not.toBeNull();
    fireEvent.click(remove as Element);
    await waitFor(() => expect(tagsOf('Repositories')).toEqual([]));
    fireEvent.click(button('TRANSLATE NEW TENANTS'));
    fireEvent.click(button('SYNC NEW I18N KEYS FROM CODE AND TRANSLATE'));
    expect(shown.filter(([, text]) => text === 'You need to select atleast one repository to fetch I18n keys')).toHaveLength(2);
    expect(writes(requests)).toEqual([]);
  });

  it("shows the server's message, else 'Something went wrong, Unable to translate I18n keys', and keeps the selections", async () => {
    const { shown } = await openPage({ translateTenants: { status: 500, data: {} }, translateKeys: { status: 409, data: { message: 'Sheet busy' } } });
    fireEvent.click(button('TRANSLATE NEW TENANTS'));
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong, Unable to translate I18n keys']));
    fireEvent.click(button('SYNC NEW I18N KEYS FROM CODE AND TRANSLATE'));
    await waitFor(() => expect(shown).toContainEqual(['error', 'Sheet busy']));
    expect(tagsOf('Repositories')).toEqual(['Phonex Buyer']);
    expect(tagsOf('Tenants')).toEqual(['T02 - es', 'T03 - de']);
  });

  it('Update I18N Config sends the selected tenants and fills Update Config Stats', async () => {
    const { shown, requests } = await openPage();
    fireEvent.click(button('Update I18N Config'));
    await waitFor(() => expect(shown).toContainEqual(['success', 'Database synced successfully']));
    expect(writes(requests)[0]).toMatchObject({ method: 'PUT', url: '/translations/i18n-table', body: { selectedTenants: [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }] } });
    expect(screen.getByTestId('stat-keys-updated')).toHaveTextContent('6');
    expect(screen.getByTestId('stat-keys-deleted')).toHaveTextContent('1');
  });

  it("warns 'No record updated' with the server's message, and says 'Something went wrong, Unable to Update I18N data' on a failure", async () => {
    const shown = spyToasts();
    let fail = false;
    mockApi({
      'GET /translations/repositories': { data: { values: REPOSITORIES } },
      'GET /translations/tenant-languages': { data: { tenantsData: TENANTS } },
      'GET /translations/sheet-info': { data: { spreadsheetId: 'sheet-1', sheetName: 'i18n-keys' } },
      'PUT /translations/i18n-table': () => (fail ? { status: 500, data: {} } : { data: { isUpdated: false, updatedRecords: 0, deletedRecords: 0, message: 'No record updated' } }),
    });
    renderTranslationPage();
    await loaded();
    fireEvent.click(button('Update I18N Config'));
    await waitFor(() => expect(shown).toContainEqual(['warning', 'No record updated']));
    expect(screen.getByTestId('stat-keys-updated')).toHaveTextContent('0');
    fail = true;
    fireEvent.click(button('Update I18N Config'));
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong, Unable to Update I18N data']));
  });

  it("refuses Update I18N Config and Translate Selected Keys without a tenant: 'You need to select atleast one tenant to update the database', nothing sent", async () => {
    const { shown, requests } = await openPage();
    const clear = panel('Tenants').querySelector('.ant-select-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear as Element);
    fireEvent.click(clear as Element);
    await waitFor(() => expect(tagsOf('Tenants')).toEqual([]));
    fireEvent.click(button('Update I18N Config'));
    fireEvent.click(button('Translate Selected Keys'));
    expect(shown.filter(([, text]) => text === 'You need to select atleast one tenant to update the database')).toHaveLength(2);
    expect(screen.queryByText('Confirm: Are you sure to translate all the selected i18n keys? This action cannot be undone?')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('Translate Selected Keys asks first; Cancel sends nothing, Yes translates and fills keys translated', async () => {
    const { shown, requests } = await openPage();
    fireEvent.click(button('Translate Selected Keys'));
    expect(await screen.findByText('Confirm: Are you sure to translate all the selected i18n keys? This action cannot be undone?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes(requests)).toEqual([]);
    fireEvent.click(button('Translate Selected Keys'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, translate' }));
    await waitFor(() => expect(shown).toContainEqual(['success', 'Keys Translated Successfully']));
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'POST', url: '/translations/translate-selected-keys', body: { selectedTenants: [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }] } })]);
    expect(within(panel('Keys translated')).getByTestId('stat-keys-translated-total')).toHaveTextContent('3');
    expect(panel('Keys translated')).toHaveTextContent('T03 - de: 2 keys');
  });

  it("warns with the server's message when no key was translated, and says 'Something went wrong, Unable to transalate selected data' on a failure", async () => {
    const shown = spyToasts();
    let fail = false;
    mockApi({
      'GET /translations/repositories': { data: { values: REPOSITORIES } },
      'GET /translations/tenant-languages': { data: { tenantsData: TENANTS } },
      'GET /translations/sheet-info': { data: { spreadsheetId: 'sheet-1', sheetName: 'i18n-keys' } },
      'POST /translations/translate-selected-keys': () =>
        fail ? { status: 502, data: {} } : { data: { isTranslated: false, translations: { keysTranslated: {}, error: { 'es-MX': ['banner.sale'] } }, message: 'Selected keys already translated' } },
    });
    renderTranslationPage();
    await loaded();
    fireEvent.click(button('Translate Selected Keys'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, translate' }));
    await waitFor(() => expect(shown).toContainEqual(['warning', 'Selected keys already translated']));
    expect(panel('Failed keys per language')).toHaveTextContent('es-MX: banner.sale');
    fail = true;
    fireEvent.click(button('Translate Selected Keys'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, translate' }));
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong, Unable to transalate selected data']));
    await act(async () => undefined);
    expect(tagsOf('Tenants')).toEqual(['T02 - es', 'T03 - de']);
  });

  it('says inline that the page data could not be loaded, and Retry loads it', async () => {
    spyToasts();
    let failures = 1;
    const requests = api({
      tenants: () => (failures-- > 0 ? { status: 500, data: { message: 'Tenant languages unavailable' } } : { data: { tenantsData: TENANTS } }),
    });
    renderTranslationPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the translation data');
    expect(alert).toHaveTextContent('Tenant languages unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tagsOf('Tenants')).toEqual(['T02 - es', 'T03 - de']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/translations/tenant-languages')).toHaveLength(2);
    expect(requests.filter((request) => request.url === '/translations/repositories')).toHaveLength(1);
  });
});
