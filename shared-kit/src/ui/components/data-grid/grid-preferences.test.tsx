// The Columns menu and the saved views of a grid (docs/grid.md#columns-menu,
// docs/grid.md#saved-views), over a mocked HTTP transport that keeps what is saved as the API does.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { gridPreferenceRoutes, mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { generateInvoices } from '../../../../test/fixtures/generators';
import { HarnessGrid, type HarnessProps } from '../../../../test/support/grid-harness';
import type { ColumnChoice, GridPreferences, InvoiceRow, SavedGridView } from 'shared-kit/contract';
import type { DataGridColumn } from './columns';

const BASE = '/grid-preferences/invoices';
const COLUMNS: DataGridColumn<InvoiceRow>[] = [
  { field: 'invoiceNumber', title: 'Invoice #', width: 150, pinned: true },
  { field: 'client', title: 'Client', width: 170, filter: 'set' },
  { field: 'invoiceStatus', title: 'Status', width: 200, filter: 'set', valueLabel: (v) => v.replace(/_/g, ' ') },
  { field: 'invoiceDate', title: 'Invoice Date', width: 130 },
  // Searched, never shown: not in the Columns menu.
  { field: 'referrer', title: 'Referrer', hidden: true, search: 'text' },
];
const ROWS: InvoiceRow[] = generateInvoices(4, 5).map((row, i) => ({
  ...row,
  invoiceNumber: `INV-${i + 1}`,
  client: ['Acme Devices', 'Globex Mobile', 'Acme Devices', 'Initech Supply'][i]!,
  invoiceStatus: (['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'OVERDUE'] as const)[i]!,
  cardPaymentStatus: null,
}));
const EMPTY = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' } as const;
const OVERDUE_VIEW: SavedGridView = { viewId: '11111111-1111-4111-8111-111111111111', name: 'Overdue', state: { ...EMPTY, sets: { invoiceStatus: ['OVERDUE'] }, sort: { field: 'invoiceNumber', direction: 'desc' } }, isDefault: false };
const choice = (field: string, extra: Partial<ColumnChoice> = {}): ColumnChoice => ({ field, hidden: false, pin: 'none', width: 160, ...extra });
/** The spec's columns of {@link COLUMNS}, as the grid saves them. */
const SPEC: ColumnChoice[] = [choice('invoiceNumber', { pin: 'left', width: 150 }), choice('client', { width: 170 }), choice('invoiceStatus', { width: 200 }), choice('invoiceDate', { width: 130 })];

/** The API's grid preferences of the invoices grid from `start`, with `replies` in place of some of its routes. */
function preferencesApi(start: Partial<GridPreferences> = {}, replies: Record<string, MockHandler> = {}) {
  const { routes, saved } = gridPreferenceRoutes('invoices', start);
  const seen = mockApi({ ...routes, ...replies });
  return { seen, saved, writes: () => seen.filter((request) => request.method !== 'GET') };
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderGrid(url = '/invoices', extra: Partial<HarnessProps<InvoiceRow>> = {}) {
  const client = createConsoleQueryClient();
  const view = (
    <QueryLayer client={client}>
      <MemoryRouter initialEntries={[url]}>
        <HarnessGrid<InvoiceRow> gridView="invoices" rows={ROWS} columns={COLUMNS} rowKey={(row) => row.invoiceNumber} height={400} {...extra} />
        <Location />
      </MemoryRouter>
    </QueryLayer>
  );
  return { ...render(view), client };
}

/** The headers of the grid, left to right. */
const headers = () => [...document.querySelectorAll('.ant-table-thead .px-data-grid-heading')].map((heading) => heading.textContent);
const shownInvoices = () => screen.queryAllByText(/^INV-\d+$/).map((cell) => cell.textContent);
const query = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

async function openColumns() {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  const dialog = await screen.findByRole('dialog', { name: 'Columns' });
  await within(dialog).findByRole('list', { name: 'Columns of the grid' });
  return dialog;
}
async function openViews() {
  fireEvent.click(screen.getByRole('button', { name: /^Views/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
  await within(dialog).findByRole('form', { name: 'Save the current view' });
  return dialog;
}
const item = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name });
const savedColumns = (request: RecordedRequest | undefined) => (request?.body as { columns: ColumnChoice[] } | undefined)?.columns;

function spyToasts() {
  const api = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(api);
  return api.notification.open;
}

afterEach(() => setNotifyApi());

describe('the Columns menu', () => {
  it("shows the spec's columns with nothing saved, and lists only the columns the grid can show", async () => {
    const { seen } = preferencesApi();
    renderGrid();
    await waitFor(() => expect(seen.filter((request) => request.url === BASE)).toHaveLength(1));
    expect(headers()).toEqual(['Invoice #', 'Client', 'Status', 'Invoice Date']);
    const dialog = await openColumns();
    expect(within(dialog).getAllByRole('listitem').map((entry) => entry.getAttribute('aria-label'))).toEqual(['Invoice #', 'Client', 'Status', 'Invoice Date']);
    expect(within(dialog).getByRole('button', { name: 'Reset columns' })).toHaveProperty('disabled', true);
  });

  it('draws the rows without waiting for the saved columns, and keeps the spec’s columns when they cannot be loaded', async () => {
    let answer: ((reply: MockReply) => void) | undefined;
    preferencesApi({}, { [`GET ${BASE}`]: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const toasts = spyToasts();
    renderGrid();
    expect(shownInvoices()).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4']);
    expect(headers()).toEqual(['Invoice #', 'Client', 'Status', 'Invoice Date']);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!({ status: 503, data: { message: 'down' } }));
    expect(headers()).toEqual(['Invoice #', 'Client', 'Status', 'Invoice Date']);
    expect(shownInvoices()).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4']);
    // The grid works as without saved columns: no toast for it.
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows the saved columns: order, hidden, pinned right, widths', async () => {
    preferencesApi({ columns: [choice('invoiceNumber', { pin: 'left', width: 150 }), choice('invoiceDate', { width: 240 }), choice('client', { hidden: true }), choice('invoiceStatus', { pin: 'right', width: 210 })] });
    const { container } = renderGrid();
    await waitFor(() => expect(headers()).toEqual(['Invoice #', 'Invoice Date', 'Status']));
    const cells = [...container.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    expect(cells[2]?.className).toMatch(/ant-table-cell-fix-(right|end)/);
    expect(cells[0]?.className).toMatch(/ant-table-cell-fix-(left|start)/);
    const widths = [...container.querySelectorAll<HTMLElement>('.ant-table-header colgroup col')].map((col) => col.style.width);
    expect(widths.slice(0, 3)).toEqual(['150px', '240px', '210px']);
  });

  it('hides a column at once and saves the columns for the user', async () => {
    const { writes, saved } = preferencesApi();
    renderGrid();
    const dialog = await openColumns();
    fireEvent.click(within(item(dialog, 'Client')).getByRole('checkbox'));
    expect(headers()).toEqual(['Invoice #', 'Status', 'Invoice Date']);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: `${BASE}/columns` });
    expect(savedColumns(writes()[0])).toEqual([SPEC[0], { ...SPEC[1], hidden: true }, SPEC[2], SPEC[3]]);
    expect(saved.columns).toEqual([SPEC[0], { ...SPEC[1], hidden: true }, SPEC[2], SPEC[3]]);
    // Shown again from the menu.
    fireEvent.click(within(item(dialog, 'Client')).getByRole('checkbox'));
    expect(headers()).toEqual(['Invoice #', 'Client', 'Status', 'Invoice Date']);
  });

  it('moves, pins and widens columns from the menu', async () => {
    const { saved } = preferencesApi();
    renderGrid();
    const dialog = await openColumns();
    fireEvent.click(within(item(dialog, 'Invoice Date')).getByRole('button', { name: 'Move Invoice Date left' }));
    expect(headers()).toEqual(['Invoice #', 'Client', 'Invoice Date', 'Status']);
    // Client cannot pass Invoice #, pinned at the left edge.
    expect(within(item(dialog, 'Client')).getByRole('button', { name: 'Move Client left' })).toHaveProperty('disabled', true);
    fireEvent.click(within(within(item(dialog, 'Client')).getByRole('radiogroup', { name: 'Pin Client' })).getByRole('radio', { name: 'Right' }));
    expect(headers()).toEqual(['Invoice #', 'Invoice Date', 'Status', 'Client']);
    const width = within(item(dialog, 'Status')).getByRole('spinbutton', { name: 'Width of Status (px)' });
    fireEvent.change(width, { target: { value: '260' } });
    fireEvent.keyDown(width, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(saved.columns).toEqual([SPEC[0], SPEC[3], { ...SPEC[2], width: 260 }, { ...SPEC[1], pin: 'right' }]),
    );
    // A width beyond the limit is brought to it.
    fireEvent.change(width, { target: { value: '4000' } });
    fireEvent.blur(width);
    await waitFor(() => expect(saved.columns?.find((column) => column.field === 'invoiceStatus')?.width).toBe(1000));
    expect(width).toHaveProperty('value', '1000');
  });

  it('saves changes made during a save after it, only the latest', async () => {
    const held: Array<() => void> = [];
    const api = preferencesApi({}, {
      [`PUT ${BASE}/columns`]: async (request) => {
        await new Promise<void>((resolve) => held.push(resolve));
        api.saved.columns = (request.body as { columns: ColumnChoice[] }).columns;
        return { data: JSON.parse(JSON.stringify(api.saved)) as GridPreferences };
      },
    });
    renderGrid();
    const dialog = await openColumns();
    const box = (name: string) => within(item(dialog, name)).getByRole('checkbox');
    fireEvent.click(box('Client'));
    await waitFor(() => expect(held).toHaveLength(1));
    fireEvent.click(box('Status'));
    fireEvent.click(box('Invoice Date'));
    expect(headers()).toEqual(['Invoice #']);
    await act(async () => held[0]!());
    await waitFor(() => expect(held).toHaveLength(2));
    await act(async () => held[1]!());
    await waitFor(() => expect(api.saved.columns?.map((column) => column.hidden)).toEqual([false, true, true, true]));
    // One save for the first change, one for the two made while it was on its way.
    expect(api.writes().map((request) => savedColumns(request)?.map((column) => column.hidden))).toEqual([
      [false, true, false, false],
      [false, true, true, true],
    ]);
  });

  it('keeps the last shown column: its box cannot be unticked', async () => {
    preferencesApi({ columns: [choice('invoiceNumber', { pin: 'left' }), choice('client', { hidden: true }), choice('invoiceStatus', { hidden: true }), choice('invoiceDate', { hidden: true })] });
    renderGrid();
    await waitFor(() => expect(headers()).toEqual(['Invoice #']));
    const dialog = await openColumns();
    expect(within(item(dialog, 'Invoice #')).getByRole('checkbox')).toHaveProperty('disabled', true);
  });

  it("'Reset columns' returns to the spec's columns and forgets the saved ones", async () => {
    const { writes, saved } = preferencesApi({ columns: [choice('invoiceDate'), choice('client', { hidden: true }), choice('invoiceNumber', { pin: 'left' }), choice('invoiceStatus')] });
    renderGrid();
    await waitFor(() => expect(headers()).toEqual(['Invoice #', 'Invoice Date', 'Status']));
    const dialog = await openColumns();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Invoice #', 'Client', 'Status', 'Invoice Date']);
    await waitFor(() => expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([`DELETE ${BASE}/columns`]));
    expect(saved.columns).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reset columns' })).toHaveProperty('disabled', true);
  });

  it('says when a change could not be saved, and keeps showing it', async () => {
    preferencesApi({}, { [`PUT ${BASE}/columns`]: () => ({ status: 503, data: {} }) });
    const toasts = spyToasts();
    renderGrid();
    const dialog = await openColumns();
    fireEvent.click(within(item(dialog, 'Client')).getByRole('checkbox'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Your columns could not be saved; they apply here until you leave the page' })));
    expect(headers()).toEqual(['Invoice #', 'Status', 'Invoice Date']);
  });

  it('takes focus as it opens, and closes on Escape, focus back on its button', async () => {
    preferencesApi();
    renderGrid();
    const dialog = await openColumns();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(within(dialog).getAllByRole('checkbox')[0]!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Columns' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Columns' }));
  });

  it('is not offered by a grid without a grid view', () => {
    preferencesApi();
    renderGrid('/invoices', { gridView: undefined });
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Views/ })).toBeNull();
  });
});

describe('saved views', () => {
  it("opens a saved view: its filters and sort in the grid and the address, and the button named after it", async () => {
    preferencesApi({ views: [OVERDUE_VIEW] });
    renderGrid();
    const dialog = await openViews();
    fireEvent.click(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(shownInvoices()).toEqual(['INV-4', 'INV-2']));
    await waitFor(() => expect(query().getAll('f.invoiceStatus')).toEqual(['OVERDUE']));
    expect(query().get('sort')).toBe('invoiceNumber:desc');
    expect(screen.getByRole('button', { name: 'Views: Overdue' })).toBeTruthy();
  });

  it('saves the search, filters and sort under a name, as the default view when asked', async () => {
    const { writes, saved } = preferencesApi();
    renderGrid('/invoices?f.client=Acme%20Devices&sort=invoiceNumber:desc');
    const dialog = await openViews();
    expect(within(dialog).getByText('No saved views yet')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'View name' }), { target: { value: '  Acme newest  ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Open this grid on it (default view)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(within(dialog).getByRole('listitem', { name: 'Acme newest' })).toBeTruthy());
    expect(writes().map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', `${BASE}/views`, { name: 'Acme newest', state: { ...EMPTY, sets: { client: ['Acme Devices'] }, sort: { field: 'invoiceNumber', direction: 'desc' } }, isDefault: true }],
    ]);
    expect(saved.views.map((view) => [view.name, view.isDefault])).toEqual([['Acme newest', true]]);
    expect(within(dialog).getByRole('textbox', { name: 'View name' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Views: Acme newest' })).toBeTruthy();
  });

  it('refuses a blank name and one over 60 characters without asking the API', async () => {
    const { writes } = preferencesApi();
    renderGrid();
    const dialog = await openViews();
    const name = within(dialog).getByRole('textbox', { name: 'View name' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a name for the view');
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A view name has at most 60 characters');
    expect(name).toHaveProperty('value', 'x'.repeat(61));
    expect(writes()).toEqual([]);
  });

  it("keeps the name typed with the server's reason under it when the name is taken", async () => {
    preferencesApi({ views: [OVERDUE_VIEW] }, { [`POST ${BASE}/views`]: () => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'A view named overdue already exists in this grid' } }) });
    renderGrid();
    const dialog = await openViews();
    const name = within(dialog).getByRole('textbox', { name: 'View name' });
    fireEvent.change(name, { target: { value: 'overdue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('A view named overdue already exists in this grid'));
    expect(name).toHaveProperty('value', 'overdue');
    expect(within(dialog).getAllByRole('listitem').map((entry) => entry.getAttribute('aria-label'))).toEqual(['Overdue']);
  });

  it('makes a view the default and no longer, and deletes one', async () => {
    const { writes, saved } = preferencesApi({ views: [OVERDUE_VIEW] });
    renderGrid();
    const dialog = await openViews();
    fireEvent.click(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Unset default' })).toBeTruthy());
    expect(within(item(dialog, 'Overdue')).getByText('Default')).toBeTruthy();
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: `${BASE}/views/${OVERDUE_VIEW.viewId}`, body: { name: 'Overdue', state: OVERDUE_VIEW.state, isDefault: true } });
    fireEvent.click(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Unset default' }));
    await waitFor(() => expect(saved.views[0]?.isDefault).toBe(false));
    fireEvent.click(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Delete Overdue' }));
    await waitFor(() => expect(within(dialog).getByText('No saved views yet')).toBeTruthy());
    expect(writes().map((request) => request.method)).toEqual(['PUT', 'PUT', 'DELETE']);
  });

  it('copies a link to the page showing the view', async () => {
    preferencesApi({ views: [OVERDUE_VIEW] });
    const toasts = spyToasts();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderGrid('/invoices?tab=2&search=acme');
    const dialog = await openViews();
    fireEvent.click(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Copy link to Overdue' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/invoices?tab=2&sort=invoiceNumber%3Adesc&f.invoiceStatus=OVERDUE'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Link copied' })));
  });

  it('shows the link to copy by hand without a clipboard', async () => {
    preferencesApi({ views: [OVERDUE_VIEW] });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    renderGrid();
    const dialog = await openViews();
    fireEvent.click(within(item(dialog, 'Overdue')).getByRole('button', { name: 'Copy link to Overdue' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Link to Overdue' });
    expect(link).toHaveProperty('value', 'http://localhost/invoices?sort=invoiceNumber%3Adesc&f.invoiceStatus=OVERDUE');
  });

  it('opens the grid on the default view when the address names no state of the grid', async () => {
    preferencesApi({ views: [{ ...OVERDUE_VIEW, isDefault: true }] });
    renderGrid('/invoices?tab=1');
    await waitFor(() => expect(shownInvoices()).toEqual(['INV-4', 'INV-2']));
    await waitFor(() => expect(query().getAll('f.invoiceStatus')).toEqual(['OVERDUE']));
    expect(query().get('tab')).toBe('1');
  });

  it('opens what the address names rather than the default view', async () => {
    const { seen } = preferencesApi({ views: [{ ...OVERDUE_VIEW, isDefault: true }] });
    renderGrid('/invoices?f.client=Globex%20Mobile');
    await waitFor(() => expect(seen.some((request) => request.url === BASE)).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(shownInvoices()).toEqual(['INV-2']);
    expect(query().getAll('f.invoiceStatus')).toEqual([]);
  });

  it('leaves a search being typed when the default view is back after it', async () => {
    let answer: ((reply: MockReply) => void) | undefined;
    preferencesApi({}, { [`GET ${BASE}`]: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderGrid();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'globex' } });
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!({ data: { gridView: 'invoices', columns: null, views: [{ ...OVERDUE_VIEW, isDefault: true }] } }));
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'globex');
    expect(query().getAll('f.invoiceStatus')).toEqual([]);
  });

  it('opens a view naming a value no row has, its chip marked; chips of values rows have stay plain', async () => {
    const gone: SavedGridView = { ...OVERDUE_VIEW, name: 'Gone', state: { ...EMPTY, sets: { client: ['Gone Ltd', 'Acme Devices'], invoiceStatus: ['PAID'] } } };
    preferencesApi({ views: [gone] });
    renderGrid();
    const dialog = await openViews();
    fireEvent.click(within(item(dialog, 'Gone')).getByRole('button', { name: 'Gone' }));
    await waitFor(() => expect(shownInvoices()).toEqual(['INV-3']));
    const chips = within(screen.getByLabelText('Active filters'));
    const client = chips.getByText(/Client: Gone Ltd, Acme Devices/).closest('.ant-tag') as HTMLElement;
    expect(client.getAttribute('aria-description')).toBe('No row of the list has Gone Ltd');
    expect(client.textContent).toMatch(/^⚠ Client: Gone Ltd, Acme Devices/);
    const status = chips.getByText(/Status: PAID/).closest('.ant-tag') as HTMLElement;
    expect(status.getAttribute('aria-description')).toBeNull();
  });

  it("never marks the page's default filter values, even when no row has them", async () => {
    preferencesApi();
    renderGrid('/invoices', { defaults: { sets: { invoiceStatus: ['VOIDED'] } } });
    await waitFor(() => expect(screen.getByText(/Status: VOIDED/)).toBeTruthy());
    expect((screen.getByText(/Status: VOIDED/).closest('.ant-tag') as HTMLElement).getAttribute('aria-description')).toBeNull();
  });

  it('has no saved views on a grid whose search is the page’s own', () => {
    preferencesApi();
    renderGrid('/invoices', { hideSearch: true });
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Views/ })).toBeNull();
  });
});
