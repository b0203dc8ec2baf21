/**
 * Which implementation of each outside service (provider) the API uses, read from the environment
 * (docs/operations.md#environments-and-providers). The local stand-ins can be selected only when
 * API_ENVIRONMENT is `local`, where they are the default; in `test` and `prod` a provider that is not
 * configured stays unconfigured: the API starts, names it in one line, reports it as degraded, and
 * every call that needs it answers 503.
 */

/** Where the API runs (API_ENVIRONMENT), as the console's `environment` in config.json. */
export const API_ENVIRONMENTS = ['local', 'test', 'prod'] as const;

/** See {@link API_ENVIRONMENTS}. */
export type ApiEnvironment = (typeof API_ENVIRONMENTS)[number];

/** The outside services the API calls, each behind an interface of its own. */
export type ProviderKey = 'payments' | 'mail' | 'blobs' | 'dns' | 'codeHost' | 'translator';

/** What the operator reads about each provider: its variable, its choices and the 503 message without it. */
export interface ProviderInfo {
  /** The environment variable that selects the implementation. */
  variable: string;
  /** Accepted values; `local` is the local stand-in. */
  choices: readonly string[];
  /** What the provider does, for the start line and the status, e.g. `card payments`. */
  label: string;
  /** The 503 message of a call that needs the provider while it is not configured. */
  notConfigured: string;
}

/** Every provider, in the order the start line and the status list them. */
export const PROVIDERS: Readonly<Record<ProviderKey, ProviderInfo>> = {
  payments: { variable: 'PAYMENT_GATEWAY', choices: ['local'], label: 'card payments', notConfigured: 'Card payments are not configured' },
  mail: { variable: 'MAIL_TRANSPORT', choices: ['local', 'smtp'], label: 'e-mail', notConfigured: 'E-mail is not configured' },
  blobs: { variable: 'BLOB_STORE', choices: ['local', 's3'], label: 'file storage', notConfigured: 'File storage is not configured' },
  dns: { variable: 'DNS_PROVIDER', choices: ['local'], label: 'DNS and certificates', notConfigured: 'DNS and certificates are not configured' },
  codeHost: { variable: 'CODE_HOST', choices: ['local'], label: 'Bitbucket', notConfigured: 'Bitbucket is not configured' },
  translator: { variable: 'TRANSLATOR', choices: ['local'], label: 'translation', notConfigured: 'Translation is not configured' },
};

/** The provider keys in {@link PROVIDERS} order. */
export const PROVIDER_KEYS = Object.keys(PROVIDERS) as ProviderKey[];

/** E-mail over SMTP (nodemailer). */
export interface SmtpMailConfig {
  kind: 'smtp';
  /** SMTP_URL: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS). */
  url: string;
  /** MAIL_FROM: the sender address of every e-mail. */
  from: string;
}

/** Blobs in an S3 bucket or an S3-compatible object store (AWS SDK v3). */
export interface S3BlobConfig {
  kind: 's3';
  /** S3_BUCKET. */
  bucket: string;
  /** S3_REGION, else AWS_REGION. */
  region: string;
  /** S3_ENDPOINT: an S3-compatible service's URL; `null` for Amazon S3. */
  endpoint: string | null;
  /** S3_FORCE_PATH_STYLE: `bucket` in the path instead of the host name (most S3-compatible services). */
  forcePathStyle: boolean;
  /** S3_KEY_PREFIX: put before every key, e.g. `console/`; empty for none. */
  keyPrefix: string;
}

/** The chosen implementation of each provider; `null` when it is not configured. */
export interface ProviderConfig {
  payments: 'local' | null;
  mail: { kind: 'local' } | SmtpMailConfig | null;
  blobs: { kind: 'local' } | S3BlobConfig | null;
  dns: 'local' | null;
  codeHost: 'local' | null;
  translator: 'local' | null;
}

/** The sender address of the local outbox's e-mails, the default of MAIL_FROM in `local`. */
export const LOCAL_MAIL_FROM = 'no-reply@px.local';

/** S3's rule for bucket names: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z]{2}(-[a-z0-9]+)+-\d$/;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/**
 * The provider part of the configuration. In `local` every provider defaults to its local stand-in;
 * elsewhere an unset variable leaves the provider unconfigured, and `local` is refused.
 *
 * | variable | values |
 * |---|---|
 * | PAYMENT_GATEWAY | `local` (the test-card gateway) |
 * | MAIL_TRANSPORT | `local` (the outbox table) or `smtp` (SMTP_URL, MAIL_FROM) |
 * | BLOB_STORE | `local` (files under BLOB_DIR) or `s3` (S3_BUCKET, S3_REGION or AWS_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_KEY_PREFIX) |
 * | DNS_PROVIDER, CODE_HOST, TRANSLATOR | `local` |
 *
 * Problems are appended to `problems` (the caller throws them together with its own).
 *
 * @example loadProviderConfig({}, 'prod', problems).payments // null
 */
export function loadProviderConfig(env: NodeJS.ProcessEnv, environment: ApiEnvironment, problems: string[]): ProviderConfig {
  const choice = (key: ProviderKey): string | null => {
    const info = PROVIDERS[key];
    const raw = env[info.variable]?.trim().toLowerCase();
    if (!raw) return environment === 'local' ? 'local' : null;
    if (!info.choices.includes(raw)) {
      problems.push(`${info.variable} must be ${info.choices.map((value) => `'${value}'`).join(' or ')}, got '${raw}'`);
      return null;
    }
    if (raw === 'local' && environment !== 'local') {
      problems.push(`${info.variable}=local (the local stand-in for ${info.label}) can be selected only when API_ENVIRONMENT is 'local', and it is '${environment}'`);
      return null;
    }
    return raw;
  };
  const simple = (key: ProviderKey): 'local' | null => (choice(key) === 'local' ? 'local' : null);
  return {
    payments: simple('payments'),
    mail: mailConfig(env, environment, choice('mail'), problems),
    blobs: blobConfig(env, choice('blobs'), problems),
    dns: simple('dns'),
    codeHost: simple('codeHost'),
    translator: simple('translator'),
  };
}

function mailConfig(env: NodeJS.ProcessEnv, environment: ApiEnvironment, kind: string | null, problems: string[]): ProviderConfig['mail'] {
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 'smtp') return null;
  const url = env.SMTP_URL?.trim() ?? '';
  let ok = true;
  if (!url) {
    problems.push('SMTP_URL must be set when MAIL_TRANSPORT is smtp, e.g. smtp://user:password@smtp.example.com:587');
    ok = false;
  } else if (!URL.canParse(url) || !['smtp:', 'smtps:'].includes(new URL(url).protocol) || !new URL(url).hostname) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@smtp.example.com:587');
    ok = false;
  }
  const from = env.MAIL_FROM?.trim() || (environment === 'local' ? LOCAL_MAIL_FROM : '');
  if (!from) {
    problems.push('MAIL_FROM must be set when MAIL_TRANSPORT is smtp: the sender address of the e-mails');
    ok = false;
  } else if (!ADDRESS.test(from)) {
    problems.push(`MAIL_FROM must be an e-mail address, got '${from}'`);
    ok = false;
  }
  return ok ? { kind: 'smtp', url, from } : null;
}

function blobConfig(env: NodeJS.ProcessEnv, kind: string | null, problems: string[]): ProviderConfig['blobs'] {
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') return null;
  const before = problems.length;
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) problems.push('S3_BUCKET must be set when BLOB_STORE is s3');
  else if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    problems.push(`S3_BUCKET is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens): '${bucket}'`);
  }
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || '';
  if (!region) problems.push('S3_REGION (or AWS_REGION) must be set when BLOB_STORE is s3, e.g. us-east-1');
  else if (!REGION.test(region)) problems.push(`S3_REGION is not a region name like us-east-1: '${region}'`);
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint !== null && (!URL.canParse(endpoint) || !['http:', 'https:'].includes(new URL(endpoint).protocol))) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL, got '${endpoint}'`);
  }
  const keyPrefix = env.S3_KEY_PREFIX?.trim() ?? '';
  if (keyPrefix.startsWith('/')) problems.push(`S3_KEY_PREFIX must not start with '/': '${keyPrefix}'`);
  if (problems.length > before) return null;
  return { kind: 's3', bucket, region, endpoint, forcePathStyle: flag(env.S3_FORCE_PATH_STYLE), keyPrefix };
}
