import { dayNumber } from 'shared-kit/contract';
import { EMPTY_GRID_STATE, type GridUrlState, readGridState, toGridQuery, writeGridState } from './grid-state';

const INVOICE_DEFAULTS: Partial<GridUrlState> = {
  sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] },
  sort: { field: 'invoiceDate', direction: 'desc' },
};

describe('grid state in the query string', () => {
  it('keeps the search text in the search parameter', () => {
    expect(writeGridState(new URLSearchParams(), { ...EMPTY_GRID_STATE, search: 'acme devices' }).toString()).toBe('search=acme+devices');
    expect(readGridState(new URLSearchParams('search=acme')).search).toBe('acme');
  });
  it('round-trips sort, set, date, amount and stock filters', () => {
    const state: GridUrlState = {
      search: 'x',
      sort: { field: 'dueDate', direction: 'asc' },
      sets: { client: ['Acme, Inc', '(Blanks)'] },
      dates: { invoiceDate: { preset: 'last7' }, dueDate: { preset: 'custom', from: '01/01/2024', to: '01/31/2024' } },
      amounts: { invoicedAmount: { from: '0', to: '1000' } },
      stock: 'outOfStock',
    };
    const params = writeGridState(new URLSearchParams('tab=1'), state);
    expect(params.get('tab')).toBe('1');
    expect(params.getAll('f.client')).toEqual(['Acme, Inc', '(Blanks)']);
    expect(readGridState(params)).toEqual(state);
  });
  it('applies the defaults only when the URL says nothing about the grid', () => {
    expect(readGridState(new URLSearchParams(), INVOICE_DEFAULTS)).toMatchObject({ sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, sort: { field: 'invoiceDate', direction: 'desc' } });
    expect(readGridState(new URLSearchParams('search=acme'), INVOICE_DEFAULTS).sets).toEqual({ invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] });
    expect(readGridState(new URLSearchParams('f.client=Acme'), INVOICE_DEFAULTS).sets).toEqual({ client: ['Acme'] });
  });
  it('remembers that the user cleared the default filters', () => {
    const cleared = writeGridState(new URLSearchParams(), EMPTY_GRID_STATE, INVOICE_DEFAULTS);
    expect(cleared.get('nf')).toBe('1');
    expect(readGridState(cleared, INVOICE_DEFAULTS).sets).toEqual({});
  });
  it('namespaces parameters with a prefix and leaves others alone', () => {
    const params = writeGridState(new URLSearchParams('search=page'), { ...EMPTY_GRID_STATE, search: 'grid' }, {}, 'inv.');
    expect(params.get('search')).toBe('page');
    expect(params.get('inv.search')).toBe('grid');
    expect(readGridState(params, {}, 'inv.').search).toBe('grid');
  });
  it('resolves presets and amounts into an engine query, skipping unfinished filters', () => {
    const now = Date.parse('2024-01-28T15:00:00Z');
    const { query } = toGridQuery(
      {
        ...EMPTY_GRID_STATE,
        dates: { invoiceDate: { preset: 'last7' }, dueDate: { preset: 'custom', from: '01/05/2024' } },
        amounts: { invoicedAmount: { from: '', to: '' }, amountOwed: { from: '9', to: '1' } },
      },
      { now },
    );
    expect(query.dates).toEqual({ invoiceDate: { from: dayNumber(2024, 1, 22), to: dayNumber(2024, 1, 28) } });
    expect(query.amounts).toEqual({ invoicedAmount: { from: 0, to: 1000 } });
  });
});
