import { fireEvent, render, screen } from '@testing-library/react';
import { ClientStatusChip, InvoiceStatusChip } from './status-chip';

describe('status chips (spec 02 §2.1, §4)', () => {
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
