import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../billing/payment-gateway.js';

/** A documented test card of the local gateway: its last four digits decide the outcome. */
export interface TestCard {
  cardLast4Digits: string;
  cardType: string;
  outcome: ChargeResult['status'];
  message: string;
}

/**
 * Test cards of the local gateway (README "Local payment gateway"). Any other card number is
 * declined with 'Card not recognised by the test gateway.'; any card past its expiry month is
 * declined with 'Your card has expired.'.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { cardLast4Digits: '4242', cardType: 'Visa', outcome: 'SUCCEEDED', message: 'Approved' },
  { cardLast4Digits: '4444', cardType: 'Mastercard', outcome: 'SUCCEEDED', message: 'Approved' },
  { cardLast4Digits: '8431', cardType: 'American Express', outcome: 'SUCCEEDED', message: 'Approved' },
  { cardLast4Digits: '0002', cardType: 'Visa', outcome: 'FAILURE', message: 'Your card was declined.' },
  { cardLast4Digits: '9995', cardType: 'Visa', outcome: 'FAILURE', message: 'Your card has insufficient funds.' },
  { cardLast4Digits: '0119', cardType: 'Visa', outcome: 'FAILURE', message: 'An error occurred while processing your card. Try again in a little bit.' },
];

/** Options of {@link LocalPaymentGateway}. */
export interface LocalPaymentGatewayOptions {
  /** Clock used for the expiry check; default the real time. */
  now?: () => Date;
}

/** Charges the local gateway remembers for {@link LocalPaymentGateway.findCharge}; the oldest are forgotten first. */
export const LOCAL_GATEWAY_MEMORY = 10_000;

/**
 * The local test gateway: decides each charge from the card's last four digits
 * ({@link TEST_CARDS}) without any network call, so every payment path can be exercised offline.
 * Charges are recorded by the caller in the `payments` table. The gateway remembers the outcome of
 * its last {@link LOCAL_GATEWAY_MEMORY} charges by idempotency key, in memory: the same key
 * answers the same outcome without charging again, and `findCharge` finds it. After a restart it
 * remembers nothing, so a payment left REQUESTED by the stopped process settles as not charged.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = 'local-test-gateway';
  private readonly now: () => Date;
  private readonly charges = new Map<string, ChargeResult>();

  constructor(options: LocalPaymentGatewayOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const known = this.charges.get(request.idempotencyKey);
    if (known) return { ...known };
    const result = this.decide(request);
    this.charges.set(request.idempotencyKey, result);
    if (this.charges.size > LOCAL_GATEWAY_MEMORY) {
      const [oldest] = this.charges.keys();
      if (oldest !== undefined) this.charges.delete(oldest);
    }
    return { ...result };
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const known = this.charges.get(idempotencyKey);
    return known ? { ...known } : null;
  }

  private decide(request: ChargeRequest): ChargeResult {
    const gatewayReference = `ltg_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const now = this.now();
    const { cardExpiryYear, cardExpiryMonth } = request.card;
    if (cardExpiryYear < now.getUTCFullYear() || (cardExpiryYear === now.getUTCFullYear() && cardExpiryMonth < now.getUTCMonth() + 1)) {
      return { status: 'FAILURE', gatewayReference, message: 'Your card has expired.' };
    }
    const card = TEST_CARDS.find((candidate) => candidate.cardLast4Digits === request.card.cardLast4Digits);
    if (!card) return { status: 'FAILURE', gatewayReference, message: 'Card not recognised by the test gateway.' };
    return { status: card.outcome, gatewayReference, message: card.message };
  }
}
