import { render, screen, waitFor, within } from '@testing-library/react';
import { ChartFigure } from './chart-figure';

const data = {
  categories: ['Apr 2024', 'May 2024'],
  series: [
    { label: 'Acme', values: [1000.5, null] },
    { label: 'Beta', values: [300, 1200] },
  ],
};
const usd = (value: number) => `$${value.toFixed(2)}`;

test('a figure named by its title, described by its line and pointing at its details, with its figures as a table', async () => {
  render(
    <>
      <ChartFigure title="GMV by month" description="From the rows below." detailsId="rows" data={data} kind="stacked-column" categoryLabel="Month" formatValue={usd} />
      <div id="rows" />
    </>,
  );
  const figure = screen.getByRole('figure', { name: 'GMV by month' });
  expect(document.getElementById(figure.getAttribute('aria-describedby') ?? '')?.textContent).toBe('From the rows below.');
  expect(figure.getAttribute('aria-details')).toBe('rows');
  const table = within(figure).getByRole('table', { name: 'GMV by month' });
  expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
    ['Month', 'Acme', 'Beta'],
    ['Apr 2024', '$1000.50', '$300.00'],
    ['May 2024', '--', '$1200.00'],
  ]);
  // The drawing (its own chunk) is hidden from screen readers; the table stands for it.
  await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
  expect(figure.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('each column is drawn in its series colour with its category, series and value as hover text', async () => {
  render(<ChartFigure title="GMV" data={data} kind="stacked-column" categoryLabel="Month" formatValue={usd} />);
  const figure = screen.getByRole('figure', { name: 'GMV' });
  await waitFor(() => expect(figure.querySelectorAll('.ct-bar')).toHaveLength(3));
  const bars = [...figure.querySelectorAll('.ct-bar')].map((bar) => [bar.getAttribute('style')?.match(/stroke: (#\w+)/)?.[1], bar.querySelector('title')?.textContent]);
  expect(bars).toEqual([
    ['#0072B2', 'Apr 2024, Acme: $1000.50'],
    ['#E69F00', 'Apr 2024, Beta: $300.00'],
    ['#E69F00', 'May 2024, Beta: $1200.00'],
  ]);
});
