import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { generateInvoices } from '../../test/fixtures/generators';
import type { InvoiceRow } from '../contract/entities';
import { DEFAULT_NO_ROWS_TEXT, DataGrid, type DataGridColumn, GRID_ROW_HEIGHT } from './data-grid';

const COLUMNS: DataGridColumn<InvoiceRow>[] = [
  { field: 'invoiceNumber', title: 'Invoice #' },
  { field: 'client', title: 'Client', filter: 'set' },
  { field: 'invoiceStatus', title: 'Status', filter: 'set', valueLabel: (v) => v.replace(/_/g, ' ') },
  { field: 'invoiceDate', title: 'Invoice Date', filter: 'date' },
  { field: 'invoicedAmount', title: 'Invoiced Amount', filter: 'amount' },
];

const ROWS: InvoiceRow[] = generateInvoices(6, 11).map((row, i) => ({
  ...row,
  invoiceNumber: `INV-${i + 1}`,
  client: ['Acme Devices', 'Globex Mobile', 'Northwind Devices International Holdings', 'Acme Devices', 'Initech Supply', 'Hooli Phones'][i]!,
  invoiceStatus: (['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'PAID', 'VOIDED', 'OVERDUE'] as const)[i]!,
  cardPaymentStatus: null,
  invoiceDate: `2024-01-0${i + 1}`,
  invoicedAmount: (i + 1) * 100,
}));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderGrid(url = '/invoices', extra: Partial<Parameters<typeof DataGrid<InvoiceRow>>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DataGrid<InvoiceRow> view="invoice" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={400} {...extra} />
      <Location />
    </MemoryRouter>,
  );
}

const shownInvoices = () => screen.queryAllByText(/^INV-\d+$/).map((el) => el.textContent);
const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe('DataGrid without a view: its columns declare the search', () => {
  const declared: DataGridColumn<InvoiceRow>[] = [
    { field: 'invoiceNumber', title: 'Invoice #', search: 'text' },
    { field: 'invoiceStatus', title: 'Status' },
    { field: 'client', title: 'Client', search: 'text', hidden: true },
  ];

  function renderDeclared() {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/invoices']}>
        <DataGrid<InvoiceRow> rows={ROWS} columns={declared} rowKey={(r) => r.invoiceNumber} height={400} />
      </MemoryRouter>,
    );
  }

  function typeSearch(text: string) {
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
    act(() => jest.advanceTimersByTime(600));
  }

  afterEach(() => jest.useRealTimers());

  it('searches the columns with a search type, hidden ones included, and not the others', () => {
    renderDeclared();
    expect(screen.queryByRole('columnheader', { name: 'Client' })).toBeNull();
    typeSearch('globex');
    expect(shownInvoices()).toEqual(['INV-2']);
    typeSearch('inv-5');
    expect(shownInvoices()).toEqual(['INV-5']);
    // Status declares no search type.
    typeSearch('voided');
    expect(shownInvoices()).toEqual([]);
  });
});

describe('DataGrid (spec 02 §2.3, §2.14, §5)', () => {
  it('renders rows 54 px high', () => {
    renderGrid();
    const row = screen.getByText('INV-1').closest('.ant-table-row') as HTMLElement;
    expect(GRID_ROW_HEIGHT).toBe(54);
    expect(row.style.height).toBe('54px');
    expect((row.querySelector('.ant-table-cell') as HTMLElement).style.height).toBe('54px');
  });

  it('renders only the visible part of a long list (virtual rows)', () => {
    const many = generateInvoices(2000, 3);
    render(
      <MemoryRouter>
        <DataGrid<InvoiceRow> view="invoice" rows={many} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={400} />
      </MemoryRouter>,
    );
    const rendered = screen.queryAllByText(/^INV-\d+$/).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
  });

  it('gives the header row the height asked for, selection column included', () => {
    const { container } = renderGrid('/invoices', { headerHeight: 32, rowSelection: { selectedRowKeys: [] } });
    const cells = [...container.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    expect(cells.length).toBeGreaterThan(COLUMNS.length);
    for (const cell of cells) {
      expect(cell.style.height).toBe('32px');
      expect(cell.getAttribute('style')).toMatch(/padding-block: 0(px)?;/);
    }
  });

  it("leaves the header to antd's theme without a header height", () => {
    const { container } = renderGrid();
    for (const cell of container.querySelectorAll<HTMLElement>('.ant-table-thead th')) expect(cell.style.height).toBe('');
  });

  describe('with a row buffer', () => {
    const many = generateInvoices(200, 5).map((row, i) => ({ ...row, invoiceNumber: `INV-${i}` }));
    const renderBuffered = (rowBuffer: number, extra: Partial<Parameters<typeof DataGrid<InvoiceRow>>[0]> = {}) =>
      render(
        <MemoryRouter>
          <DataGrid<InvoiceRow> view="invoice" rows={many} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={540} rowBuffer={rowBuffer} {...extra} />
        </MemoryRouter>,
      );
    const renderedKeys = (container: HTMLElement) =>
      [...container.querySelectorAll('.ant-table-tbody .ant-table-row')].map((row) => row.getAttribute('data-row-key'));
    const spacerHeights = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('.px-data-grid-spacer')].map((row) => row.style.height);
    const scrollBodyTo = (container: HTMLElement, top: number) => {
      const body = container.querySelector('.ant-table-body') as HTMLElement;
      Object.defineProperty(body, 'scrollTop', { configurable: true, value: top });
      fireEvent.scroll(body);
    };
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `INV-${from + i}`);

    it('renders the rows in view plus the buffer below them at the top', () => {
      // 540 px show ten 54 px rows; five more are rendered below.
      const { container } = renderBuffered(5);
      expect(renderedKeys(container)).toEqual(range(0, 15));
      expect(spacerHeights(container)).toEqual([`${185 * 54}px`]);
      // Spacers count 54 px a row, so rows must be 54 px: table cells centre their text without a
      // 54 px line height (which would add the cell's border to the row's height).
      const cell = container.querySelector<HTMLElement>('.ant-table-tbody .ant-table-row .ant-table-cell')!;
      expect(cell.style.height).toBe('54px');
      expect(cell.style.lineHeight).toBe('');
    });

    it('renders the buffer on both sides once scrolled, and follows the scroll', () => {
      const { container } = renderBuffered(5);
      scrollBodyTo(container, 100 * 54);
      expect(renderedKeys(container)).toEqual(range(95, 115));
      expect(spacerHeights(container)).toEqual([`${95 * 54}px`, `${85 * 54}px`]);
      // Half a row further: rows 100 to 110 are partly in view.
      scrollBodyTo(container, 100 * 54 + 27);
      expect(renderedKeys(container)).toEqual(range(95, 116));
      scrollBodyTo(container, 195 * 54);
      expect(renderedKeys(container)).toEqual(range(185, 200));
    });

    it('renders no more rows than those in view with a buffer of 0', () => {
      const { container } = renderBuffered(0);
      expect(renderedKeys(container)).toEqual(range(0, 10));
    });

    it('keeps every row selectable from the header checkbox', () => {
      const onChange = jest.fn();
      renderBuffered(5, { rowSelection: { selectedRowKeys: [], onChange } });
      fireEvent.click(screen.getAllByRole('checkbox')[0]!);
      expect(onChange.mock.calls[0]![0]).toHaveLength(200);
    });
  });

  it('shows the no-rows overlay, with a custom text if given', () => {
    const { unmount } = renderGrid('/invoices?search=nothing-like-this');
    expect(screen.getByText(DEFAULT_NO_ROWS_TEXT)).toBeTruthy();
    expect(DEFAULT_NO_ROWS_TEXT).toBe('No Rows To Show');
    unmount();
    renderGrid('/invoices?search=nothing-like-this', { noRowsText: 'No Orders Found' });
    expect(screen.getByText('No Orders Found')).toBeTruthy();
  });

  it('shows the loading overlay', () => {
    const { container } = renderGrid('/invoices', { loading: true });
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText(DEFAULT_NO_ROWS_TEXT)).toBeNull();
  });

  it('has the search placeholder and the tips tooltip', async () => {
    renderGrid();
    expect(screen.getByPlaceholderText('Search Item Description')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Tips on Using Search' }));
    expect(await screen.findByText('Tips on Using Search')).toBeTruthy();
    expect(await screen.findByText(/paste them into the search input/)).toBeTruthy();
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    it('writes the search to the URL after 500 ms and filters rows after 600 ms', () => {
      renderGrid();
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme' } });
      act(() => jest.advanceTimersByTime(499));
      expect(search().get('search')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(search().get('search')).toBe('acme');
      expect(shownInvoices()).toHaveLength(6);
      act(() => jest.advanceTimersByTime(99));
      expect(shownInvoices()).toHaveLength(6);
      act(() => jest.advanceTimersByTime(1));
      expect(shownInvoices()).toEqual(['INV-1', 'INV-4']);
    });
  });

  it('reads search and filters from the URL and shows them as chips', () => {
    renderGrid('/invoices?search=devices&f.invoiceStatus=PAID&f.client=Northwind+Devices+International+Holdings');
    expect(shownInvoices()).toEqual(['INV-3']);
    const chips = screen.getByLabelText('Active filters');
    expect(within(chips).getByText('Status: PAID')).toBeTruthy();
    // Chip labels are cut at 24 characters.
    expect(within(chips).getByText('Client: Northwind Devices Intern...')).toBeTruthy();
  });

  it('removes a filter from the URL when its chip is closed', () => {
    renderGrid('/invoices?f.invoiceStatus=PAID');
    expect(shownInvoices()).toEqual(['INV-3', 'INV-4']);
    fireEvent.click(screen.getByLabelText('Remove Status: PAID'));
    expect(search().getAll('f.invoiceStatus')).toEqual([]);
    expect(shownInvoices()).toHaveLength(6);
  });

  it('applies the default filter and sort when the URL has none, and records clearing it', () => {
    renderGrid('/invoices', { defaults: { sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, sort: { field: 'invoiceDate', direction: 'desc' } } });
    expect(shownInvoices()).toEqual(['INV-6', 'INV-2', 'INV-1']);
    fireEvent.click(screen.getByText('Clear filters'));
    expect(search().get('nf')).toBe('1');
    expect(shownInvoices()).toEqual(['INV-6', 'INV-5', 'INV-4', 'INV-3', 'INV-2', 'INV-1']);
  });

  it('mirrors sorting in the URL', () => {
    renderGrid();
    fireEvent.click(screen.getByText('Invoiced Amount'));
    expect(search().get('sort')).toBe('invoicedAmount:asc');
    fireEvent.click(screen.getByText('Invoiced Amount'));
    expect(search().get('sort')).toBe('invoicedAmount:desc');
    expect(shownInvoices()[0]).toBe('INV-6');
  });

  it('filters by date and amount ranges from the URL', () => {
    renderGrid('/invoices?d.invoiceDate=custom:01/02/2024~01/04/2024&a.invoicedAmount=250~1000');
    expect(shownInvoices()).toEqual(['INV-3', 'INV-4']);
    expect(within(screen.getByLabelText('Active filters')).getByText('Invoice Date: 01/02/2024 - 01/04/2024')).toBeTruthy();
  });

  it('reports the visible rows', () => {
    const onVisibleRowsChange = jest.fn();
    renderGrid('/invoices?f.client=Acme+Devices', { onVisibleRowsChange });
    expect(onVisibleRowsChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[3]]);
  });
});
