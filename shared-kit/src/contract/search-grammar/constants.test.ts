import { BLANKS_LABEL, FILTER_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER, SEARCH_TOOLTIP_TEXT, SEARCH_TOOLTIP_TITLE } from './constants';
import { SEARCH_VIEWS, VIEW_NAMES } from './views';

describe('search constants', () => {
  it('debounces 500 ms and filters 600 ms after a change', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(FILTER_DELAY_MS).toBe(600);
  });
  it('has the tooltip, placeholder and blanks texts', () => {
    expect(SEARCH_TOOLTIP_TITLE).toBe('Tips on Using Search');
    expect(SEARCH_TOOLTIP_TEXT).toMatch(/select.*range of cells.*cop.*paste.*search input/i);
    expect(SEARCH_PLACEHOLDER).toBe('Search Item Description');
    expect(BLANKS_LABEL).toBe('(Blanks)');
  });
});

describe('named views', () => {
  it('has the eleven views', () => {
    expect([...VIEW_NAMES].sort()).toEqual(
      ['orders', 'ordersAdd', 'offerClearing', 'pricing', 'channel', 'inventory', 'customer', 'clients', 'invoice', 'clientForms', 'reachOrders'].sort(),
    );
    for (const name of VIEW_NAMES) expect(SEARCH_VIEWS[name].name).toBe(name);
  });
  const typeOf = (view: keyof typeof SEARCH_VIEWS, field: string) => SEARCH_VIEWS[view].columns.find((c) => c.field === field)?.type;
  it('types the columns as the spec does', () => {
    expect(typeOf('orders', 'createDate')).toBe('date');
    expect(typeOf('orders', 'paymentStatus')).toBe('label');
    expect(typeOf('orders', 'buyerId')).toBe('label');
    expect(typeOf('orders', 'orderTotal')).toBe('currency');
    expect(typeOf('pricing', 'listPrice')).toBe('currency');
    expect(typeOf('pricing', 'lowPrice')).toBe('currency');
    expect(typeOf('channel', 'warehouse')).toBe('label');
    expect(typeOf('channel', 'lastUpdatedDate')).toBe('date');
    expect(typeOf('inventory', 'warehouseLabel')).toBe('text');
    expect(typeOf('customer', 'salesRepEmail')).toBe('exact');
    expect(typeOf('customer', 'users')).toBe('array');
    expect(typeOf('customer', 'active')).toBe('label');
    expect(typeOf('clients', 'awaitingPayment')).toBe('currency');
    expect(typeOf('clients', 'hoursAwaitingPayment')).toBe('number');
    expect(typeOf('invoice', 'invoicedAmount')).toBe('currency');
    expect(typeOf('invoice', 'amountOwed')).toBe('currency');
    expect(typeOf('invoice', 'dueDate')).toBe('date');
    expect(typeOf('clientForms', 'createDate')).toBe('date');
    expect(SEARCH_VIEWS.invoice.columns.map((c) => c.field)).toEqual([
      'invoiceNumber', 'client', 'invoiceDate', 'invoicedAmount', 'invoiceStatus', 'cardPaymentStatus', 'amountOwed', 'dueDate',
      'billingPeriodStartDate', 'billingPeriodEndDate', 'billingPeriodOrders', 'billingPeriodOrdersInUsd', 'referrer',
    ]);
  });
  it('gives orders the Order prefix and item views the SKU prefix', () => {
    expect(SEARCH_VIEWS.orders.prefix).toBe('Order');
    expect(SEARCH_VIEWS.inventory.prefix).toBe('SKU');
    expect(SEARCH_VIEWS.invoice.prefix).toBeUndefined();
  });
});
