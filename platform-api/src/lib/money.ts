/** Rounds an amount to cents (2 decimals), half away from zero. */
export function roundMoney(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
  return (Math.sign(amount) * cents) / 100;
}

/**
 * Card digits shown to finance users (docs/billing.md#clients-and-invoices-grids): the last four
 * digits padded to 16 characters with asterisks, e.g. `************4242`; `null` without digits.
 */
export function maskedCard(last4: string | null | undefined): string | null {
  return last4 ? last4.padStart(16, '*') : null;
}
