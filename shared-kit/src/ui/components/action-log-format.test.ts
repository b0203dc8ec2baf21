import { areaLabel, changeLines, noteText } from './action-log-format';

describe('action-log entries as the console writes them', () => {
  it('writes fields by their labels, amounts grouped with 2 decimals (with the currency when known), statuses by their labels', () => {
    const changes = [
      { field: 'amountOwed', from: '0.00', to: '1315.49' },
      { field: 'invoiceStatus', from: 'PAID', to: 'AWAITING_PAYMENT' },
    ];
    expect(changeLines(changes)).toEqual(['Amount Owed: 0.00 → 1,315.49', 'Status: Paid → Awaiting Payment']);
    expect(changeLines(changes, 'USD')).toEqual(['Amount Owed: $0.00 → $1,315.49', 'Status: Paid → Awaiting Payment']);
  });

  it('leaves out a change that changed nothing, and writes booleans, dates and records in words', () => {
    expect(
      changeLines([
        { field: 'tenant_page', from: 'false', to: 'false' },
        { field: 'splash_page', from: 'false', to: 'true' },
        { field: 'dueDate', from: '2026-11-01', to: null },
        { field: 'INV-7.invoiceStatus', from: 'OVERDUE', to: 'WRITTEN_OFF' },
      ]),
    ).toEqual(['Splash page: No → Yes', 'Due Date: Nov 01 2026 → (empty)', 'INV-7 · Status: Overdue → Written Off']);
  });

  it('names areas by their screens, not their slugs', () => {
    expect(areaLabel('internal-users')).toBe('Internal User Management');
    expect(areaLabel('release-deployment')).toBe('Config Deployment');
    expect(areaLabel('some-new-area')).toBe('Some new area');
  });

  it("writes a refusal's note without its status code", () => {
    expect(noteText('Refused (409): These invoices changed since the preview; preview again')).toBe('Refused: These invoices changed since the preview; preview again');
    expect(noteText('Refused (409)')).toBe('Refused');
    expect(noteText('Card declined')).toBe('Card declined');
  });
});
