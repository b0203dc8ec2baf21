import { fireEvent, render, screen, within } from '@testing-library/react';
import { CARD_PAYMENT_FAILED_LABEL, ClientStatusChip, InvoiceStatusChip } from './status-chip';

describe('status chips', () => {
  it('shows the invoice status with spaces and the caller-supplied data-id', () => {
    render(<InvoiceStatusChip invoiceStatus="AWAITING_PAYMENT" dataId="status-INV-7" />);
    const chip = screen.getByText('AWAITING PAYMENT');
    expect(chip.closest('[data-id="status-INV-7"]')).not.toBeNull();
    expect(chip.closest('[data-badge]')?.getAttribute('data-badge')).toBe('badge-1');
  });
  it('shows PAYMENT FAILED when the card payment failed', () => {
    render(<InvoiceStatusChip invoiceStatus="OVERDUE" cardPaymentStatus="FAILURE" />);
    expect(screen.getByText('PAYMENT FAILED')).toBeTruthy();
  });
  it("marks PAYMENT FAILED with an icon named 'The card payment failed', in the default badge, with the same hover text", () => {
    render(<InvoiceStatusChip invoiceStatus="AWAITING_PAYMENT" cardPaymentStatus="FAILURE" />);
    const chip = screen.getByText('PAYMENT FAILED').closest('[data-badge]') as HTMLElement;
    expect(within(chip).getByRole('img', { name: 'The card payment failed' })).toBeTruthy();
    expect(CARD_PAYMENT_FAILED_LABEL).toBe('The card payment failed');
    expect(chip.getAttribute('data-badge')).toBe('badge-2');
    expect(chip.getAttribute('title')).toBe('The card payment failed');
    // An invoice awaiting payment is not overdue: no OVERDUE beside it.
    expect(screen.queryByText('OVERDUE')).toBeNull();
  });
  it('keeps an overdue invoice whose card payment failed visibly overdue: an OVERDUE chip in the overdue badge beside PAYMENT FAILED', () => {
    render(<InvoiceStatusChip invoiceStatus="OVERDUE" cardPaymentStatus="FAILURE" dataId="INV-9" />);
    const overdue = screen.getByText('OVERDUE');
    expect(overdue.getAttribute('data-stored-status')).toBe('OVERDUE');
    expect(overdue.style.color).toBe('rgb(166, 27, 27)');
    expect(overdue.closest('[data-badge]')).toBeNull();
    expect(screen.getByText('PAYMENT FAILED').closest('[data-id="INV-9"]')).not.toBeNull();
  });
  it('shows no icon on a chip whose card payment did not fail', () => {
    render(<InvoiceStatusChip invoiceStatus="PAID" cardPaymentStatus="SUCCEEDED" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
  it('is clickable only when editable', () => {
    const onClick = jest.fn();
    const { rerender } = render(<InvoiceStatusChip invoiceStatus="OVERDUE" onClick={onClick} />);
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByText('OVERDUE'));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<InvoiceStatusChip invoiceStatus="OVERDUE" onClick={onClick} editable />);
    fireEvent.click(screen.getByRole('button', { name: 'OVERDUE' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'OVERDUE' }), { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
  });
  it('hints that an editable chip opens the status dialog, and gives no hint otherwise', () => {
    const { rerender } = render(<InvoiceStatusChip invoiceStatus="OVERDUE" onClick={jest.fn()} />);
    const plain = screen.getByText('OVERDUE').closest('[data-badge]') as HTMLElement;
    expect(plain.getAttribute('title')).toBeNull();
    expect(plain.style.cursor).toBe('default');
    rerender(<InvoiceStatusChip invoiceStatus="OVERDUE" onClick={jest.fn()} editable />);
    const chip = screen.getByRole('button', { name: 'OVERDUE' });
    expect(chip.title).toBe('Change status');
    expect(chip.getAttribute('aria-haspopup')).toBe('dialog');
    expect(chip.style.cursor).toBe('pointer');
  });
  it('labels client statuses', () => {
    render(<ClientStatusChip status="PENDING_DEACTIVATION" />);
    expect(screen.getByText('Pending Deactivation')).toBeTruthy();
  });
});
