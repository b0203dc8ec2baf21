/**
 * Test-only tools: Buyer Decrypt, Sync Settings and Pxnr Sync (docs/platform-ops.md#buyer-decrypt-and-sync-settings, docs/resellers.md).
 *
 * Buyer names are stored encrypted per tenant (AES-256-GCM with a key of the tenant's own, held by
 * the API); Buyer Decrypt answers the plain name of one such ciphertext and records who asked, when
 * and for which tenant. Sync Settings copies one tenant's settings in one environment to another
 * tenant in another environment (the environments of {@link SYNC_ENVIRONMENTS}).
 */
import { Type, type Static } from '@sinclair/typebox';
import { TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { SYNC_ENVIRONMENTS } from './platform-ops-schema';
import { StringEnum } from './schema-helpers';
import { SOMETHING_WENT_WRONG_MESSAGE } from './messages';

/** The messages of Buyer Decrypt (docs/platform-ops.md). */
export const BUYER_DECRYPT_MESSAGES = {
  /** A decrypt that answered the plain name (docs/platform-ops.md). */
  completed: 'Decryption completed',
  /** Decrypt without an encrypted buyer name (docs/platform-ops.md). */
  encryptedRequired: 'Please enter the encrypted buyer name',
  /** Decrypt without a tenant ID (docs/platform-ops.md). */
  tenantRequired: 'Please enter the tenant ID',
  /** A ciphertext that is not one of ours, was altered, or belongs to another tenant. */
  notDecryptable: "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant",
  /** The fallback of a failed call (docs/platform-ops.md). */
  failed: SOMETHING_WENT_WRONG_MESSAGE,
} as const;

/** Longest encrypted buyer name accepted, in characters. */
export const ENCRYPTED_BUYER_NAME_MAX_LENGTH = 2048;

/**
 * The first problem of a Decrypt form (docs/platform-ops.md: an encrypted buyer name and a tenant
 * ID, both needed), or `null` when it may be sent. Blank (spaces only) counts as empty.
 *
 * @example decryptFormProblem({ encrypted: '', tenantId: 'T01' }) // 'Please enter the encrypted buyer name'
 * @example decryptFormProblem({ encrypted: 'v1.abc', tenantId: 'T01' }) // null
 */
export function decryptFormProblem(form: { encrypted: string; tenantId: string }): string | null {
  if (form.encrypted.trim() === '') return BUYER_DECRYPT_MESSAGES.encryptedRequired;
  if (form.tenantId.trim() === '') return BUYER_DECRYPT_MESSAGES.tenantRequired;
  return null;
}

/** The body of Buyer Decrypt: tenant_id and encrypted. */
export const BuyerDecryptBodySchema = Type.Object(
  {
    tenant_id: TenantIdSchema,
    encrypted: Type.String({ minLength: 1, maxLength: ENCRYPTED_BUYER_NAME_MAX_LENGTH, description: "An encrypted buyer name as stored: 'v1.' and base64url of IV, tag and ciphertext" }),
  },
  { additionalProperties: false },
);

/** The answer of Buyer Decrypt: the plain name and 'Decryption completed'. */
export const BuyerDecryptAnswerSchema = Type.Object({
  tenant_id: Type.String(),
  name: Type.String({ description: 'The plain buyer name' }),
  message: Type.String({ description: "'Decryption completed'" }),
});
/** See {@link BuyerDecryptAnswerSchema}. */
export type BuyerDecryptAnswer = Static<typeof BuyerDecryptAnswerSchema>;

/** Most demo encrypted names the screen lists for one tenant. */
export const ENCRYPTED_BUYER_SAMPLE_LIMIT = 5;

/** Query of the demo encrypted names: the tenant. */
export const EncryptedBuyersQuerySchema = Type.Object({ tenant_id: TenantIdSchema }, { additionalProperties: false });

/** One stored buyer of a tenant with its encrypted name (what the screen offers to copy). */
export const EncryptedBuyerSchema = Type.Object({ buyer_id: Type.String(), encrypted: Type.String() });
/** See {@link EncryptedBuyerSchema}. */
export type EncryptedBuyer = Static<typeof EncryptedBuyerSchema>;

/** The messages of Sync Settings (docs/platform-ops.md). */
export const SYNC_SETTINGS_MESSAGES = {
  /** A sync that copied the settings (docs/platform-ops.md, the spec's spelling). */
  synced: 'Tenant sync successfull',
  /** A field left empty (docs/platform-ops.md: all four fields are required). */
  allRequired: 'All four fields are required',
  /** The fallback of a failed call (docs/platform-ops.md). */
  failed: SOMETHING_WENT_WRONG_MESSAGE,
} as const;

/** The Sync Settings form as typed: the two tenant IDs and the two environments. */
export interface SyncSettingsForm {
  source_tenant_id: string;
  source_env: string;
  destination_tenant_id: string;
  destination_env: string;
}

/** The fields of {@link SyncSettingsForm} with their labels, in the screen's order. */
export const SYNC_SETTINGS_FIELDS: ReadonlyArray<{ name: keyof SyncSettingsForm; label: string }> = [
  { name: 'source_tenant_id', label: 'Source Tenant ID' },
  { name: 'source_env', label: 'Source Environment' },
  { name: 'destination_tenant_id', label: 'Destination Tenant ID' },
  { name: 'destination_env', label: 'Destination Environment' },
];

/**
 * The fields of a Sync Settings form still empty (docs/platform-ops.md: all four
 * fields are required), by label in the screen's order; blank counts as empty. Sync is enabled
 * when none is.
 *
 * @example missingSyncSettingsFields({ source_tenant_id: 'T01', source_env: '', destination_tenant_id: 'T02', destination_env: 'dev' }) // ['Source Environment']
 */
export function missingSyncSettingsFields(form: SyncSettingsForm): string[] {
  return SYNC_SETTINGS_FIELDS.filter((field) => form[field.name].trim() === '').map((field) => field.label);
}

/** The body of Settings sync: all four fields. */
export const SettingSyncBodySchema = Type.Object(
  {
    source_env: StringEnum(SYNC_ENVIRONMENTS),
    destination_env: StringEnum(SYNC_ENVIRONMENTS),
    source_tenant_id: TenantIdSchema,
    destination_tenant_id: TenantIdSchema,
  },
  { additionalProperties: false },
);
/** See {@link SettingSyncBodySchema}. */
export type SettingSyncBody = Static<typeof SettingSyncBodySchema>;

/** The answer of Settings sync: success, the message, and how many settings were copied. */
export const SettingSyncAnswerSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String({ description: "'Tenant sync successfull'" }),
  copied: Type.Integer({ minimum: 0, description: 'Settings written to the destination' }),
});

/** Test-only tools: Buyer Decrypt, Sync Settings and Pxnr Sync (docs/platform-ops.md#buyer-decrypt-and-sync-settings, docs/resellers.md). */
export const PLATFORM_OPS_TEST_TOOL_ENDPOINTS = declareEndpoints({
  buyerDecrypt: {
    method: 'POST',
    path: '/buyer/decrypt',
    base: 'test',
    access: 'PLATFORM_ADMIN',
    area: 'buyer-decrypt',
    summary:
      "The plain name of a tenant's encrypted buyer name, 'Decryption completed'; 400 for an altered ciphertext or another tenant's; every decrypt is recorded in the action log",
    body: BuyerDecryptBodySchema,
    responses: { 200: BuyerDecryptAnswerSchema },
  },
  encryptedBuyers: {
    method: 'GET',
    path: '/buyer/encrypted',
    base: 'test',
    access: 'PLATFORM_ADMIN',
    area: 'buyer-decrypt',
    summary: "A few of a tenant's stored buyers with their encrypted names (at most 5), to copy into Buyer Decrypt; 404 for an unknown tenant",
    query: EncryptedBuyersQuerySchema,
    responses: { 200: Type.Array(EncryptedBuyerSchema) },
  },
  settingSync: {
    method: 'POST',
    path: '/setting-sync',
    base: 'test',
    access: 'PLATFORM_ADMIN',
    area: 'sync-settings',
    summary:
      "Copies the source tenant's settings in the source environment to the destination tenant in the destination environment in one transaction; 'Tenant sync successfull'; a job of the job centre",
    body: SettingSyncBodySchema,
    responses: { 200: SettingSyncAnswerSchema },
  },
});
