import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { FILTER_DELAY_MS } from 'shared-kit/contract';
import { API_PATHS, type ClientFormRow } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { gridPreferenceRoutes, mockApi, type MockReply } from 'shared-kit/testing';
import { LOAD_ERROR_TEXTS } from 'shared-kit/ui';
import { clientFormRow } from '../../../testing/client-form-fixtures';
import { ClientFormsPage } from './client-forms-page';

/** The API's answer to the list (its transport is mocked). */
const getRows = {
  mockResolvedValue: (rows: ClientFormRow[]) => mockApi({ [`GET ${API_PATHS.prospectiveTenants}`]: { data: rows } }),
  mockRejectedValue: (reply: MockReply) => mockApi({ [`GET ${API_PATHS.prospectiveTenants}`]: reply }),
};

const ROWS = [
  clientFormRow({ submissionId: 'S-1', companyName: 'Acme Devices', contactEmail: 'ops@acme.example' }),
  clientFormRow({ submissionId: 'S-2', companyName: 'Bolt Mobile', contactEmail: 'hello@bolt.example' }),
  clientFormRow({ submissionId: 'S-3', companyName: 'Cobalt Trade', status: 'COMPLETED', contactEmail: 'a@cobalt.example' }),
  clientFormRow({ submissionId: 'S-4', companyName: 'Delta Resale', status: 'REJECTED', contactEmail: 'b@delta.example' }),
];

function spyNotices() {
  const api = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(api);
  return api;
}

function renderList(entry = '/client-form') {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <ClientFormsPage />
      </MemoryRouter>
    </QueryLayer>,
  );
}

function companyLinks(): string[] {
  return screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/client-form/'))
    .map((link) => link.textContent ?? '');
}

afterEach(() => {
  setNotifyApi();
  jest.useRealTimers();
});

describe('Client Forms list', () => {
  it('has the SUBMITTED, COMPLETED and REJECTED tabs, each with its number of forms, and starts on SUBMITTED', async () => {
    getRows.mockResolvedValue(ROWS);
    renderList();
    await waitFor(() => expect(companyLinks().sort()).toEqual(['Acme Devices', 'Bolt Mobile']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SUBMITTED (2)', 'COMPLETED (1)', 'REJECTED (1)']);
  });

  it("moves a column from the Columns menu and saves the client forms grid's columns", async () => {
    const preferences = gridPreferenceRoutes('clientForms');
    mockApi({ [`GET ${API_PATHS.prospectiveTenants}`]: { data: ROWS }, ...preferences.routes });
    renderList();
    await waitFor(() => expect(companyLinks().sort()).toEqual(['Acme Devices', 'Bolt Mobile']));
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('list', { name: 'Columns of the grid' });
    await userEvent.click(within(within(menu).getByRole('listitem', { name: 'Contact Email' })).getByRole('button', { name: 'Move Contact Email left' }));
    // What the API accepts as the client forms grid's columns (platform-api/src/grid-preferences/grid-views.ts: GRID_VIEWS.clientForms), Contact Email moved.
    await waitFor(() => expect(preferences.saved.columns?.map((column) => column.field)).toEqual(['companyName', 'contactEmail', 'status', 'createDate', 'updateDate']));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company Name', 'Contact Email', 'Status', 'Create Date', 'Update Date']);
  });

  it('shows the rows of the chosen tab', async () => {
    getRows.mockResolvedValue(ROWS);
    renderList();
    await screen.findByText('Acme Devices');
    await userEvent.click(screen.getByRole('tab', { name: /^COMPLETED/ }));
    expect(companyLinks()).toEqual(['Cobalt Trade']);
    await userEvent.click(screen.getByRole('tab', { name: /^REJECTED/ }));
    expect(companyLinks()).toEqual(['Delta Resale']);
  });

  it('links the company name to its form page', async () => {
    getRows.mockResolvedValue(ROWS);
    renderList();
    expect(await screen.findByRole('link', { name: 'Acme Devices' })).toHaveAttribute('href', '/client-form/S-1');
  });

  it('filters the tab by the search text 600 ms after typing stops, on company name, contact email and dates', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    getRows.mockResolvedValue(ROWS);
    renderList();
    await screen.findByText('Acme Devices');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const searchFor = async (text: string) => {
      await user.clear(search);
      await user.paste(text);
      act(() => jest.advanceTimersByTime(FILTER_DELAY_MS - 1));
      const before = companyLinks();
      act(() => jest.advanceTimersByTime(1));
      return before;
    };
    expect(FILTER_DELAY_MS).toBe(600);
    expect(await searchFor('BOLT')).toHaveLength(2);
    expect(companyLinks()).toEqual(['Bolt Mobile']);
    await searchFor('ops@acme');
    expect(companyLinks()).toEqual(['Acme Devices']);
    await searchFor('mar 09 2024 acme');
    expect(companyLinks()).toEqual(['Acme Devices']);
    await searchFor('cobalt');
    expect(companyLinks()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: /^COMPLETED/ }));
    expect(companyLinks()).toEqual(['Cobalt Trade']);
    jest.useRealTimers();
  });

  it('keeps the search and the tab in the query string', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    getRows.mockResolvedValue(ROWS);
    renderList('/client-form?status=REJECTED&search=delta');
    await screen.findByText('Delta Resale');
    expect(screen.getByRole('tab', { name: /^REJECTED/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('delta');
    await user.click(screen.getByRole('tab', { name: /^SUBMITTED/ }));
    expect(companyLinks()).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('delta');
  });

  it('stays on the REJECTED tab when it is chosen within 0.5 s of typing in the search, and keeps the search', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    getRows.mockResolvedValue(ROWS);
    renderList();
    await screen.findByText('Acme Devices');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'del');
    act(() => jest.advanceTimersByTime(200));
    await user.click(screen.getByRole('tab', { name: /^REJECTED/ }));
    // The search's debounced write to the query string (500 ms) and the filter (600 ms) come after the click.
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('tab', { name: /^REJECTED/, selected: true })).toBeInTheDocument();
    expect(companyLinks()).toEqual(['Delta Resale']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('del');
    jest.useRealTimers();
  });

  it('shows the columns and the dates in US Eastern time', async () => {
    getRows.mockResolvedValue([clientFormRow({ createDate: '2024-03-10T03:30:00Z', updateDate: '2024-07-04T02:00:00Z' })]);
    renderList();
    await screen.findByText('Acme Devices');
    for (const header of ['Company Name', 'Status', 'Contact Email', 'Create Date', 'Update Date']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByText('Mar 09 2024')).toBeInTheDocument();
    expect(screen.getByText('Jul 03 2024')).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the list cannot be loaded", async () => {
    const notices = spyNotices();
    getRows.mockRejectedValue({ status: 500, data: {} });
    renderList();
    await waitFor(() =>
      expect(notices.notification.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Something went wrong' })),
    );
  });

  it('says in place of the rows that the list could not be loaded, and Retry loads them', async () => {
    spyNotices();
    let failures = 1;
    const requests = mockApi({
      [`GET ${API_PATHS.prospectiveTenants}`]: () => (failures-- > 0 ? { status: 500, data: { message: 'Database unavailable' } } : { data: ROWS }),
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load client forms')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect(companyLinks()).toEqual([]);
    expect(screen.queryByText('No Rows To Show')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: LOAD_ERROR_TEXTS.retry }));
    await waitFor(() => expect(companyLinks().sort()).toEqual(['Acme Devices', 'Bolt Mobile']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === API_PATHS.prospectiveTenants)).toHaveLength(2);
  });
});
