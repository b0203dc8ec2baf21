import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { generateInvoices } from '../../../../test/fixtures/generators';
import { HarnessGrid, type HarnessProps } from '../../../../test/support/grid-harness';
import type { InvoiceRow } from 'shared-kit/contract';
import { DEFAULT_NO_ROWS_TEXT, SELECTED_ROW_BACKGROUND } from './data-grid';
import type { DataGridColumn } from './columns';
import { GRID_ROW_HEIGHT } from './table-parts';
import type { GridController } from './controller';

type Extra = Partial<HarnessProps<InvoiceRow>>;

/** Each selection the grid's controller held after the log was started or last cleared. */
function selectionLog() {
  const seen: string[][] = [];
  let last: readonly string[] | undefined;
  const onController = (grid: GridController<InvoiceRow>) => {
    if (last !== undefined && grid.selection.keys !== last) seen.push([...grid.selection.keys]);
    last = grid.selection.keys;
  };
  return { seen, onController };
}

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

function renderGrid(url = '/invoices', extra: Extra = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <HarnessGrid<InvoiceRow> view="invoice" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={400} {...extra} />
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
        <HarnessGrid<InvoiceRow> rows={ROWS} columns={declared} rowKey={(r) => r.invoiceNumber} height={400} />
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

describe('DataGrid', () => {
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
        <HarnessGrid<InvoiceRow> view="invoice" rows={many} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={400} />
      </MemoryRouter>,
    );
    const rendered = screen.queryAllByText(/^INV-\d+$/).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
  });

  it('gives the header row the height asked for, selection column included', () => {
    const { container } = renderGrid('/invoices', { headerHeight: 32, selection: true });
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
    const renderBuffered = (rowBuffer: number, extra: Extra = {}) =>
      render(
        <MemoryRouter>
          <HarnessGrid<InvoiceRow> view="invoice" rows={many} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={540} rowBuffer={rowBuffer} {...extra} />
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
      const log = selectionLog();
      renderBuffered(5, { selection: true, onController: log.onController });
      fireEvent.click(screen.getAllByRole('checkbox')[0]!);
      expect(log.seen[0]).toHaveLength(200);
    });

    it("keeps nothing focusable in the table's hidden measure row (the header's select-all checkbox is not copied there)", () => {
      const { container } = renderBuffered(5, { selection: { columnTitle: <input type="checkbox" aria-label="Select users" /> } });
      const measureRow = container.querySelector('.ant-table-measure-row');
      expect(measureRow?.getAttribute('aria-hidden')).toBe('true');
      // One cell per column: the selection column and the five of COLUMNS.
      expect(measureRow?.querySelectorAll('td')).toHaveLength(COLUMNS.length + 1);
      expect(measureRow?.querySelectorAll('input, button, a[href], select, textarea, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
      // The header keeps its own checkbox.
      expect(within(container.querySelector('.ant-table-thead') as HTMLElement).getByRole('checkbox', { name: 'Select users' })).toBeTruthy();
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

  it("names the search box's clear button 'Clear search', which empties the box and the URL's search", async () => {
    renderGrid('/invoices?search=acme');
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    expect(box.value).toBe('acme');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    await waitFor(() => expect(search().get('search')).toBeNull());
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

    it('shows the parser\'s message under the box for more than 10 words, keeping the text, the rows and the URL of the last search', () => {
      renderGrid();
      const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'acme' } });
      act(() => jest.advanceTimersByTime(600));
      expect(shownInvoices()).toEqual(['INV-1', 'INV-4']);
      const eleven = 'acme a b c d e f g h i j';
      fireEvent.change(box, { target: { value: eleven } });
      expect(screen.getByRole('alert', { name: 'Search problem' }).textContent).toBe('Search for at most 10 words at a time; this search has 11.');
      act(() => jest.advanceTimersByTime(600));
      expect(box.value).toBe(eleven);
      expect(search().get('search')).toBe('acme');
      expect(shownInvoices()).toEqual(['INV-1', 'INV-4']);
      // Ten words are searched again, and the message goes.
      fireEvent.change(box, { target: { value: 'acme a b c d e f g h i' } });
      expect(screen.queryByRole('alert', { name: 'Search problem' })).toBeNull();
      act(() => jest.advanceTimersByTime(600));
      expect(search().get('search')).toBe('acme a b c d e f g h i');
      expect(shownInvoices()).toEqual([]);
    });

    // Navigations render as transitions: a change made before the router rendered the previous one
    // builds on what was written, so neither undoes the other.
    it('keeps a filter removed while the typed search waits to be written', () => {
      renderGrid('/invoices?f.invoiceStatus=PAID');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme' } });
      act(() => jest.advanceTimersByTime(499));
      act(() => {
        fireEvent.click(screen.getByLabelText('Remove Status: PAID'));
        jest.advanceTimersByTime(1);
      });
      expect(search().get('search')).toBe('acme');
      expect(search().getAll('f.invoiceStatus')).toEqual([]);
      act(() => jest.advanceTimersByTime(100));
      expect(shownInvoices()).toEqual(['INV-1', 'INV-4']);
    });

    it('keeps the typed search written just before a filter is removed', () => {
      renderGrid('/invoices?f.invoiceStatus=PAID');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme' } });
      act(() => jest.advanceTimersByTime(499));
      act(() => {
        jest.advanceTimersByTime(1);
        fireEvent.click(screen.getByLabelText('Remove Status: PAID'));
      });
      expect(search().get('search')).toBe('acme');
      expect(search().getAll('f.invoiceStatus')).toEqual([]);
      expect(screen.queryByLabelText('Active filters')).toBeNull();
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

  it('follows a link to the page with other filters, and Back to the entry it wrote itself', () => {
    let navigate: NavigateFunction | undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/invoices?f.invoiceStatus=PAID']}>
        <HarnessGrid<InvoiceRow> view="invoice" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={400} />
        <Location />
        <Navigator />
      </MemoryRouter>,
    );
    expect(shownInvoices()).toEqual(['INV-3', 'INV-4']);
    // The grid writes its own entry: the status filter removed, the client filter set.
    fireEvent.click(screen.getByLabelText('Remove Status: PAID'));
    expect(shownInvoices()).toHaveLength(6);
    // A link to the page with another filter: the grid reads it.
    act(() => void navigate!('/invoices?f.client=Hooli+Phones'));
    expect(shownInvoices()).toEqual(['INV-6']);
    expect(within(screen.getByLabelText('Active filters')).getByText('Client: Hooli Phones')).toBeTruthy();
    // Back: the entry the grid wrote, every invoice again.
    act(() => void navigate!(-1));
    expect(search().getAll('f.client')).toEqual([]);
    expect(shownInvoices()).toHaveLength(6);
    expect(screen.queryByLabelText('Active filters')).toBeNull();
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

  it('a second header click before the first one is drawn sorts descending, a third clears the sort', () => {
    renderGrid();
    const header = screen.getByText('Invoiced Amount');
    // Both clicks land before React renders again, as two quick clicks do while the router renders the
    // first one's URL: the header still shows the column unsorted at the second click.
    act(() => {
      fireEvent.click(header);
      fireEvent.click(header);
    });
    expect(search().get('sort')).toBe('invoicedAmount:desc');
    expect(shownInvoices()[0]).toBe('INV-6');
    fireEvent.click(header);
    expect(search().get('sort')).toBeNull();
  });

  it('filters by date and amount ranges from the URL', () => {
    renderGrid('/invoices?d.invoiceDate=custom:01/02/2024~01/04/2024&a.invoicedAmount=250~1000');
    expect(shownInvoices()).toEqual(['INV-3', 'INV-4']);
    expect(within(screen.getByLabelText('Active filters')).getByText('Invoice Date: 01/02/2024 - 01/04/2024')).toBeTruthy();
  });

  it("gives the page the rows shown as the controller's rows", () => {
    let shown: readonly InvoiceRow[] = [];
    renderGrid('/invoices?f.client=Acme+Devices', { onController: (grid) => void (shown = grid.rows) });
    expect(shown).toEqual([ROWS[0], ROWS[3]]);
  });
});


describe('DataGrid layout', () => {
  const innerHeight = window.innerHeight;
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  });
  /** The page as a browser lays it out: the window's height, the header's bottom and the grid's width. */
  function layOut({ windowHeight, headerBottom, gridWidth = 0 }: { windowHeight: number; headerBottom: number; gridWidth?: number }) {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: windowHeight });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const bottom = this.classList.contains('ant-table-header') ? headerBottom : 0;
      return new DOMRect(0, 0, 0, bottom);
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('px-data-grid') ? gridWidth : 0;
    });
  }
  const bodyHeight = (container: HTMLElement) => (container.querySelector('.ant-table-tbody-virtual-holder') as HTMLElement).style.maxHeight;
  const columnWidths = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.ant-table-header col')].map((col) => col.style.width);

  it('fills the window below the body top by default, follows a resize, and keeps 300 px at least', () => {
    layOut({ windowHeight: 1080, headerBottom: 260 });
    const { container } = renderGrid('/invoices', { height: undefined });
    // 1080 - 260 - 24 px kept below.
    expect(bodyHeight(container)).toBe('796px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(bodyHeight(container)).toBe('616px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(bodyHeight(container)).toBe('300px');
  });

  it('sizes the body from the place the table will take when it is first drawn after its rows arrive', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1080 });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      // The box holding the table's place starts 213 px down; the header drawn later ends 47 px below it.
      if (this.classList.contains('px-data-grid-pending')) return new DOMRect(0, 213, 0, 0);
      return new DOMRect(0, 0, 0, this.classList.contains('ant-table-header') ? 260 : 0);
    });
    const { container, rerender } = render(
      <MemoryRouter initialEntries={['/invoices']}>
        <HarnessGrid<InvoiceRow> view="invoice" rows={undefined} loading columns={COLUMNS} rowKey={(r) => r.invoiceNumber} />
      </MemoryRouter>,
    );
    // 1080 - (213 + 47) - 24 px kept below, header included in the box.
    expect((container.querySelector('.px-data-grid-pending') as HTMLElement).style.height).toBe(`${47 + 796}px`);
    rerender(
      <MemoryRouter initialEntries={['/invoices']}>
        <HarnessGrid<InvoiceRow> view="invoice" rows={ROWS} loading={false} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} />
      </MemoryRouter>,
    );
    expect(bodyHeight(container)).toBe('796px');
  });

  it('keeps an explicit height', () => {
    layOut({ windowHeight: 1080, headerBottom: 260 });
    const { container } = renderGrid('/invoices', { height: 400 });
    expect(bodyHeight(container)).toBe('400px');
  });

  it('widens columns to fill a wider grid, so that nothing scrolls sideways', () => {
    layOut({ windowHeight: 1080, headerBottom: 260, gridWidth: 1000 });
    const { container } = renderGrid();
    // Five columns of 160 px in 1000 px: 200 px each, the table exactly as wide as the grid.
    expect(columnWidths(container)).toEqual(['200px', '200px', '200px', '200px', '200px']);
    expect((container.querySelector('.ant-table-header table') as HTMLElement).style.width).toBe('1000px');
  });

  it('shrinks columns a little wider than the grid to fit it, the selection column kept', () => {
    layOut({ windowHeight: 1080, headerBottom: 260, gridWidth: 748 });
    const { container } = renderGrid('/invoices', { selection: true });
    // 700 px for five columns of 160 (at least 120 each): 140 px each; the selection column keeps 48.
    expect(columnWidths(container)).toEqual(['48px', '140px', '140px', '140px', '140px', '140px']);
    expect((container.querySelector('.ant-table-header table') as HTMLElement).style.width).toBe('748px');
  });

  it('measures again when its frame changes size without the window (a tab showing the grid)', () => {
    const resized: Array<(entries: ResizeObserverEntry[]) => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      readonly callback: (entries: ResizeObserverEntry[]) => void;
      constructor(callback: (entries: ResizeObserverEntry[]) => void) {
        this.callback = callback;
      }
      observe() {
        resized.push(this.callback);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      layOut({ windowHeight: 1080, headerBottom: 0, gridWidth: 0 });
      const { container } = renderGrid('/invoices', { height: undefined });
      expect(columnWidths(container)).toEqual(['160px', '160px', '160px', '160px', '160px']);
      jest.restoreAllMocks();
      layOut({ windowHeight: 1080, headerBottom: 360, gridWidth: 1000 });
      act(() => resized.forEach((callback) => callback([])));
      expect(columnWidths(container)).toEqual(['200px', '200px', '200px', '200px', '200px']);
      expect(bodyHeight(container)).toBe('696px');
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('keeps the declared widths when the columns cannot fit', () => {
    layOut({ windowHeight: 1080, headerBottom: 260, gridWidth: 500 });
    const { container } = renderGrid();
    expect(columnWidths(container)).toEqual(['160px', '160px', '160px', '160px', '160px']);
  });
});

describe('DataGrid filter value counts', () => {
  const listedValues = (column: string) => {
    const header = document.querySelector('.ant-table-thead') as HTMLElement;
    fireEvent.click(within(header).getByRole('button', { name: `Filter ${column}` }));
    const panel = screen.getByRole('group', { name: `${column} filter` });
    return within(panel).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
  };

  it('counts the clients among the invoices the status filter leaves, not among all of them', () => {
    // Paid: INV-3 (Northwind) and INV-4 (Acme); Acme's other invoice, INV-1, awaits payment.
    renderGrid('/invoices?f.invoiceStatus=PAID');
    expect(listedValues('Client')).toEqual(['Acme Devices (1)', 'Northwind Devices International Holdings (1)']);
  });

  it("counts each status among Acme's invoices, its own filter left out", () => {
    renderGrid('/invoices?f.client=Acme+Devices&f.invoiceStatus=PAID');
    expect(listedValues('Status')).toEqual(['AWAITING PAYMENT (1)', 'PAID (1)']);
  });
});

describe('DataGrid row count', () => {
  it("shows 'N of M rows' after the search and filters", () => {
    renderGrid('/invoices?f.client=Acme+Devices');
    expect(screen.getByRole('status', { name: 'Row count' }).textContent).toBe('2 of 6 rows');
  });
  it('adds the selected count when rows are selected', () => {
    renderGrid('/invoices', { selection: true, selected: ['INV-2', 'INV-5', 'INV-6'] });
    const count = screen.getByRole('status', { name: 'Row count' });
    expect(within(count).getByText('6 of 6 rows')).toBeTruthy();
    expect(within(count).getByText('3 selected')).toBeTruthy();
  });
  it('holds an empty row count region while the first load runs, and shows none when the load failed', () => {
    const { unmount } = renderGrid('/invoices', { rows: [], loading: true });
    const count = screen.getByRole('status', { name: 'Row count' });
    expect(count.textContent).toBe('');
    // Its own line, one line high, so the table does not move when the count arrives.
    expect(count.style.flexBasis).toBe('100%');
    expect(count.style.minHeight).toBe('1lh');
    unmount();
    renderGrid('/invoices', { loadError: new Error('down') });
    expect(screen.queryByRole('status', { name: 'Row count' })).toBeNull();
  });
});

describe('DataGrid keyboard', () => {
  const row = (invoiceNumber: string) => document.querySelector<HTMLElement>(`.ant-table-row[data-row-key="${invoiceNumber}"]`)!;
  const tabbable = () => [...document.querySelectorAll<HTMLElement>('.ant-table-row')].filter((r) => r.tabIndex === 0).map((r) => r.getAttribute('data-row-key'));

  it('puts one row in the Tab order and moves focus with the arrows, Home and End', () => {
    renderGrid();
    expect(tabbable()).toEqual(['INV-1']);
    act(() => row('INV-1').focus());
    fireEvent.keyDown(row('INV-1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row('INV-2'));
    expect(tabbable()).toEqual(['INV-2']);
    fireEvent.keyDown(row('INV-2'), { key: 'End' });
    expect(document.activeElement).toBe(row('INV-6'));
    fireEvent.keyDown(row('INV-6'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row('INV-6'));
    fireEvent.keyDown(row('INV-6'), { key: 'Home' });
    expect(document.activeElement).toBe(row('INV-1'));
    fireEvent.keyDown(row('INV-1'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(row('INV-1'));
    expect(tabbable()).toEqual(['INV-1']);
  });

  it('opens the focused row with Enter, and with Space when there is no selection column', () => {
    const onRowClick = jest.fn();
    const { unmount } = renderGrid('/invoices', { onRowClick });
    fireEvent.keyDown(row('INV-3'), { key: 'Enter' });
    fireEvent.keyDown(row('INV-4'), { key: ' ' });
    expect(onRowClick.mock.calls.map(([r]) => (r as InvoiceRow).invoiceNumber)).toEqual(['INV-3', 'INV-4']);
    unmount();
    onRowClick.mockClear();
    renderGrid('/invoices', { onRowClick, selection: true });
    fireEvent.keyDown(row('INV-4'), { key: ' ' });
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.keyDown(row('INV-4'), { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('ticks and clears the focused row with Space when there is a selection column, never a disabled one', () => {
    const log = selectionLog();
    const disabled = (r: InvoiceRow) => ({ disabled: r.invoiceNumber === 'INV-5' });
    const { unmount } = renderGrid('/invoices', { selection: { getCheckboxProps: disabled }, onController: log.onController });
    fireEvent.keyDown(row('INV-4'), { key: ' ' });
    expect(log.seen).toEqual([['INV-4']]);
    fireEvent.keyDown(row('INV-5'), { key: ' ' });
    expect(log.seen).toHaveLength(1);
    unmount();
    const again = selectionLog();
    renderGrid('/invoices', { selection: { getCheckboxProps: disabled }, selected: ['INV-4', 'INV-2'], onController: again.onController });
    again.seen.length = 0;
    fireEvent.keyDown(row('INV-4'), { key: ' ' });
    expect(again.seen).toEqual([['INV-2']]);
  });

  it('leaves keys pressed on a control inside the row to the control', () => {
    const onRowClick = jest.fn();
    renderGrid('/invoices', { onRowClick, selection: true });
    const checkbox = within(row('INV-2')).getByRole('checkbox');
    fireEvent.keyDown(checkbox, { key: 'Enter' });
    fireEvent.keyDown(checkbox, { key: 'ArrowDown' });
    expect(onRowClick).not.toHaveBeenCalled();
    expect(tabbable()).toEqual(['INV-1']);
  });

  it('puts the filter buttons in the Tab order with their column names, and opens a filter with Enter', async () => {
    renderGrid();
    const header = document.querySelector('.ant-table-thead') as HTMLElement;
    const buttons = within(header).getAllByRole('button', { name: /^Filter / });
    expect(buttons.map((b) => [b.getAttribute('aria-label'), b.tabIndex])).toEqual([
      ['Filter Client', 0],
      ['Filter Status', 0],
      ['Filter Invoice Date', 0],
      ['Filter Invoiced Amount', 0],
    ]);
    fireEvent.keyDown(within(header).getByRole('button', { name: 'Filter Status' }), { key: 'Enter' });
    const panel = screen.getByRole('group', { name: 'Status filter' });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Search Status values' })));
    // Enter on the filter button does not sort by its column.
    expect(search().get('sort')).toBeNull();
  });

  it('draws a visible focus ring on the focused row', () => {
    const { container } = renderGrid();
    expect(container.querySelector('style')?.textContent).toMatch(/\.ant-table-row:focus-visible \{ outline: 2px solid/);
  });
});

describe('DataGrid scrolling', () => {
  const many = generateInvoices(200, 5).map((r, i) => ({ ...r, invoiceNumber: `INV-${i}`, client: i % 2 ? 'Acme Devices' : 'Globex Mobile' }));
  /** A scroll position the test can set and read (jsdom does no layout). */
  function scrollable(element: HTMLElement, prop: 'scrollTop' | 'scrollLeft') {
    let value = 0;
    Object.defineProperty(element, prop, { configurable: true, get: () => value, set: (next: number) => void (value = next) });
  }
  const renderMany = (url: string, extra: Extra = {}) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <HarnessGrid<InvoiceRow> view="invoice" rows={many} columns={COLUMNS} rowKey={(r) => r.invoiceNumber} height={540} {...extra} />
        <Location />
      </MemoryRouter>,
    );

  it('goes back to the top on a new search and on a filter change', () => {
    jest.useFakeTimers();
    try {
      const { container } = renderMany('/invoices?f.client=Acme+Devices', { rowBuffer: 5 });
      const body = container.querySelector('.ant-table-body') as HTMLElement;
      scrollable(body, 'scrollTop');
      body.scrollTop = 50 * 54;
      fireEvent.scroll(body);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme' } });
      act(() => jest.advanceTimersByTime(600));
      expect(body.scrollTop).toBe(0);
      body.scrollTop = 30 * 54;
      fireEvent.scroll(body);
      fireEvent.click(screen.getByLabelText('Remove Client: Acme Devices'));
      expect(body.scrollTop).toBe(0);
      // The first match (the search for acme stays) is drawn again.
      expect(container.querySelector('.ant-table-tbody .ant-table-row')?.getAttribute('data-row-key')).toBe('INV-1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('scrolls the body sideways with the header (tabbing through the headers)', () => {
    const { container } = renderMany('/invoices', { rowBuffer: 5 });
    const header = container.querySelector('.ant-table-header') as HTMLElement;
    const body = container.querySelector('.ant-table-body') as HTMLElement;
    scrollable(header, 'scrollLeft');
    scrollable(body, 'scrollLeft');
    header.scrollLeft = 240;
    fireEvent.scroll(header);
    expect(body.scrollLeft).toBe(240);
  });

  it('scrolls virtual rows sideways with the header', () => {
    const { container } = renderMany('/invoices');
    const header = container.querySelector('.ant-table-header') as HTMLElement;
    scrollable(header, 'scrollLeft');
    header.scrollLeft = 200;
    fireEvent.scroll(header);
    expect((container.querySelector('.ant-table-tbody-virtual-holder-inner') as HTMLElement).style.marginLeft).toBe('-200px');
  });

  it('brings a row moved to by the keyboard into view before focusing it', () => {
    const { container } = renderMany('/invoices', { rowBuffer: 0 });
    const body = container.querySelector('.ant-table-body') as HTMLElement;
    scrollable(body, 'scrollTop');
    const rowOf = (key: string) => container.querySelector<HTMLElement>(`.ant-table-row[data-row-key="${key}"]`);
    // 540 px show rows 0 to 9; row 10 is not drawn until the body scrolls one row down.
    fireEvent.keyDown(rowOf('INV-9')!, { key: 'ArrowDown' });
    expect(body.scrollTop).toBe(54);
    fireEvent.scroll(body);
    expect(document.activeElement).toBe(rowOf('INV-10'));
  });
});

describe('DataGrid paste and selection', () => {
  it('finds every invoice number pasted from a spreadsheet column', () => {
    jest.useFakeTimers();
    try {
      renderGrid();
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.paste(box, { clipboardData: { getData: () => 'INV-2\r\nINV-5\r\nINV-9\r\n' } });
      expect((box as HTMLInputElement).value).toBe('INV-2 INV-5 INV-9');
      act(() => jest.advanceTimersByTime(600));
      expect(shownInvoices()).toEqual(['INV-2', 'INV-5']);
      expect(search().get('search')).toBe('INV-2 INV-5 INV-9');
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws selected rows with a clear selected background and full-contrast text', () => {
    renderGrid('/invoices', { selection: true, selected: ['INV-2'] });
    const cells = (key: string) => [...document.querySelectorAll<HTMLElement>(`.ant-table-row[data-row-key="${key}"] .ant-table-cell`)];
    expect(SELECTED_ROW_BACKGROUND).toBe('#d6e6f5');
    for (const cell of cells('INV-2')) {
      expect(cell.style.background).toBe('rgb(214, 230, 245)');
      expect(cell.style.color).toBe('rgba(0, 0, 0, 0.88)');
    }
    expect(cells('INV-2')).toHaveLength(COLUMNS.length + 1);
    for (const cell of cells('INV-1')) expect(cell.style.background).toBe('');
  });
});
