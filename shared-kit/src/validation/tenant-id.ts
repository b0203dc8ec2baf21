/**
 * The longest tenant ID an input takes: 60 characters, as for e-mails (docs/tenant-ids.md).
 *
 * @example <Input maxLength={TENANT_ID_MAX_LENGTH} />
 */
export const TENANT_ID_MAX_LENGTH = 60;
