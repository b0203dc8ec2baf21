import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CLIENT_FORM_FIELDS, ENDPOINTS, endpointPath, type ClientFormHistoryEntry, type ClientFormRecord } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { clientFormRecord } from '../../../testing/client-form-fixtures';
import { ClientFormPage } from './client-form-page';

const RECORD_PATH = endpointPath(ENDPOINTS.prospectiveTenant, { submissionId: 'S-1' });
const HISTORY_PATH = endpointPath(ENDPOINTS.prospectiveTenantHistory, { submissionId: 'S-1' });

/** The API as the page sees it (its transport is mocked): the record, its history and the writes. */
function api(options: { record?: MockHandler | MockReply; history?: ClientFormHistoryEntry[]; put?: MockHandler | MockReply } = {}): RecordedRequest[] {
  return mockApi({
    [`GET ${RECORD_PATH}`]: options.record ?? { data: clientFormRecord() },
    [`GET ${HISTORY_PATH}`]: { data: options.history ?? [] },
    [`PUT ${RECORD_PATH}`]: options.put ?? { data: { message: 'Updated SuccessFully' } },
  });
}

function spyNotices() {
  const notices = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(notices);
  return notices;
}

const toasts = (notices: ReturnType<typeof spyNotices>) => notices.notification.open.mock.calls.map(([args]) => [args.type, args.title]);

function renderForm(entries = ['/client-form', '/client-form/S-1']) {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/client-form" element={<h1>Client forms list</h1>} />
          <Route path="/client-form/:id" element={<ClientFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryLayer>,
  );
}

const updateButton = () => screen.getByRole('button', { name: 'Update Form' });
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

async function loaded() {
  return screen.findByLabelText('Official Legal Name');
}

afterEach(() => {
  setNotifyApi();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Client form page', () => {
  it('shows Loading until the record is fetched, by the id in the path', async () => {
    let answer!: (reply: MockReply) => void;
    const requests = api({ record: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderForm();
    expect(screen.getByRole('heading', { name: 'New Client Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByLabelText('Official Legal Name')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/client-success/prospective-tenants/S-1'));
    answer({ data: clientFormRecord() });
    expect(await loaded()).toHaveValue('Acme Devices LLC');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the status, the Eastern created and updated times, the intro and every section, editable, under the title (the one h1) with Back beside it', async () => {
    api({ record: { data: clientFormRecord({ status: 'REJECTED', createDate: '2024-01-05T20:04:00Z', updateDate: '2024-07-04T16:30:00Z' }) } });
    renderForm();
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['New Client Account Details']);
    const page = screen.getByRole('region', { name: 'New Client Account Details' });
    expect(within(page).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(page).toContainElement(screen.getByLabelText('Official Legal Name'));
    expect(screen.getByTestId('client-form-status')).toHaveTextContent('REJECTED');
    expect(screen.getByText('Created Date: Jan 05, 2024, 03:04 pm ET')).toBeInTheDocument();
    expect(screen.getByText('Updated Date: Jul 04, 2024, 12:30 pm ET')).toBeInTheDocument();
    expect(screen.getByText('Please make sure all information is correct. Click Update Form when you are done.')).toBeInTheDocument();
    for (const section of ['Contact Email', 'Company', 'Authorized Signer', 'Accounts Payable', 'Billing Address', 'Site Configuration Options']) {
      expect(screen.getByText(section, { selector: '.ant-card-head-title' })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Contact Email')).toHaveValue('ops@acme.example');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('62701');
    expect(screen.getByLabelText('Logo')).toHaveValue('acme-logo.png');
    expect(screen.getByLabelText('Signer Name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Logo')).toHaveAttribute('readonly');
  });

  it("shows 'Unable to fetch' and goes back when the record cannot be fetched", async () => {
    const notices = spyNotices();
    api({ record: { status: 500, data: {} } });
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Client forms list' })).toBeInTheDocument();
    expect(toasts(notices)).toContainEqual(['error', 'Unable to fetch']);
  });

  it("shows the server's message in preference to 'Unable to fetch'", async () => {
    const notices = spyNotices();
    api({ record: { status: 404, data: { message: 'Client form S-1 not found' } } });
    renderForm();
    await screen.findByRole('heading', { name: 'Client forms list' });
    expect(toasts(notices)).toContainEqual(['error', 'Client form S-1 not found']);
  });

  it('goes to the list when a directly opened record cannot be fetched', async () => {
    spyNotices();
    api({ record: { status: 500, data: {} } });
    renderForm(['/client-form/S-1']);
    expect(await screen.findByRole('heading', { name: 'Client forms list' })).toBeInTheDocument();
  });

  it('goes back with the back button while nothing changed', async () => {
    api();
    renderForm();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Client forms list' })).toBeInTheDocument();
  });

  it('disables Update Form while unchanged or while an error shows, and enables it for a valid change', async () => {
    api();
    renderForm();
    const signer = await screen.findByLabelText('Signer Title');
    expect(updateButton()).toBeDisabled();
    fireEvent.change(signer, { target: { value: 'Founder' } });
    expect(updateButton()).toBeEnabled();
    fireEvent.change(signer, { target: { value: 'CEO' } });
    expect(updateButton()).toBeDisabled();
    const email = screen.getByLabelText('Payable Email');
    fireEvent.change(email, { target: { value: 'ap@acme' } });
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
    fireEvent.change(email, { target: { value: 'ap@acme.example.org' } });
    expect(screen.queryByText('Invalid Email')).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
  });

  it("shows 'Required field' under a required field emptied, and nothing under an optional one", async () => {
    api();
    renderForm();
    await loaded();
    fireEvent.change(screen.getByLabelText('Signer Name'), { target: { value: '  ' } });
    expect(screen.getByText('Required field')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('DBA'), { target: { value: '' } });
    expect(screen.getAllByText('Required field')).toHaveLength(1);
  });

  it("sends every field as multipart with the tenant id, shows 'Updated SuccessFully' and is clean again", async () => {
    const notices = spyNotices();
    const requests = api({ record: { data: clientFormRecord({ tenant_id: 'P001' }) } });
    renderForm();
    fireEvent.change(await screen.findByLabelText('Signer Title'), { target: { value: 'Founder' } });
    fireEvent.change(screen.getByLabelText('Address Line 2'), { target: { value: '' } });
    await userEvent.click(updateButton());
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    const sent = puts(requests)[0]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([...sent.keys()].sort()).toEqual(['tenantId', ...CLIENT_FORM_FIELDS].sort());
    expect(sent.get('signerTitle')).toBe('Founder');
    expect(sent.get('billingAddress2')).toBe('');
    expect(sent.get('tenantId')).toBe('P001');
    expect(sent.get('logo')).toBe('acme-logo.png');
    await waitFor(() => expect(toasts(notices)).toContainEqual(['success', 'Updated SuccessFully']));
    await waitFor(() => expect(updateButton()).toBeDisabled());
    expect(screen.getByLabelText('Signer Title')).toHaveValue('Founder');
  });

  it("keeps what was typed and shows the server's message when the update is refused", async () => {
    const notices = spyNotices();
    api({ put: { status: 400, data: { message: 'currency: At most 10 characters' } } });
    renderForm();
    fireEvent.change(await screen.findByLabelText('Signer Title'), { target: { value: 'Founder' } });
    await userEvent.click(updateButton());
    await waitFor(() => expect(toasts(notices)).toContainEqual(['error', 'currency: At most 10 characters']));
    expect(screen.getByLabelText('Signer Title')).toHaveValue('Founder');
    expect(updateButton()).toBeEnabled();
  });

  /** Opens a record whose stored values break rules, changes a valid field and clicks Update Form. */
  async function submitStored(overrides: Partial<ClientFormRecord>, user = userEvent.setup()) {
    const notices = spyNotices();
    const requests = api({ record: { data: clientFormRecord(overrides) } });
    renderForm();
    fireEvent.change(await screen.findByLabelText('Signer Title'), { target: { value: 'Founder' } });
    await user.click(updateButton());
    return { notices, requests };
  }

  const FIVE_BAD_EMAILS = { buyerFromEmail: 'x', adminUserEmail: 'x', payableEmail: 'x', signerEmail: 'x', contactEmail: 'x' };

  it("refuses to send a record whose stored values break a rule: 'Please check all fields are filled with proper value'", async () => {
    const { notices, requests } = await submitStored({ buyerFromEmail: 'sales-at-acme' });
    expect(toasts(notices)).toContainEqual(['error', 'Please check all fields are filled with proper value']);
    expect(within(screen.getByLabelText('Buyer From Email').closest('.ant-form-item') as HTMLElement).getByText('Invalid Email')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('clears the highlight of more than 5 errors after 3 s', async () => {
    jest.useFakeTimers();
    const { notices, requests } = await submitStored({ ...FIVE_BAD_EMAILS, currency: 'DOLLARS-US-X' }, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(toasts(notices)).toContainEqual(['error', 'Please check all fields are filled with proper value']);
    expect(screen.getAllByText('Invalid Email')).toHaveLength(5);
    expect(screen.getByText('At most 10 characters')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getAllByText('Invalid Email')).toHaveLength(5);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Invalid Email')).not.toBeInTheDocument();
    expect(screen.queryByText('At most 10 characters')).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
    expect(puts(requests)).toHaveLength(0);
  });

  it('keeps the highlight of 5 errors', async () => {
    jest.useFakeTimers();
    await submitStored(FIVE_BAD_EMAILS, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getAllByText('Invalid Email')).toHaveLength(5);
  });

  it("says 'Fill the required fields' when a required field is empty", async () => {
    const { notices, requests } = await submitStored({ jurisdictionOfOrganization: '', payableEmail: 'x' });
    expect(toasts(notices)).toContainEqual(['error', 'Fill the required fields']);
    expect(within(screen.getByLabelText('Jurisdiction of Organization').closest('.ant-form-item') as HTMLElement).getByText('Required field')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes and stays on Cancel', async () => {
    api();
    renderForm();
    const title = await screen.findByLabelText('Signer Title');
    await userEvent.type(title, 's');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledWith('You have some unsaved changes. OK to forget these changes and leave the page?');
    expect(screen.getByLabelText('Signer Title')).toHaveValue('CEOs');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Client forms list' })).toBeInTheDocument();
  });

  it('takes only phone characters in phone fields', async () => {
    api();
    renderForm();
    const phone = await screen.findByLabelText('Signer Phone');
    fireEvent.change(phone, { target: { value: '' } });
    await userEvent.type(phone, '+1 a(2)');
    expect(phone).toHaveValue('+1 (2)');
    fireEvent.change(phone, { target: { value: '212x555#0100' } });
    expect(phone).toHaveValue('2125550100');
  });

  it('opens an image picker from the read-only box, shows the chosen name and sends the file', async () => {
    const requests = api();
    renderForm();
    const logo = await screen.findByLabelText('Logo');
    const picker = screen.getByTestId('logo-picker') as HTMLInputElement;
    const opened = jest.spyOn(picker, 'click');
    await userEvent.click(logo);
    expect(opened).toHaveBeenCalled();
    expect(picker).toHaveAttribute('accept', '.png,.gif,.jpeg,.jpg,image/png,image/gif,image/jpeg');
    fireEvent.change(picker, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByText('Images: png, gif, jpeg, jpg only')).toBeInTheDocument();
    expect(logo).toHaveValue('acme-logo.png');
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
    expect(screen.getByText('The image must be at most 1 MB')).toBeInTheDocument();
    const chosen = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new-logo.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [chosen] } });
    expect(logo).toHaveValue('new-logo.png');
    expect(screen.queryByText('The image must be at most 1 MB')).not.toBeInTheDocument();
    await userEvent.click(updateButton());
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    const file = (puts(requests)[0]?.body as FormData).get('logo') as File;
    expect([file.name, file.size]).toEqual(['new-logo.png', 4]);
  });

  it('changes the status in a dialog whose Save is disabled while unchanged; REJECTED e-mails the contact with the note', async () => {
    const notices = spyNotices();
    let status: ClientFormRecord['status'] = 'SUBMITTED';
    const requests = api({
      record: () => ({ data: clientFormRecord({ status }) }),
      put: (request) => {
        status = (request.body as { status: typeof status }).status;
        return { data: { message: 'Status updated successfully', emailSent: true } };
      },
    });
    renderForm();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['SUBMITTED', 'COMPLETED', 'REJECTED']);
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'COMPLETED' }));
    expect(save).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'REJECTED' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Send an e-mail notification to ops@acme.example' }));
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '  Missing tax documents ' } });
    await userEvent.click(save);
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toEqual({ status: 'REJECTED', sendEmailNotification: true, note: 'Missing tax documents' });
    await waitFor(() => expect(screen.getByTestId('client-form-status')).toHaveTextContent('REJECTED'));
    expect(toasts(notices)).toContainEqual(['success', 'Status updated successfully']);
  });

  it('warns when the rejection e-mail could not be sent', async () => {
    const notices = spyNotices();
    api({ put: { data: { message: 'Status updated successfully', emailSent: false } } });
    renderForm();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'REJECTED' }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts(notices)).toContainEqual(['warning', 'The e-mail to the contact could not be sent']));
  });

  it('shows the history from the server: who, when, from → to and the note, in the order given (newest first)', async () => {
    api({
      history: [
        { id: '3', at: '2024-07-04T16:30:00Z', actorEmail: 'client.success@px.local', action: 'EMAIL', changes: [{ field: 'email', from: null, to: 'ops@acme.example' }], note: 'Missing tax documents', outcome: 'SUCCEEDED' },
        { id: '2', at: '2024-07-04T16:30:00Z', actorEmail: 'client.success@px.local', action: 'STATUS_CHANGED', changes: [{ field: 'status', from: 'SUBMITTED', to: 'REJECTED' }], note: 'Missing tax documents', outcome: 'SUCCEEDED' },
        { id: '1', at: '2024-07-03T14:00:00Z', actorEmail: 'client.success@px.local', action: 'UPDATED', changes: [{ field: 'signerTitle', from: 'CEO', to: 'Founder' }, { field: 'dba', from: 'Acme', to: '' }], note: null, outcome: 'SUCCEEDED' },
        { id: '0', at: '2024-07-01T12:00:00Z', actorEmail: '', action: 'REGISTERED', changes: [{ field: 'status', from: null, to: 'SUBMITTED' }], note: null, outcome: 'SUCCEEDED' },
      ],
    });
    renderForm();
    const history = await screen.findByRole('list', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'E-mail sent client.success@px.local · Jul 04, 2024, 12:30 pm ETE-mail to ops@acme.exampleNote: Missing tax documents',
      'Status changed client.success@px.local · Jul 04, 2024, 12:30 pm ETStatus: SUBMITTED → REJECTEDNote: Missing tax documents',
      'Edited client.success@px.local · Jul 03, 2024, 10:00 am ETSigner Title: CEO → FounderDBA: Acme → (empty)',
      'Registered Public registration · Jul 01, 2024, 08:00 am ETStatus: (empty) → SUBMITTED',
    ]);
  });
});

describe('Client form page: a failed history load', () => {
  it('says in place of the history that it could not be loaded, and Retry loads it', async () => {
    spyNotices();
    let failures = 1;
    const entry: ClientFormHistoryEntry = { id: '0', at: '2024-07-01T12:00:00Z', actorEmail: '', action: 'REGISTERED', changes: [{ field: 'status', from: null, to: 'SUBMITTED' }], note: null, outcome: 'SUCCEEDED' };
    const requests = mockApi({
      [`GET ${RECORD_PATH}`]: { data: clientFormRecord() },
      [`GET ${HISTORY_PATH}`]: () => (failures-- > 0 ? { status: 500, data: { message: 'Action log unavailable' } } : { data: [entry] }),
    });
    renderForm();
    const card = (await screen.findByText('History', { selector: '.ant-card-head-title' })).closest<HTMLElement>('.ant-card')!;
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history');
    expect(alert).toHaveTextContent('Action log unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const history = await within(card).findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Registered Public registration · Jul 01, 2024, 08:00 am ETStatus: (empty) → SUBMITTED']);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === HISTORY_PATH)).toHaveLength(2);
  });
});

describe('Client form page: History drawer', () => {
  it("opens the form's action-log entries (GET /action-log/client-form/{submissionId}) in a drawer", async () => {
    const requests = mockApi({
      [`GET ${RECORD_PATH}`]: { data: clientFormRecord() },
      [`GET ${HISTORY_PATH}`]: { data: [] },
      'GET /action-log/client-form/S-1': {
        data: [
          {
            id: '3', at: '2024-07-03T14:00:00.000Z', actorEmail: 'client.success@px.local', actorSub: 's', actorRoles: ['CLIENT_SUCCESS'], area: 'client-success',
            endpoint: 'updateProspectiveTenant', action: 'STATUS_CHANGED', targetIds: ['S-1'], changes: [{ field: 'status', from: 'SUBMITTED', to: 'REJECTED' }],
            note: 'Missing documents', requestId: 'r', outcome: 'SUCCEEDED',
          },
        ],
      },
    });
    renderForm();
    await loaded();
    expect(requests.some((request) => request.url.startsWith('/action-log'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const item = within(await screen.findByRole('list', { name: 'History' })).getByRole('listitem');
    expect(item).toHaveTextContent('Status: SUBMITTED → REJECTED');
    expect(item).toHaveTextContent('Note: Missing documents');
  });
});
