import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AmountFilterPanel, DateFilterPanel, SetFilterPanel } from './filter-panels';

describe('grid filter panels', () => {
  it('lists set values with (Blanks) and applies the picked ones', () => {
    const onApply = jest.fn();
    render(
      <SetFilterPanel
        title="Referrer"
        values={[{ value: 'Acme', label: 'Acme', count: 2 }, { value: '(Blanks)', label: '(Blanks)', count: 5 }]}
        selected={[]}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByText('(Blanks)'));
    fireEvent.click(screen.getByText('Apply'));
    expect(onApply).toHaveBeenCalledWith(['(Blanks)']);
  });

  it('offers the date presets and shows the date messages', () => {
    const onApply = jest.fn();
    render(<DateFilterPanel title="Invoice Date" value={undefined} onApply={onApply} />);
    for (const label of ['Today', 'Last 7 Days', 'Last 14 Days', 'Last 28 Days', 'Custom']) expect(screen.getByText(label)).toBeTruthy();
    fireEvent.click(screen.getByText('Custom'));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2024/31/01' } });
    fireEvent.click(screen.getByText('Apply'));
    expect(screen.getByText('Invalid Date! please enter the date in the format: MM/DD/YYYY or DD/MM/YYYY')).toBeTruthy();
    expect(screen.getByText('Invalid Dates')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '01/05/2024' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '01/01/2024' } });
    fireEvent.click(screen.getByText('Apply'));
    expect(screen.getByText('The Start Date cannot be after 01/01/2024')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '31/01/2024' } });
    fireEvent.click(screen.getByText('Apply'));
    expect(onApply).toHaveBeenCalledWith({ preset: 'custom', from: '01/05/2024', to: '31/01/2024' });
  });

  it('opens the amount filter at 0 to 1000 and shows its messages', () => {
    const onApply = jest.fn();
    render(<AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={onApply} />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('1000');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '1e3' } });
    expect(screen.getByText('Must be a valid number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2000' } });
    expect(screen.getByText('From must be smaller than To')).toBeTruthy();
    expect(screen.getByText('To must be greater than From')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10' } });
    fireEvent.click(screen.getByText('Apply'));
    expect(onApply).toHaveBeenCalledWith({ from: '10', to: '1000' });
  });

  it('opens the amount filter at 0.01 to 5 under the applied reading', () => {
    render(<AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={jest.fn()} reading="applied" />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('0.01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('5');
  });

  it('shows the amount boxes under visible labels, From and To', () => {
    render(<AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={jest.fn()} />);
    const panel = screen.getByRole('group', { name: 'Invoiced Amount filter' });
    for (const name of ['From', 'To']) {
      const label = within(panel).getByText(name);
      expect(label.tagName).toBe('LABEL');
      expect(within(panel).getByRole('textbox', { name })).toBe(document.getElementById(label.getAttribute('for')!));
    }
  });

  it('shows the custom date boxes under visible labels', () => {
    render(<DateFilterPanel title="Invoice Date" value={{ preset: 'custom', from: '', to: '' }} onApply={jest.fn()} />);
    for (const name of ['Start Date', 'End Date']) {
      expect(screen.getByText(name).tagName).toBe('LABEL');
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
  });

  it("names the set filter's search box after its column", () => {
    render(<SetFilterPanel title="Referrer" values={[]} selected={[]} onApply={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Search Referrer values' })).toBeTruthy();
  });

  it('takes focus when opened and keeps Tab among its controls', async () => {
    const { rerender } = render(<AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={jest.fn()} open={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={jest.fn()} open />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'From' })));
    // The dropdown closes on a Tab it hears on the window; the panel keeps it.
    const heard = jest.fn();
    window.addEventListener('keydown', heard);
    try {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'From' }), { key: 'Tab' });
      expect(heard).not.toHaveBeenCalled();
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'From' }), { key: 'Escape' });
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('keydown', heard);
    }
  });
});
