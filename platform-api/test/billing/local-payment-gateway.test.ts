import { LocalPaymentGateway, TEST_CARDS } from '../../src/local/local-payment-gateway.js';
import type { ChargeRequest } from '../../src/billing/payment-gateway.js';

const charge = (last4: string, expiry = { month: 12, year: 2030 }): ChargeRequest => ({
  invoiceNumber: 'INV-1',
  tenantId: 'T01',
  amount: 10,
  currencyCode: 'USD',
  idempotencyKey: `key-${last4}-${expiry.month}-${expiry.year}`,
  card: { paymentMethodId: 'pm', cardType: 'Visa', cardLast4Digits: last4, cardExpiryMonth: expiry.month, cardExpiryYear: expiry.year },
});

describe('LocalPaymentGateway', () => {
  const gateway = new LocalPaymentGateway({ now: () => new Date('2025-06-15T12:00:00Z') });

  it.each(TEST_CARDS.map((card) => [card.cardLast4Digits, card.outcome, card.message] as const))('card %s -> %s (%s)', async (last4, outcome, message) => {
    expect(await gateway.charge(charge(last4))).toMatchObject({ status: outcome, message });
  });

  it('declines unknown and expired cards', async () => {
    expect(await gateway.charge(charge('1234'))).toMatchObject({ status: 'FAILURE', message: 'Card not recognised by the test gateway.' });
    expect(await gateway.charge(charge('4242', { month: 5, year: 2025 }))).toMatchObject({ status: 'FAILURE', message: 'Your card has expired.' });
    expect(await gateway.charge(charge('4242', { month: 6, year: 2025 }))).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('answers the same reference for the same idempotency key', async () => {
    const first = await gateway.charge(charge('4242'));
    expect((await gateway.charge(charge('4242'))).gatewayReference).toBe(first.gatewayReference);
  });

  it('finds a charge by its idempotency key, and answers null for a key it never received', async () => {
    const fresh = new LocalPaymentGateway({ now: () => new Date('2025-06-15T12:00:00Z') });
    const declined = await fresh.charge({ ...charge('0002'), idempotencyKey: 'pay_1' });
    expect(await fresh.findCharge('pay_1')).toEqual(declined);
    expect(await fresh.findCharge('pay_2')).toBeNull();
  });

  it('charges once per idempotency key: a repeated key answers the first outcome', async () => {
    const fresh = new LocalPaymentGateway({ now: () => new Date('2025-06-15T12:00:00Z') });
    const first = await fresh.charge({ ...charge('4242'), idempotencyKey: 'pay_once' });
    expect(await fresh.charge({ ...charge('0002'), idempotencyKey: 'pay_once' })).toEqual(first);
  });
});
