import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { CLIENT_FORM_FIELDS, CLIENT_FORM_REQUIRED_FIELDS, ENDPOINTS } from 'shared-kit/contract';
import { App } from 'antd';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, setRuntimeConfig, setTokenProvider, type NotifyApi } from 'shared-kit/runtime';
import { NotifyBridge } from 'shared-kit/ui';
import { mockApi, TEST_RUNTIME_CONFIG, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { clientFormRecord } from '../../../testing/client-form-fixtures';
import { CLIENT_FORM_SECTIONS } from '../lib/client-form-sections';
import { NewClientPage, RegistrationSuccess } from './new-client-page';

function spyNotices() {
  const notices = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(notices);
  return notices;
}
const toasts = (notices: ReturnType<typeof spyNotices>) => notices.notification.open.mock.calls.map(([args]) => [args.type, args.title]);

function renderPage(reply: MockReply = { data: { message: 'Registered SuccessFully', submissionId: 'SUB-1' } }, { withToasts = false } = {}): RecordedRequest[] {
  const requests = mockApi({ [`POST ${ENDPOINTS.createProspectiveTenant.path}`]: reply });
  const page = (
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={['/new-client']}>
        <NewClientPage />
      </MemoryRouter>
    </QueryLayer>
  );
  // With the notice bridge the toasts render as antd notifications, as in the browser.
  render(
    withToasts ? (
      <App>
        <NotifyBridge />
        {page}
      </App>
    ) : (
      page
    ),
  );
  return requests;
}

/** The toasts on screen (antd notifications), by their text. */
const shownToasts = () => [...document.querySelectorAll('.ant-notification-notice')].map((notice) => notice.textContent ?? '');

const LABELS = new Map(CLIENT_FORM_SECTIONS.flatMap((section) => section.fields.map((field) => [field.name, field.label] as const)));

/** Fills every text field with the fixture's valid values (images left empty). */
function fillValidForm() {
  const record = clientFormRecord();
  for (const field of CLIENT_FORM_FIELDS) {
    if (field === 'logo' || field === 'favicon') continue;
    fireEvent.change(screen.getByLabelText(LABELS.get(field) ?? field), { target: { value: record[field] } });
  }
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Form' });

afterEach(() => {
  setNotifyApi();
  setTokenProvider(async () => undefined);
  jest.useRealTimers();
});

describe('New client registration at /new-client', () => {
  it('shows the empty form with the intro and Submit Form', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'New Client Account Details' })).toBeInTheDocument();
    expect(screen.getByText('Please make sure all information is correct. Click Submit Form when you are done.')).toBeInTheDocument();
    expect(screen.getByLabelText('Official Legal Name')).toHaveValue('');
    expect(screen.queryByTestId('client-form-status')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("registers without a token, every field sent (empty ones as empty strings), then shows 'Account Registration Successful'", async () => {
    setTokenProvider(async () => 'a-signed-in-token');
    const notices = spyNotices();
    const requests = renderPage();
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Address Line 2'), { target: { value: '' } });
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('logo-picker'), { target: { files: [logo] } });
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Account Registration Successful' });
    const [sent] = requests;
    expect(sent?.authorized).toBe(false);
    const body = sent?.body as FormData;
    expect([...body.keys()].sort()).toEqual(['tenantId', ...CLIENT_FORM_FIELDS].sort());
    expect(body.get('billingAddress2')).toBe('');
    expect(body.get('favicon')).toBe('');
    expect(body.get('tenantId')).toBe('');
    expect((body.get('logo') as File).name).toBe('acme.png');
    expect(toasts(notices)).toContainEqual(['success', 'Registered SuccessFully']);
    expect(within(screen.getByRole('list', { name: 'What Happens Next' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Our team reviews your account details and contacts you if there are any questions.',
      'A new system instance is created for your business.',
      'You receive an email invitation to sign in.',
    ]);
    expect(screen.getByRole('heading', { name: 'Need Help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'clientsuccess@px.local' })).toHaveAttribute('href', 'mailto:clientsuccess@px.local');
  });

  it("says 'Fill the required fields' for an empty submission, marks each required field, and clears the highlight after 3 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const notices = spyNotices();
    const requests = renderPage();
    await user.click(submitButton());
    expect(toasts(notices)).toEqual([['error', 'Fill the required fields']]);
    expect(screen.getAllByText('Required field')).toHaveLength(CLIENT_FORM_REQUIRED_FIELDS.length);
    expect(submitButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(requests).toHaveLength(0);
  });

  it("after a successful submit the success page shows no stale red 'Fill the required fields'", async () => {
    renderPage(undefined, { withToasts: true });
    await userEvent.click(submitButton());
    await waitFor(() => expect(shownToasts().some((text) => text.includes('Fill the required fields'))).toBe(true));
    fillValidForm();
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Account Registration Successful' });
    await waitFor(() => expect(shownToasts().some((text) => text.includes('Registered SuccessFully'))).toBe(true));
    await waitFor(() => expect(shownToasts().some((text) => text.includes('Fill the required fields'))).toBe(false));
  });

  it("keeps a lasting 'N fields need attention' after the highlight of many errors clears, which jumps to the first wrong field", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    expect(screen.queryByTestId('fields-need-attention')).not.toBeInTheDocument();
    await user.click(submitButton());
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    const line = screen.getByTestId('fields-need-attention');
    expect(line).toHaveTextContent(`${CLIENT_FORM_REQUIRED_FIELDS.length} fields need attention`);
    await user.click(line);
    expect(document.activeElement).toBe(screen.getByLabelText('Contact Email'));
    // Fixing a field lowers the count; fixing the last one removes the line.
    fireEvent.change(screen.getByLabelText('Contact Email'), { target: { value: 'ops@acme.example' } });
    expect(screen.getByTestId('fields-need-attention')).toHaveTextContent(`${CLIENT_FORM_REQUIRED_FIELDS.length - 1} fields need attention`);
  });

  it("brings a field's message back when it is edited or left empty again after the highlight cleared", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(submitButton());
    act(() => jest.advanceTimersByTime(3000));
    const legalName = screen.getByLabelText('Official Legal Name');
    const itsItem = () => legalName.closest('.ant-form-item') as HTMLElement;
    expect(itsItem()).not.toHaveTextContent('Required field');
    fireEvent.focus(legalName);
    fireEvent.blur(legalName);
    expect(itsItem()).toHaveTextContent('Required field');
    const email = screen.getByLabelText('Contact Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(email.closest('.ant-form-item')).toHaveTextContent('Invalid Email');
  });

  it("says 'Images: png, gif, jpeg, jpg only' when a .txt is chosen as Logo, and keeps no file", () => {
    renderPage();
    fireEvent.change(screen.getByTestId('logo-picker'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByLabelText('Logo').closest('.ant-form-item')).toHaveTextContent('Images: png, gif, jpeg, jpg only');
    expect(screen.getByLabelText('Logo')).toHaveValue('');
  });

  it("carries the provider's logo and name and a browser title of its own", () => {
    renderPage();
    expect(screen.getByRole('img', { name: 'PX logo' })).toBeInTheDocument();
    expect(screen.getByText('PX · Client Registration')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New Client Account Details' })).toBeInTheDocument();
    expect(document.title).toBe('New Client Registration · PX');
  });

  it("keeps what was typed and shows the server's message when the registration is refused", async () => {
    const notices = spyNotices();
    renderPage({ status: 429, data: { message: 'Too many registrations from this address: at most 30 a minute. Try again in 42 s' } });
    fillValidForm();
    await userEvent.click(submitButton());
    await waitFor(() => expect(toasts(notices)).toContainEqual(['error', 'Too many registrations from this address: at most 30 a minute. Try again in 42 s']));
    expect(screen.queryByRole('heading', { name: 'Account Registration Successful' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Official Legal Name')).toHaveValue('Acme Devices LLC');
  });

  it("asks 'You have some unsaved changes. OK to forget these changes and leave the page?' before leaving with typed values; Cancel keeps them, OK leaves", () => {
    mockApi({});
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <MemoryRouter initialEntries={['/new-client']}>
          <Link to="/elsewhere">Elsewhere</Link>
          <Routes>
            <Route path="/new-client" element={<NewClientPage />} />
            <Route path="/elsewhere" element={<p>Somewhere else</p>} />
          </Routes>
        </MemoryRouter>
      </QueryLayer>,
    );
    fireEvent.change(screen.getByLabelText('DBA'), { target: { value: 'Acme' } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm.mock.calls).toEqual([['You have some unsaved changes. OK to forget these changes and leave the page?']]);
    expect(screen.getByLabelText('DBA')).toHaveValue('Acme');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Somewhere else')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('shows the form in the page frame, its title the one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['New Client Account Details']);
    expect(screen.getByRole('region', { name: 'New Client Account Details' })).toContainElement(submitButton());
  });

  it('warns before the page unloads once something is typed', () => {
    renderPage();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('DBA'), { target: { value: 'Acme' } });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });
});

describe('the registration success page', () => {
  it("names config.json's clientSuccessEmail outside local, not the local address", () => {
    setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, environment: 'prod', providerWebsite: 'https://www.px.example', clientSuccessEmail: 'success@px.example' });
    render(<RegistrationSuccess />);
    expect(screen.getByRole('link', { name: 'success@px.example' })).toHaveAttribute('href', 'mailto:success@px.example');
    expect(screen.queryByText(/clientsuccess@px\.local/)).not.toBeInTheDocument();
  });

  it("has 'Account Registration Successful' as its one h1, the parts under it as h2 and h3", () => {
    setRuntimeConfig(TEST_RUNTIME_CONFIG);
    render(<RegistrationSuccess />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Account Registration Successful']);
    expect(screen.getByRole('heading', { level: 2, name: 'What Happens Next:' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Need Help?' })).toBeInTheDocument();
  });
});
