import { parseSearch } from './parse-search';
import { SEARCH_VIEWS } from './views';

const inventory = SEARCH_VIEWS.inventory;
const orders = SEARCH_VIEWS.orders;

describe('search text (spec 02 §5)', () => {
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
});
