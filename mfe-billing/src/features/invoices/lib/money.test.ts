import { lineItemDescription } from './money';

describe('lineItemDescription', () => {
  test.each([
    ['Marketplace fee 1.5% of shipped GMV $7343.96', 'USD', 'Marketplace fee 1.5% of shipped GMV $7,343.96'],
    ['Marketplace fee 2% of shipped GMV MX$1234567.5', 'MXN', 'Marketplace fee 2% of shipped GMV MX$1,234,567.50'],
    ['Marketplace fee 2% of shipped GMV €999.1', 'EUR', 'Marketplace fee 2% of shipped GMV €999.10'],
    ['Subscription $1,200.00', 'USD', 'Subscription $1,200.00'],
  ])('%s (%s) reads %s', (text, code, expected) => {
    expect(lineItemDescription(text, code)).toBe(expected);
  });

  test('text without an amount, and percentages, stay as they are', () => {
    expect(lineItemDescription('Platform fee (2.5% of GMV)', 'USD')).toBe('Platform fee (2.5% of GMV)');
  });
});
