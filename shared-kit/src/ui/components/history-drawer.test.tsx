import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { ActionLogEntry } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { HISTORY_UNAVAILABLE, HistoryDrawer, NO_HISTORY, actionLabel } from './history-drawer';

const ENTRY: ActionLogEntry = {
  id: '7',
  at: '2026-11-22T10:15:00.000Z',
  actorEmail: 'fiona.finance@px.local',
  actorSub: 'sub-1',
  actorRoles: ['FINANCE'],
  area: 'billing',
  endpoint: 'updateInvoiceStatus',
  action: 'STATUS_CHANGED',
  targetIds: ['INV-1', 'INV-2'],
  changes: [
    { field: 'invoiceStatus', from: 'AWAITING_PAYMENT', to: 'PAID' },
    { field: 'amountOwed', from: '120.50', to: '0.00' },
  ],
  note: null,
  requestId: 'req-1',
  outcome: 'SUCCEEDED',
};

function renderDrawer() {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <App>
        <HistoryDrawer entity="invoice" id="INV-1" />
      </App>
    </QueryLayer>,
  );
}

describe('HistoryDrawer', () => {
  it("asks for nothing until History is clicked, then lists the record's entries: action, who, when, each field from → to", async () => {
    const seen = mockApi({ 'GET /action-log/invoice/INV-1': { data: [ENTRY, { ...ENTRY, id: '6', action: 'CARD_PAYMENT', outcome: 'FAILED', changes: [], note: 'Card declined', actorEmail: '' }] } });
    renderDrawer();
    expect(seen).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'History' });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /action-log/invoice/INV-1']);
    expect(screen.getByText('History · Invoice INV-1')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // 10:15 UTC on Nov 22 is 05:15 am in US Eastern (EST), and the zone is named.
    expect(items[0]?.textContent).toContain('Status changed fiona.finance@px.local · Nov 22, 2026, 05:15 am ET');
    expect(items[0]?.textContent).toContain('Status: Awaiting Payment → Paid');
    expect(items[0]?.textContent).toContain('Amount Owed: 120.50 → 0.00');
    expect(items[1]?.textContent).toContain('Card payment System');
    expect(items[1]?.textContent).toContain('(failed)');
    expect(items[1]?.textContent).toContain('Note: Card declined');
  });

  it("writes amounts in the record's currency when given, leaves out changes that changed nothing, and a refusal's note without its code", async () => {
    mockApi({
      'GET /action-log/invoice/INV-1': {
        data: [{ ...ENTRY, changes: [{ field: 'amountOwed', from: '0.00', to: '1315.49' }, { field: 'tenant_page', from: 'false', to: 'false' }], note: 'Refused (409): These invoices changed since the preview; preview again' }],
      },
    });
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <App>
          <HistoryDrawer entity="invoice" id="INV-1" currencyCode="USD" />
        </App>
      </QueryLayer>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const item = within(await screen.findByRole('list', { name: 'History' })).getByRole('listitem');
    expect(item.textContent).toContain('Amount Owed: $0.00 → $1,315.49');
    expect(item.textContent).not.toContain('Tenant page');
    expect(item.textContent).toContain('Note: Refused: These invoices changed since the preview; preview again');
    expect(item.textContent).not.toContain('409');
  });

  it('says so when the record has no entries, and when the history cannot be loaded', async () => {
    mockApi({ 'GET /action-log/invoice/INV-1': { data: [] } });
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText(NO_HISTORY)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));

    mockApi({ 'GET /action-log/invoice/INV-1': { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'no' } } });
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText(HISTORY_UNAVAILABLE)).toBeTruthy();
  });

  it('puts actions in words', () => {
    expect(actionLabel('CARD_PAYMENT_REQUESTED')).toBe('Card payment requested');
    expect(actionLabel('OFFBOARDED')).toBe('Offboarded');
  });
});
