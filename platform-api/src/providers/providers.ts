/**
 * The API's outside services (providers), each behind its interface, chosen by the configuration:
 * the local stand-ins in `local`, the real adapters where configured, and otherwise a stand-in that
 * answers 503 (docs/operations.md#environments-and-providers).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PaymentGateway } from '../billing/payment-gateway.js';
import { ENDPOINTS, servedPath, type EndpointKey } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { LocalBlobStore, localBlobDirectory, type BlobStore } from '../local/local-blob.js';
import { LocalDns, type DnsProvider } from '../local/local-dns.js';
import { LocalMailSender, type MailSender } from '../local/local-mail.js';
import { LocalPaymentGateway } from '../local/local-payment-gateway.js';
import { globalPlugin } from '../plugins/global-plugin.js';
import { LocalBitbucket, type CodeHost } from '../releases/local-bitbucket.js';
import { LocalTranslator } from '../translations/local-translator.js';
import type { Translator } from '../translations/translator.js';
import { PROVIDER_KEYS, PROVIDERS, type ApiEnvironment, type ProviderConfig, type ProviderKey } from './provider-config.js';
import { S3BlobStore } from './s3-blob-store.js';
import { SmtpMailSender } from './smtp-mail.js';
import {
  isUnconfigured,
  ProviderNotConfiguredError,
  UnconfiguredBlobStore,
  UnconfiguredCodeHost,
  UnconfiguredDns,
  UnconfiguredMailSender,
  UnconfiguredPaymentGateway,
  UnconfiguredTranslator,
} from './unconfigured.js';

/** One implementation of each provider. */
export interface Providers {
  payments: PaymentGateway;
  mail: MailSender;
  blobs: BlobStore;
  dns: DnsProvider;
  codeHost: CodeHost;
  translator: Translator;
}

/**
 * A provider as `/readyz` reports it: `configured` false, or a start check that failed, makes it
 * `degraded` (the API runs; the calls that need it answer 503 or fail), never down.
 */
export interface ProviderStatus {
  name: ProviderKey;
  configured: boolean;
  degraded: boolean;
  /** The implementation in use, e.g. `SMTP to smtp.example.com:587`, or what is missing. */
  detail: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outside services of this API (providers.ts). */
    providers: Providers;
    /** Each provider's state, for `/readyz` and the start line. */
    providerStatus: () => ProviderStatus[];
  }
}

/**
 * The implementations the configuration selects; `overrides` replace some (tests, benchmarks).
 *
 * @example const providers = createProviders(config.providers, { db: app.db, now: app.now });
 */
export function createProviders(config: ProviderConfig, context: { db: Queryable; now: () => Date }, overrides: Partial<Providers> = {}): Providers {
  const mail = config.mail === null ? new UnconfiguredMailSender() : config.mail.kind === 'local' ? new LocalMailSender(context.db) : new SmtpMailSender(config.mail);
  const blobs = config.blobs === null ? new UnconfiguredBlobStore() : config.blobs.kind === 'local' ? new LocalBlobStore(localBlobDirectory()) : new S3BlobStore(config.blobs);
  return {
    payments: config.payments === 'local' ? new LocalPaymentGateway({ now: context.now }) : new UnconfiguredPaymentGateway(),
    mail,
    blobs,
    dns: config.dns === 'local' ? new LocalDns(context.db) : new UnconfiguredDns(),
    codeHost: config.codeHost === 'local' ? new LocalBitbucket(context.db) : new UnconfiguredCodeHost(),
    translator: config.translator === 'local' ? new LocalTranslator() : new UnconfiguredTranslator(),
    ...overrides,
  };
}

/** What each implementation is, in words. */
function describe(key: ProviderKey, implementation: unknown): string {
  if (isUnconfigured(implementation)) return `${PROVIDERS[key].notConfigured} (set ${PROVIDERS[key].variable})`;
  if (implementation instanceof SmtpMailSender) return `SMTP to ${implementation.server}`;
  if (implementation instanceof S3BlobStore) return `S3 ${implementation.location}`;
  if (implementation instanceof LocalBlobStore) return `local stand-in: files in ${implementation.directory}`;
  if (implementation instanceof LocalMailSender) return 'local stand-in: the outbox table';
  if (implementation instanceof LocalPaymentGateway) return 'local stand-in: test cards by their last four digits';
  if (implementation instanceof LocalDns) return 'local stand-in: local_dns_records';
  if (implementation instanceof LocalBitbucket) return 'local stand-in: local_bitbucket_users';
  if (implementation instanceof LocalTranslator) return 'local stand-in: pseudo-localisation';
  const name = (implementation as { name?: unknown }).name;
  return typeof name === 'string' ? name : 'configured';
}

/**
 * The providers each endpoint needs: a call to one of them while a provider it needs is not
 * configured answers 503 with that provider's message before anything is read, written or sent.
 */
export const ENDPOINT_PROVIDERS: Partial<Record<EndpointKey, readonly ProviderKey[]>> = {
  retryPayment: ['payments'],
  batchRetryPayment: ['payments'],
  createProspectiveTenant: ['blobs', 'mail'],
  prospectiveTenantImage: ['blobs'],
  tenantImage: ['blobs'],
  workflowStart: ['blobs', 'mail', 'dns'],
  workflowResume: ['blobs', 'dns'],
  decommissionStart: ['dns'],
  resellerOnboarding: ['mail'],
  acceptInvitation: ['mail'],
  resendActivation: ['mail'],
  testToVersionedPr: ['codeHost'],
  testToVersionedApprove: ['codeHost'],
  testToVersionedMerge: ['codeHost'],
  versionedToReleasePr: ['codeHost'],
  versionedToReleaseApprove: ['codeHost'],
  versionedToReleaseMerge: ['codeHost'],
  releaseToProdPr: ['codeHost'],
  releaseToProdApprove: ['codeHost'],
  releaseToProdMerge: ['codeHost'],
  syncTranslationTenants: ['translator'],
  translateNewTenants: ['translator'],
  translateNewKeys: ['translator'],
  translateSelectedKeys: ['translator'],
};

/** Options of {@link providersPlugin}. */
export interface ProvidersPluginOptions extends Record<string, unknown> {
  environment: ApiEnvironment;
  config: ProviderConfig;
  overrides?: Partial<Providers>;
}

/**
 * Decorates `app.providers` and `app.providerStatus()`; at start checks the S3 bucket (when used)
 * and logs one warning line naming every provider that is not configured or failed its check;
 * refuses, with 503 and the provider's message, each call of {@link ENDPOINT_PROVIDERS} that needs
 * an unconfigured provider (after the token and input checks: 401, 403 and 400 come first);
 * closes the SMTP and S3 connections with the application.
 */
export const providersPlugin: FastifyPluginAsync<ProvidersPluginOptions> = globalPlugin('providers', async (app: FastifyInstance, options) => {
  const providers = createProviders(options.config, { db: app.db, now: app.now }, options.overrides);
  const failedChecks = new Map<ProviderKey, string>();
  if (providers.blobs instanceof S3BlobStore) {
    const problem = await providers.blobs.check();
    if (problem) failedChecks.set('blobs', problem);
  }
  const status = (): ProviderStatus[] =>
    PROVIDER_KEYS.map((key) => {
      const implementation = providers[key];
      const configured = !isUnconfigured(implementation);
      const failed = failedChecks.get(key);
      return { name: key, configured, degraded: !configured || failed !== undefined, detail: failed ?? describe(key, implementation) };
    });
  app.decorate('providers', providers);
  app.decorate('providerStatus', status);

  const degraded = status().filter((entry) => entry.degraded);
  if (degraded.length > 0) {
    const names = degraded.map((entry) => `${PROVIDERS[entry.name].label} (${entry.configured ? entry.detail : PROVIDERS[entry.name].variable})`);
    app.log.warn({ providers: degraded.map((entry) => entry.name) }, `Providers not available in ${options.environment}: ${names.join(', ')}; calls that need them answer 503`);
  }

  const needs = new Map<string, readonly ProviderKey[]>();
  for (const [key, keys] of Object.entries(ENDPOINT_PROVIDERS)) {
    const endpoint = ENDPOINTS[key as EndpointKey];
    needs.set(`${endpoint.method} ${servedPath(endpoint)}`, keys);
  }
  app.addHook('preHandler', async (request) => {
    const keys = needs.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    const missing = keys?.find((key) => isUnconfigured(providers[key]));
    if (missing) throw new ProviderNotConfiguredError(missing);
  });

  app.addHook('onClose', async () => {
    if (providers.mail instanceof SmtpMailSender) providers.mail.close();
    if (providers.blobs instanceof S3BlobStore) providers.blobs.close();
  });
});
