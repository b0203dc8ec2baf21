import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditStatusDialog } from './edit-status-dialog';

function renderDialog(onSave: jest.Mock, open = true) {
  return render(
    <EditStatusDialog open={open} invoiceNumber="INV-1" currentStatus="AWAITING_PAYMENT" dueDate="2999-01-01" onCancel={() => undefined} onSave={onSave} />,
  );
}

describe('EditStatusDialog', () => {
  it('saves the status the user chose even when the opening animation ends after the choice', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const onSave = jest.fn();
    renderDialog(onSave);
    // Choose at once, before any animation had time to finish…
    await user.click(screen.getByRole('radio', { name: 'WRITTEN OFF' }));
    // …then let every pending animation callback run.
    act(() => jest.runAllTimers());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('WRITTEN_OFF');
    jest.useRealTimers();
  });

  it('starts from PAID again each time it opens', async () => {
    const onSave = jest.fn();
    const { rerender } = renderDialog(onSave);
    await userEvent.click(screen.getByRole('radio', { name: 'VOIDED' }));
    const props = { invoiceNumber: 'INV-1', currentStatus: 'AWAITING_PAYMENT' as const, dueDate: '2999-01-01', onCancel: () => undefined, onSave };
    rerender(<EditStatusDialog open={false} {...props} />);
    rerender(<EditStatusDialog open {...props} />);
    expect(await screen.findByRole('radio', { name: 'PAID' })).toBeChecked();
  });
});
