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

/**
 * The local test gateway: decides each charge from the card's last four digits
 * ({@link TEST_CARDS}) without any network call, so every payment path can be exercised offline.
 * Charges are recorded by the caller in the `payments` table; the same idempotency key always
 * answers the same reference.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = 'local-test-gateway';
  private readonly now: () => Date;

  constructor(options: LocalPaymentGatewayOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
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
