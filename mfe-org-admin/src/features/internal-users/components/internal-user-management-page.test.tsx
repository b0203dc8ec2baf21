import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { API_PATHS, type InternalUserRow } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { gridPreferenceRoutes, mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { DRY_RUN_TEXTS, LOAD_ERROR_TEXTS } from 'shared-kit/ui';
import { INACTIVE_USER_TOOLTIP, RESELLER_BUYER_USER_TOOLTIP, SEARCH_TOOLTIP } from '../lib/internal-users';
import { MIXED_ROWS, internalUser } from '../../../testing/internal-user-fixtures';
import { InternalUserManagementPage } from './internal-user-management-page';

/** What the search and the offboarding answer next (the API's transport is mocked). */
let searchReply: (email: string) => MockReply | Promise<MockReply>;
let offboardReply: () => MockReply;
let requests: RecordedRequest[];

const replyRows = (rows: InternalUserRow[]) => () => ({ data: rows });
/** The emails the search was called with, in order. */
const searches = () => requests.filter((r) => r.url === API_PATHS.internalUsersSearch).map((r) => (r.body as { email: string }).email);
const offboardings = () => requests.filter((r) => r.url === API_PATHS.internalUsersOffboard);

function spyNotices() {
  const api = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(api);
  return api;
}

function renderPage(entry = '/internal-user-management') {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <InternalUserManagementPage />
      </MemoryRouter>
    </QueryLayer>,
  );
}

function bodyRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-table-row[data-row-key]')];
}

function rowOf(tenantId: string): HTMLElement {
  const row = bodyRows().find((r) => within(r).queryByText(tenantId));
  if (!row) throw new Error(`no row for ${tenantId}`);
  return row;
}

function checkboxOf(tenantId: string): HTMLElement {
  return within(rowOf(tenantId)).getByRole('checkbox');
}

async function searchFor(email: string) {
  const box = screen.getByRole('searchbox', { name: 'Search by email' });
  await userEvent.clear(box);
  await userEvent.paste(email);
  await userEvent.keyboard('{Enter}');
}

async function renderWithRows() {
  searchReply = replyRows(MIXED_ROWS);
  renderPage();
  await searchFor('sam@px.local');
  await waitFor(() => expect(bodyRows()).toHaveLength(MIXED_ROWS.length));
}

beforeEach(() => {
  searchReply = replyRows([]);
  offboardReply = () => ({ data: { status: 'COMPLETED', requestId: 'req-1', response: [] } });
  requests = mockApi({
    [`POST ${API_PATHS.internalUsersSearch}`]: (request) => searchReply((request.body as { email: string }).email),
    [`POST ${API_PATHS.internalUsersOffboard}`]: () => offboardReply(),
  });
});
afterEach(() => setNotifyApi());

describe('Internal User Management', () => {
  it("keeps the header's 'Users Selected' checkbox out of the table's hidden measure row once users are listed", async () => {
    await renderWithRows();
    const header = screen.getByRole('checkbox', { name: /Users Selected/ });
    expect((header as HTMLInputElement).disabled).toBe(false);
    const measureRow = document.querySelector('.ant-table-measure-row');
    expect(measureRow?.getAttribute('aria-hidden')).toBe('true');
    expect(measureRow?.querySelectorAll('input, button, a[href], [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });

  it("widens a column from the Columns menu and saves the internal users grid's columns; no saved views (the search is the page's)", async () => {
    const preferences = gridPreferenceRoutes('internalUsers');
    requests = mockApi({ [`POST ${API_PATHS.internalUsersSearch}`]: (request) => searchReply((request.body as { email: string }).email), ...preferences.routes });
    await renderWithRows();
    expect(screen.queryByRole('button', { name: /^Views/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('list', { name: 'Columns of the grid' });
    const width = within(within(menu).getByRole('listitem', { name: 'Email' })).getByRole('spinbutton', { name: 'Width of Email (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '420{Enter}');
    // What the API accepts as the internal users grid's columns (platform-api/src/grid-preferences/grid-views.ts: GRID_VIEWS.internalUsers).
    await waitFor(() => expect(preferences.saved.columns?.map((column) => [column.field, column.width])).toEqual([['tenantId', 150], ['email', 420], ['type', 200], ['active', 100]]));
  });

  it('searches by email and shows Tenant ID, Email, User Type and Active, one row per tenant and email', async () => {
    await renderWithRows();
    expect(searches()).toEqual(['sam@px.local']);
    for (const header of ['Tenant ID', 'Email', 'User Type', 'Active']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual([
      'T01|sam@px.local', 'T02|sam@px.local', 'T03|sam@px.local', 'T04|sam@px.local', 'T05|sam@px.local', 'T06|sam@px.local',
    ]);
    expect(within(rowOf('T02')).getByText('SALES_REP')).toBeInTheDocument();
    expect(within(rowOf('T02')).getByText('No')).toBeInTheDocument();
  });

  it('shows the rows of the last search when the answer to an earlier one arrives after it', async () => {
    let answerFirst: (reply: MockReply) => void = () => undefined;
    searchReply = (email) =>
      email === 'first@px.local' ? new Promise<MockReply>((resolve) => (answerFirst = resolve)) : { data: [internalUser({ tenantId: 'T09', email })] };
    renderPage();
    await searchFor('first@px.local');
    await waitFor(() => expect(searches()).toEqual(['first@px.local']));
    await searchFor('second@px.local');
    await waitFor(() => expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['T09|second@px.local']));
    answerFirst({ data: [internalUser({ tenantId: 'T01', email: 'first@px.local' })] });
    // Give the late answer every chance to land before looking again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['T09|second@px.local']);
  });

  it('clears the grid on an empty search, without calling the API', async () => {
    await renderWithRows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by email' }), '{Control>}a{/Control}   {Enter}');
    expect(bodyRows()).toHaveLength(0);
    expect(searches()).toHaveLength(1);
  });

  it("a search over 254 characters says so in plain words under the box, calls no API and offers no Retry; editing the text clears the message", async () => {
    await renderWithRows();
    const box = screen.getByRole('searchbox', { name: 'Search by email' });
    fireEvent.change(box, { target: { value: `${'a'.repeat(290)}@px.local` } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Search by email: At most 254 characters')).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: LOAD_ERROR_TEXTS.retry })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/body\/email|must NOT/);
    expect(bodyRows()).toHaveLength(0);
    expect(box).toHaveValue(`${'a'.repeat(290)}@px.local`);
    fireEvent.change(box, { target: { value: 'sam@px.local' } });
    expect(screen.queryByText(/At most 254 characters/)).not.toBeInTheDocument();
  });

  it('clears the grid when the search box is cleared, with a clear button of at least 24 x 24 px', async () => {
    await renderWithRows();
    const clear = screen.getByRole('button', { name: /close/i });
    expect(clear.style.minWidth).toBe('24px');
    expect(clear.style.minHeight).toBe('24px');
    await userEvent.click(clear);
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('');
    expect(searches()).toHaveLength(1);
  });

  it('shows a failed search inline with Retry instead of an empty grid, and Retry loads the rows', async () => {
    const notices = spyNotices();
    let failures = 1;
    searchReply = () => (failures-- > 0 ? { status: 500, data: { message: 'Database unavailable' } } : { data: MIXED_ROWS });
    renderPage();
    await searchFor('sam@px.local');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LOAD_ERROR_TEXTS.title('internal users'))).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    expect(notices.notification.open).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: LOAD_ERROR_TEXTS.retry }));
    await waitFor(() => expect(bodyRows()).toHaveLength(MIXED_ROWS.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searches()).toEqual(['sam@px.local', 'sam@px.local']);
  });

  it('has a tooltip explaining the search', async () => {
    renderPage();
    await userEvent.hover(screen.getByRole('button', { name: 'About the search' }));
    expect(await screen.findByText(SEARCH_TOOLTIP)).toBeInTheDocument();
  });

  it('never lets OWNER, SYSTEM_LOGIN_ADMIN or RESELLER_BUYER_USER rows, nor inactive users, be selected', async () => {
    await renderWithRows();
    expect(checkboxOf('T01')).toBeEnabled();
    expect(checkboxOf('T02')).toBeDisabled();
    expect(checkboxOf('T03')).toBeDisabled();
    expect(checkboxOf('T04')).toBeDisabled();
    expect(checkboxOf('T05')).toBeDisabled();
    expect(checkboxOf('T06')).toBeEnabled();
  });

  it('says on hover why an inactive user cannot be selected', async () => {
    await renderWithRows();
    expect(screen.queryByText(INACTIVE_USER_TOOLTIP)).not.toBeInTheDocument();
    await userEvent.hover(within(rowOf('T02')).getByTestId('inactive-user-checkbox'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Inactive users cannot be selected: they are already offboarded.');
  });

  it("selects only the active selectable rows from the header checkbox and counts them as 'N Users Selected'", async () => {
    await renderWithRows();
    expect(screen.getByRole('checkbox', { name: '0 Users Selected' })).not.toBeChecked();
    await userEvent.click(checkboxOf('T01'));
    expect(screen.getByRole('checkbox', { name: '1 Users Selected' })).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '1 Users Selected' }));
    expect(screen.getByRole('checkbox', { name: '2 Users Selected' })).toBeChecked();
    expect(checkboxOf('T01')).toBeChecked();
    expect(checkboxOf('T06')).toBeChecked();
    expect(checkboxOf('T02')).not.toBeChecked();
    expect(checkboxOf('T03')).not.toBeChecked();
    expect(checkboxOf('T05')).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '2 Users Selected' }));
    expect(screen.getByRole('checkbox', { name: '0 Users Selected' })).not.toBeChecked();
  });

  it('selects from the header checkbox only the users among the rows the grid shows', async () => {
    searchReply = replyRows(MIXED_ROWS);
    renderPage('/internal-user-management?search=BUYER_USER');
    await searchFor('sam@px.local');
    await waitFor(() => expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['T05|sam@px.local', 'T06|sam@px.local']));
    await userEvent.click(screen.getByRole('checkbox', { name: '0 Users Selected' }));
    expect(screen.getByRole('checkbox', { name: '1 Users Selected' })).toBeChecked();
    expect(checkboxOf('T06')).toBeChecked();
  });

  it('warns on reseller buyer user rows to check the reseller login email before deactivating', async () => {
    await renderWithRows();
    expect(RESELLER_BUYER_USER_TOOLTIP).toMatch(/before deactivating/i);
    expect(RESELLER_BUYER_USER_TOOLTIP).toMatch(/reseller login email in the reseller configuration/);
    expect(screen.queryByText(RESELLER_BUYER_USER_TOOLTIP)).not.toBeInTheDocument();
    await userEvent.hover(within(rowOf('T05')).getByText('RESELLER_BUYER_USER'));
    expect(await screen.findByText(RESELLER_BUYER_USER_TOOLTIP)).toBeInTheDocument();
  });

  it('disables Offboard Users until a row is selected', async () => {
    await renderWithRows();
    const button = screen.getByRole('button', { name: 'Offboard Users' });
    expect(button).toBeDisabled();
    await userEvent.click(checkboxOf('T01'));
    expect(button).toBeEnabled();
  });

  /** The open offboarding preview. */
  const preview = () => screen.getByRole('dialog', { name: 'Offboard Users' });
  const previewCells = (table: string) =>
    within(within(preview()).getByRole('table', { name: table }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
  const confirmButton = () => within(preview()).getByRole('button', { name: 'Offboard Users' });
  const REQUEST_ID = '5f0c7a1e-1111-4111-8111-111111111111';

  it("previews select-all's offboarding with the server's answer: the count, the users, and what it skips and why", async () => {
    await renderWithRows();
    offboardReply = () => ({
      data: {
        status: 'COMPLETED',
        requestId: '',
        message: '1 selected user(s) would be offboarded',
        response: [{ ...MIXED_ROWS[0], active: false }],
        skipped: [{ ...MIXED_ROWS[5], active: false, reason: 'Already inactive' }],
        dryRun: true,
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '0 Users Selected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Offboard Users' }));
    expect(await within(preview()).findByText(DRY_RUN_TEXTS.willChange(1))).toBeInTheDocument();
    // Select-all sent the two active selectable users, as the grid shows them, asking for a dry run.
    expect(offboardings().map((r) => [r.params, r.body])).toEqual([[{ dryRun: 'true' }, [MIXED_ROWS[0], MIXED_ROWS[5]]]]);
    expect(previewCells('Records to change')).toEqual([['sam@px.local (tenant T01)', '', 'ADMIN: will be offboarded']]);
    expect(within(preview()).getByText(DRY_RUN_TEXTS.willSkip(1))).toBeInTheDocument();
    expect(previewCells('Skipped records')).toEqual([['sam@px.local (tenant T06)', 'Already inactive']]);
  });

  it("offboards exactly the previewed users on confirmation, follows the request, shows 'Selected Users are offboarded successfully' and searches again", async () => {
    const notices = spyNotices();
    await renderWithRows();
    const selected = [MIXED_ROWS[0], MIXED_ROWS[5]];
    const answers: MockReply[] = [
      { data: { status: 'COMPLETED', requestId: '', response: selected.map((row) => ({ ...row, active: false })), dryRun: true } },
      { data: { status: 'PENDING', requestId: REQUEST_ID } },
      { data: { status: 'COMPLETED', requestId: REQUEST_ID, response: [] } },
    ];
    offboardReply = () => answers.shift()!;
    await userEvent.click(screen.getByRole('checkbox', { name: '0 Users Selected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Offboard Users' }));
    await within(preview()).findByText(DRY_RUN_TEXTS.willChange(2));
    expect(offboardings()).toHaveLength(1);
    searchReply = replyRows(MIXED_ROWS.filter((row) => row.tenantId !== 'T01' && row.tenantId !== 'T06'));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(bodyRows()).toHaveLength(4), { timeout: 5000 });
    expect(offboardings().map((r) => [r.params, r.body, r.headers.request_id])).toEqual([
      [{ dryRun: 'true' }, selected, undefined],
      [{}, selected, undefined],
      [{}, selected, REQUEST_ID],
    ]);
    expect(notices.notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Selected Users are offboarded successfully' }),
    );
    expect(searches()).toEqual(['sam@px.local', 'sam@px.local']);
    expect(screen.getByRole('checkbox', { name: '0 Users Selected' })).toBeInTheDocument();
  });

  it('offboards nobody when the preview is cancelled', async () => {
    await renderWithRows();
    offboardReply = () => ({ data: { status: 'COMPLETED', requestId: '', response: [{ ...MIXED_ROWS[0], active: false }], dryRun: true } });
    await userEvent.click(checkboxOf('T01'));
    await userEvent.click(screen.getByRole('button', { name: 'Offboard Users' }));
    await within(preview()).findByText(DRY_RUN_TEXTS.willChange(1));
    await userEvent.click(within(preview()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Offboard Users' })).not.toBeInTheDocument());
    expect(offboardings()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: '1 Users Selected' })).toBeInTheDocument();
  });

  it("shows the server's 409 when a user changed since the preview, keeps the selection and shows no success", async () => {
    const notices = spyNotices();
    await renderWithRows();
    const refusal = 'These users changed since they were loaded: T01/sam@px.local (now inactive). Nothing was offboarded: search again and review the preview.';
    const answers: MockReply[] = [
      { data: { status: 'COMPLETED', requestId: '', response: [{ ...MIXED_ROWS[0], active: false }], dryRun: true } },
      { status: 409, data: { statusCode: 409, error: 'Conflict', message: refusal } },
    ];
    offboardReply = () => answers.shift()!;
    await userEvent.click(checkboxOf('T01'));
    await userEvent.click(screen.getByRole('button', { name: 'Offboard Users' }));
    await within(preview()).findByText(DRY_RUN_TEXTS.willChange(1));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(notices.notification.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: refusal })));
    expect(offboardings()).toHaveLength(2);
    expect(notices.notification.open).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    expect(screen.getByRole('checkbox', { name: '1 Users Selected' })).toBeInTheDocument();
  });

  it('lays the grid out 1000px wide with 54px rows and a 32px header', async () => {
    await renderWithRows();
    const grid = document.querySelector('.px-data-grid')!.parentElement!;
    expect(grid).toHaveStyle({ width: '1000px' });
    for (const cell of rowOf('T01').querySelectorAll<HTMLElement>('.ant-table-cell:not(.ant-table-selection-column)')) {
      expect(cell).toHaveStyle({ height: '54px' });
    }
    const headerCells = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    expect(headerCells.map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['0 Users Selected', 'Tenant ID', 'Active']));
    for (const cell of headerCells) expect(cell.style.height).toBe('32px');
  });

  it('renders the ten rows in view and a buffer of 5 rows beyond them', async () => {
    const users = Array.from({ length: 60 }, (_, i) => internalUser({ tenantId: `T${String(i).padStart(2, '0')}` }));
    const tenants = (from: number, to: number) => users.slice(from, to).map((row) => `${row.tenantId}|${row.email}`);
    searchReply = replyRows(users);
    renderPage();
    await searchFor('sam@px.local');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(tenants(0, 15));
    const body = document.querySelector<HTMLElement>('.ant-table-body')!;
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 30 * 54 });
    fireEvent.scroll(body);
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(tenants(25, 45));
  });
});
