/**
 * Card payments leave platform-api through this interface: the local test gateway implements it
 * here (`local/local-payment-gateway.ts`); a card processor's client would plug in the same way.
 */

/** The card on file a charge is made with (only what the gateway needs to identify it). */
export interface CardOnFile {
  paymentMethodId: string;
  cardType: string;
  cardLast4Digits: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
}

/** One charge of an invoice's amount owed. */
export interface ChargeRequest {
  invoiceNumber: string;
  tenantId: string;
  /** Amount in dollars of `currencyCode`, 2 decimals. */
  amount: number;
  currencyCode: string;
  card: CardOnFile;
  /** Identifies the attempt; a gateway must not charge twice for the same key. */
  idempotencyKey: string;
}

/** The gateway's answer to a charge. */
export interface ChargeResult {
  status: 'SUCCEEDED' | 'FAILURE';
  /** The gateway's id of the charge. */
  gatewayReference: string;
  /** Human-readable outcome, e.g. `Approved` or `Your card was declined.` */
  message: string;
}

/** A card payment processor. */
export interface PaymentGateway {
  readonly name: string;
  /**
   * Charges a card. A declined card is a normal `FAILURE` result, not an exception.
   *
   * @throws when the gateway cannot be reached; the caller records the attempt as failed.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The outcome of the charge made with `idempotencyKey`, or `null` when the gateway never received
   * it (nothing was charged). Settles a payment whose process stopped before it recorded the
   * outcome (payment-service.ts, `STALE_CARD_PAYMENT_MS`).
   *
   * @throws when the gateway cannot be reached; the payment then stays REQUESTED.
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
}
