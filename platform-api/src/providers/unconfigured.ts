/**
 * The stand-ins of a provider that is not configured (API_ENVIRONMENT `test` or `prod` without its
 * variable): each implements the provider's interface and refuses every call with a 503 naming
 * what is missing, so nothing pretends to succeed (docs/operations.md#environments-and-providers).
 */
import type { ChargeResult, PaymentGateway } from '../billing/payment-gateway.js';
import { HttpError } from '../lib/http-error.js';
import type { BlobStore } from '../local/local-blob.js';
import type { DnsProvider } from '../local/local-dns.js';
import type { MailSender, SentMail } from '../local/local-mail.js';
import type { CodeHost } from '../releases/local-bitbucket.js';
import type { TranslationOutcome, Translator } from '../translations/translator.js';
import { PROVIDERS, type ProviderKey } from './provider-config.js';

/** 503 of a call that needs a provider that is not configured, e.g. 'Card payments are not configured'. */
export class ProviderNotConfiguredError extends HttpError {
  constructor(readonly provider: ProviderKey) {
    super(503, PROVIDERS[provider].notConfigured);
    this.name = 'ProviderNotConfiguredError';
  }
}

/** Marks an implementation as the not-configured stand-in of `provider`. */
export interface Unconfigured {
  readonly notConfigured: ProviderKey;
}

/** Whether `implementation` is a not-configured stand-in. */
export function isUnconfigured(implementation: unknown): implementation is Unconfigured {
  return typeof (implementation as Partial<Unconfigured> | null)?.notConfigured === 'string';
}

const refuse = (provider: ProviderKey): never => {
  throw new ProviderNotConfiguredError(provider);
};

/** A payment gateway that refuses every charge: 503 'Card payments are not configured'. */
export class UnconfiguredPaymentGateway implements PaymentGateway, Unconfigured {
  readonly name = 'not configured';
  readonly notConfigured = 'payments';
  /** @throws ProviderNotConfiguredError */
  charge(): Promise<ChargeResult> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
  /** @throws ProviderNotConfiguredError */
  findCharge(): Promise<ChargeResult | null> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
}

/** A mail sender that sends nothing: 503 'E-mail is not configured'. */
export class UnconfiguredMailSender implements MailSender, Unconfigured {
  readonly name = 'not configured';
  readonly notConfigured = 'mail';
  /** @throws ProviderNotConfiguredError */
  sendMail(): Promise<SentMail> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
}

/** A blob store that stores nothing: 503 'File storage is not configured'. */
export class UnconfiguredBlobStore implements BlobStore, Unconfigured {
  readonly name = 'not configured';
  readonly notConfigured = 'blobs';
  /** @throws ProviderNotConfiguredError */
  put(): Promise<void> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
  /** @throws ProviderNotConfiguredError */
  get(): Promise<Uint8Array | null> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
  /** @throws ProviderNotConfiguredError */
  delete(): Promise<void> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
}

/** DNS that writes no record: 503 'DNS and certificates are not configured'. */
export class UnconfiguredDns implements DnsProvider, Unconfigured {
  readonly name = 'not configured';
  readonly notConfigured = 'dns';
  /** @throws ProviderNotConfiguredError */
  writeRecords(): Promise<void> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
  /** @throws ProviderNotConfiguredError */
  readRecords(): Promise<never> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
  /** @throws ProviderNotConfiguredError */
  deleteRecords(): Promise<number> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
  /** @throws ProviderNotConfiguredError */
  certificateArn(): string {
    return refuse(this.notConfigured);
  }
}

/** A code host that accepts no one: 503 'Bitbucket is not configured' (never a wrong-password 400). */
export class UnconfiguredCodeHost implements CodeHost, Unconfigured {
  readonly notConfigured = 'codeHost';
  /** @throws ProviderNotConfiguredError */
  verify(): Promise<boolean> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
}

/** A translator that translates nothing: 503 'Translation is not configured'. */
export class UnconfiguredTranslator implements Translator, Unconfigured {
  readonly name = 'not configured';
  readonly notConfigured = 'translator';
  /** @throws ProviderNotConfiguredError */
  supports(): boolean {
    return refuse(this.notConfigured);
  }
  /** @throws ProviderNotConfiguredError */
  translate(): Promise<TranslationOutcome[]> {
    return Promise.reject(new ProviderNotConfiguredError(this.notConfigured));
  }
}
