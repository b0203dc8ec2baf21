import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../src/billing/payment-gateway.js';
import { LocalPaymentGateway } from '../../src/local/local-payment-gateway.js';

/**
 * The local test gateway with hooks: something to do while a card is being charged (after the
 * payment was recorded REQUESTED, before the card is charged), a lookup that fails as if the gateway
 * were unreachable, and the idempotency keys it was asked about.
 */
export class ObservedGateway implements PaymentGateway {
  readonly name = 'observed-test-gateway';
  readonly local: LocalPaymentGateway;
  /** Runs inside the next charge only (so a charge made from it runs plainly). */
  duringNextCharge: ((request: ChargeRequest) => Promise<void>) | null = null;
  /** `findCharge` throws while set. */
  lookupFails = false;
  readonly lookups: string[] = [];

  constructor(now: () => Date) {
    this.local = new LocalPaymentGateway({ now });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const during = this.duringNextCharge;
    this.duringNextCharge = null;
    if (during) await during(request);
    return this.local.charge(request);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    this.lookups.push(idempotencyKey);
    if (this.lookupFails) throw new Error('connect ECONNREFUSED');
    return this.local.findCharge(idempotencyKey);
  }
}
