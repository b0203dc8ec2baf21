import { SCHEMA_SYNC_MESSAGES, isSchemaQueryFileName, type SchemaKind, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';

/** How the screens name each database (master and slave). */
export const SCHEMA_KIND_LABELS: Readonly<Record<SchemaKind, string>> = { master: 'Master', slave: 'Slave' };

/** The two syncs (docs/platform-ops.md#schema-sync): across tenants (horizontal) and across environment (vertical). */
export type SyncDirection = 'horizontal' | 'vertical';

/** The title of each sync, as the schema pages name it. */
export const SYNC_TITLES: Readonly<Record<SyncDirection, string>> = { horizontal: 'Sync Across Tenants', vertical: 'Sync Across Environment' };

/** The endpoints of one database: its upload and its two syncs (docs/platform-ops.md#schema-sync). */
export function schemaEndpoints(kind: SchemaKind) {
  return kind === 'master'
    ? { upload: PLATFORM_OPS_ENDPOINTS.schemaManualUpload, horizontal: PLATFORM_OPS_ENDPOINTS.schemaHorizontalSync, vertical: PLATFORM_OPS_ENDPOINTS.schemaVerticalSync }
    : { upload: PLATFORM_OPS_ENDPOINTS.schemaSlaveManualUpload, horizontal: PLATFORM_OPS_ENDPOINTS.schemaSlaveHorizontalSync, vertical: PLATFORM_OPS_ENDPOINTS.schemaSlaveVerticalSync };
}

/**
 * The console path of a schema page.
 *
 * @example schemaPath('master', 'manual-upload') // '/config-schema/master/manual-upload'
 */
export function schemaPath(kind: SchemaKind, sub?: 'manual-upload' | 'horizontal-sync' | 'vertical-sync'): string {
  return `/config-schema/${kind}${sub ? `/${sub}` : ''}`;
}

/**
 * The file of a schema upload from what was picked (one .xlsx,
 * .xls or .csv file): the file, or the problem 'Choose one .xlsx, .xls or .csv file' for none of
 * those, several files, or one of another kind.
 */
export function chooseQueryFile(files: readonly File[]): { file: File } | { problem: string } {
  const [file] = files;
  if (files.length !== 1 || !file || !isSchemaQueryFileName(file.name)) return { problem: SCHEMA_SYNC_MESSAGES.oneFile };
  return { file };
}
