import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'shared-kit/runtime';
import { HarnessGrid } from '../../../test/support/grid-harness';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("names what failed, shows the server's message and loads again on Retry", async () => {
    const retry = jest.fn();
    render(<LoadError error={new ApiError('Request failed', 503, { message: 'Billing is unavailable' })} what="invoices" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not load invoices')).toBeTruthy();
    expect(within(alert).getByText('Billing is unavailable')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says 'Something went wrong' when the server gave no message, never the transport's own text", () => {
    const failed = Object.assign(new Error('Request failed with status code 500'), { isAxiosError: true, response: { status: 500, data: {} } });
    render(<LoadError error={failed} what="clients" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    expect(alert.textContent).not.toMatch(/status code|Request failed/);
  });

  it("says 'Something went wrong' for a call that got no answer", () => {
    render(<LoadError error={new Error('Network Error')} what="clients" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    expect(alert.textContent).not.toMatch(/Network Error/);
  });

  it('has no Retry button without a way to load again', () => {
    render(<LoadError error={new Error('Network Error')} what="the invoice" />);
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
  });
});

describe('DataGrid with a failed load', () => {
  const columns = [{ field: 'name', title: 'Name', render: (row: { name: string }) => row.name }];

  it('shows the error with Retry instead of an empty grid, and keeps the search box', () => {
    render(
      <MemoryRouter>
        <HarnessGrid<{ name: string }> aria-label="Clients" rows={[]} columns={columns} rowKey={(row) => row.name} loadError={new Error('Network Error')} loadErrorWhat="clients" onRetry={() => {}} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('alert')).getByText('Could not load clients')).toBeTruthy();
    expect(screen.queryByText('No Rows To Show')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });
});
