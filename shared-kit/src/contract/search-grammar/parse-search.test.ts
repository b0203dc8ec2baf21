import { parseSearch, pastedSearchText } from './parse-search';
import { SEARCH_VIEWS, viewOf } from './views';

const inventory = SEARCH_VIEWS.inventory;
const orders = SEARCH_VIEWS.orders;

describe('search text', () => {
  it('is nothing when blank', () => {
    expect(parseSearch('   ', inventory)).toEqual({ kind: 'none' });
    expect(parseSearch(undefined, inventory)).toEqual({ kind: 'none' });
  });
  it('is a multiple-SKU search only for numbers separated by white space', () => {
    expect(parseSearch('100007\n100014\t100021  100028\r\n', inventory)).toEqual({ kind: 'multi', tokens: ['100007', '100014', '100021', '100028'] });
    expect(parseSearch('100007 100007', inventory)).toEqual({ kind: 'multi', tokens: ['100007'] });
    expect(parseSearch('100007 iphone', inventory).kind).toBe('quick');
    expect(parseSearch('100007,100014', inventory).kind).toBe('quick');
    expect(parseSearch('100007', inventory).kind).toBe('quick');
    expect(parseSearch('100007 100014', SEARCH_VIEWS.invoice).kind).toBe('quick');
  });
  it('is a multiple-order search for order-number tokens with a prefix', () => {
    expect(parseSearch('PX-1001 PX-1002\nSO1003', orders)).toEqual({ kind: 'multi', tokens: ['px-1001', 'px-1002', 'so1003'] });
    expect(parseSearch('1001 1002', orders).kind).toBe('quick');
    expect(parseSearch('PX-1001 shipped', orders).kind).toBe('quick');
  });
  it('honours the view prefix and a colon', () => {
    expect(parseSearch('SKU: 100007', inventory)).toEqual({ kind: 'multi', tokens: ['100007'] });
    expect(parseSearch('sku:100007, 100014', inventory)).toEqual({ kind: 'multi', tokens: ['100007', '100014'] });
    expect(parseSearch('Order: PX-1001', orders)).toEqual({ kind: 'multi', tokens: ['px-1001'] });
    expect(parseSearch('Order: PX-1001', inventory).kind).toBe('quick');
    expect(parseSearch('SKU:', inventory)).toEqual({ kind: 'none' });
  });
  it('splits a quick search into distinct lower-case words', () => {
    expect(parseSearch('  Galaxy  S22 galaxy ', inventory)).toEqual({ kind: 'quick', terms: ['galaxy', 's22'] });
  });
  it('reads two or more invoice numbers as a search for each on the invoice view (record-number column)', () => {
    const invoice = SEARCH_VIEWS.invoice;
    expect(invoice.multi).toEqual({ kind: 'key', fields: ['invoiceNumber'] });
    expect(parseSearch('INV-202401-T01 inv-202402-T01  INV-100000', invoice)).toEqual({
      kind: 'multi',
      tokens: ['inv-202401-t01', 'inv-202402-t01', 'inv-100000'],
    });
    // One number stays a quick search (it also finds longer numbers containing it), as do words.
    expect(parseSearch('INV-202401-T01', invoice).kind).toBe('quick');
    expect(parseSearch('INV-202401-T01 acme', invoice).kind).toBe('quick');
    expect(parseSearch('2024 01', invoice).kind).toBe('quick');
    // Views without a record-number column keep their grammar.
    expect(parseSearch('INV-1 INV-2', SEARCH_VIEWS.clients).kind).toBe('quick');
  });
});

describe('limits of a search text (docs/search.md "Limits")', () => {
  const invoice = SEARCH_VIEWS.invoice;
  // Words, not invoice numbers (a letter after the digits).
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}x`).join(' ');
  it('accepts a quick search of 10 different words and refuses 11 with a message saying how many there are', () => {
    expect(parseSearch(words(10), invoice)).toEqual({ kind: 'quick', terms: ['w0x', 'w1x', 'w2x', 'w3x', 'w4x', 'w5x', 'w6x', 'w7x', 'w8x', 'w9x'] });
    expect(parseSearch(words(11), invoice)).toEqual({ kind: 'refused', message: 'Search for at most 10 words at a time; this search has 11.' });
    expect(parseSearch('x0: 0 x1: 1 x2: 2 x3: 3 x4: 4 x5: 5 x6: 6 x7: 7', SEARCH_VIEWS.clients)).toEqual({
      kind: 'refused',
      message: 'Search for at most 10 words at a time; this search has 16.',
    });
  });
  it('counts a word typed twice once', () => {
    expect(parseSearch(`${words(10)} W9X w0x`, invoice).kind).toBe('quick');
  });
  it('admits a pasted list of 1,000 invoice numbers, SKUs or order numbers, each a value of the list', () => {
    const invoices = Array.from({ length: 1000 }, (_, i) => `INV-202401-T${String(i).padStart(4, '0')}`).join(' ');
    expect(invoices.length).toBeGreaterThan(15_000);
    const parsed = parseSearch(invoices, invoice);
    expect([parsed.kind, parsed.kind === 'multi' && parsed.tokens.length]).toEqual(['multi', 1000]);
    const skus = parseSearch(Array.from({ length: 1000 }, (_, i) => String(100_000 + i)).join('\n'), SEARCH_VIEWS.inventory);
    expect([skus.kind, skus.kind === 'multi' && skus.tokens.length]).toEqual(['multi', 1000]);
    const orders = parseSearch(`Order: ${Array.from({ length: 1000 }, (_, i) => `PX-${100_000 + i}`).join(', ')}`, SEARCH_VIEWS.orders);
    expect([orders.kind, orders.kind === 'multi' && orders.tokens.length]).toEqual(['multi', 1000]);
  });
  it('refuses a text of more than 20,000 characters, counting the characters as typed', () => {
    // 3,333 invoice numbers, then spaces up to `length`.
    const list = (length: number) => 'INV-2 '.repeat(3333).padEnd(length, ' ');
    expect(parseSearch(list(20_000), invoice).kind).toBe('multi');
    expect(parseSearch(list(20_001), invoice)).toEqual({ kind: 'refused', message: 'The search can be at most 20,000 characters long; this one has 20,001.' });
  });
});

describe('pasted search text', () => {
  const invoice = SEARCH_VIEWS.invoice;
  it('turns invoice numbers copied from a spreadsheet column, row or a typed list into the multiple-value form', () => {
    expect(pastedSearchText('INV-202401-T01\r\nINV-202402-T01\r\nINV-202403-T07\r\n', invoice)).toBe('INV-202401-T01 INV-202402-T01 INV-202403-T07');
    expect(pastedSearchText('INV-202401-T01\tINV-202402-T01', invoice)).toBe('INV-202401-T01 INV-202402-T01');
    expect(pastedSearchText('INV-202401-T01, INV-202402-T01;INV-202403-T07', invoice)).toBe('INV-202401-T01 INV-202402-T01 INV-202403-T07');
    expect(parseSearch(pastedSearchText('INV-1,INV-2', invoice), invoice)).toEqual({ kind: 'multi', tokens: ['inv-1', 'inv-2'] });
  });
  it('turns a pasted SKU column or comma list into numbers separated by spaces', () => {
    expect(pastedSearchText('100007\n100014\n', SEARCH_VIEWS.inventory)).toBe('100007 100014');
    expect(pastedSearchText('100007,100014', SEARCH_VIEWS.inventory)).toBe('100007 100014');
  });
  it('keeps lines of other text on one line, and leaves a one-line paste that is no list to the browser', () => {
    expect(pastedSearchText('Acme\nDevices', invoice)).toBe('Acme Devices');
    expect(pastedSearchText(' INV-202401-T01\r\n', invoice)).toBe('INV-202401-T01');
    expect(pastedSearchText('Acme, Inc', invoice)).toBeUndefined();
    expect(pastedSearchText('INV-202401-T01', invoice)).toBeUndefined();
    // Commas between invoice numbers only make a list on a view with record numbers.
    expect(pastedSearchText('INV-1,INV-2', viewOf('clients', [{ field: 'clientName', search: 'text' }]))).toBeUndefined();
  });
});
