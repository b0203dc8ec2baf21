import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type ClientFormRecord } from 'shared-kit/contract';
import { setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { getProspectiveTenant } from '../api/get-prospective-tenant';
import { clientFormRecord } from '../testing/client-form-fixtures';
import { ClientFormPage } from './client-form-page';

jest.mock('../api/get-prospective-tenant');
const getRecord = jest.mocked(getProspectiveTenant);

function spyNotices() {
  const api = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(api);
  return api;
}

function renderForm(entries = ['/client-form', '/client-form/S-1']) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/client-form" element={<h1>Client forms list</h1>} />
        <Route path="/client-form/:id" element={<ClientFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => setNotifyApi());

describe('Client form page (spec 02 §2.12)', () => {
  it('shows Loading until the record is fetched, by the id in the path', async () => {
    let resolve!: (record: ClientFormRecord) => void;
    getRecord.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    expect(screen.getByRole('heading', { name: 'New Client Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByLabelText('Official Legal Name')).not.toBeInTheDocument();
    expect(getRecord).toHaveBeenCalledWith('S-1');
    resolve(clientFormRecord());
    expect(await screen.findByLabelText('Official Legal Name')).toHaveValue('Acme Devices LLC');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the status, the Eastern created and updated times and every section read-only', async () => {
    getRecord.mockResolvedValue(
      clientFormRecord({ status: 'REJECTED', createDate: '2024-01-05T20:04:00Z', updateDate: '2024-07-04T16:30:00Z' }),
    );
    renderForm();
    await screen.findByLabelText('Official Legal Name');
    expect(screen.getByTestId('client-form-status')).toHaveTextContent('REJECTED');
    expect(screen.getByText('Created Date: Jan 05, 2024, 03:04 pm')).toBeInTheDocument();
    expect(screen.getByText('Updated Date: Jul 04, 2024, 12:30 pm')).toBeInTheDocument();
    for (const section of ['Contact Email', 'Company', 'Authorized Signer', 'Accounts Payable', 'Billing Address', 'Site Configuration Options']) {
      expect(screen.getByText(section, { selector: '.ant-card-head-title' })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Contact Email')).toHaveValue('ops@acme.example');
    expect(screen.getByLabelText('Signer Email')).toHaveValue('jane@acme.example');
    expect(screen.getByLabelText('Payable Email')).toHaveValue('ap@acme.example');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('62701');
    expect(screen.getByLabelText('Logo')).toHaveValue('acme-logo.png');
    expect(screen.getByLabelText('Buyer Site Language')).toHaveValue('en-US');
    expect(screen.getByLabelText('Signer Name')).toHaveAttribute('readonly');
  });

  it("shows 'Unable to fetch' and goes back when the record cannot be fetched", async () => {
    const notices = spyNotices();
    getRecord.mockRejectedValue(new Error('Request failed with status code 404'));
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Client forms list' })).toBeInTheDocument();
    expect(notices.notification.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Unable to fetch' }));
  });

  it("shows the server's message in preference to 'Unable to fetch' (spec 02 §8)", async () => {
    const notices = spyNotices();
    getRecord.mockRejectedValue(Object.assign(new Error('Request failed with status code 404'), { isAxiosError: true, response: { status: 404, data: { message: 'Client form S-1 not found' } } }));
    renderForm();
    await screen.findByRole('heading', { name: 'Client forms list' });
    expect(notices.notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Client form S-1 not found' }),
    );
  });

  it('goes to the list when a directly opened record cannot be fetched', async () => {
    spyNotices();
    getRecord.mockRejectedValue(new Error('Network Error'));
    renderForm(['/client-form/S-1']);
    expect(await screen.findByRole('heading', { name: 'Client forms list' })).toBeInTheDocument();
  });

  it('goes back with the back button', async () => {
    getRecord.mockResolvedValue(clientFormRecord());
    renderForm();
    await screen.findByLabelText('Official Legal Name');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Client forms list' })).toBeInTheDocument());
  });
});
