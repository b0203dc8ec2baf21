/**
 * The resources a decommission can remove (docs/platform-ops.md#decommission-the-screen), read
 * from the workflow's output (JSON text), and the selection sent to resume it.
 */

import { DECOMMISSION_LIST_RESOURCES, DECOMMISSION_RESOURCES, type DecommissionResource as DecommissionResourceField, type DecommissionSelection } from 'shared-kit/contract/platform-ops';

export type { DecommissionResourceField, DecommissionSelection };

/** The checkbox label of each resource. */
export const RESOURCE_LABELS: Readonly<Record<DecommissionResourceField, string>> = {
  tenant_bucket: 'Bucket',
  tenant_database: 'Database',
  tenant_database_user: 'Database user',
  tenant_api_stack: 'API stack',
  tenant_secret: 'Secret',
  tenant_iam: 'IAM',
  tenant_public_tables: 'Public tables',
  tenant_certificate_arn: 'Certificate ARNs',
  tenant_env_application_configs: 'Env application configs',
};

/** One resource the tenant has: its field and the value the output gave (text, or a list of texts). */
export interface DecommissionResource {
  field: DecommissionResourceField;
  value: string | string[];
}

/** The error of an output that cannot be read (docs/platform-ops.md#decommission-the-screen). */
export const UNREADABLE_OUTPUT = 'The workflow output lists no resources';

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return undefined;
}

/**
 * The tenant's resources listed by a workflow output: the JSON text of an object holding the
 * selection fields (directly or under `resources`). Fields that are absent, empty or empty lists
 * are left out; the order is the spec's.
 *
 * @throws Error {@link UNREADABLE_OUTPUT} when the output is missing, is not JSON or not an object.
 * @example decommissionResources('{"tenant_bucket":"t01-assets","tenant_public_tables":["a","b"]}').length // 2
 */
export function decommissionResources(output: string | null | undefined): DecommissionResource[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output ?? '');
  } catch {
    throw new Error(UNREADABLE_OUTPUT);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(UNREADABLE_OUTPUT);
  const holder = parsed as Record<string, unknown>;
  const source = (holder.resources !== null && typeof holder.resources === 'object' && !Array.isArray(holder.resources) ? holder.resources : holder) as Record<string, unknown>;
  const found: DecommissionResource[] = [];
  for (const field of DECOMMISSION_RESOURCES) {
    const raw = source[field];
    if (DECOMMISSION_LIST_RESOURCES.includes(field) || Array.isArray(raw)) {
      const items = (Array.isArray(raw) ? raw : [raw]).map(asText).filter((item): item is string => item !== undefined);
      if (items.length > 0) found.push({ field, value: items });
    } else {
      const text = asText(raw);
      if (text !== undefined) found.push({ field, value: text });
    }
  }
  return found;
}

/**
 * The checkbox text of a resource: its label and value; a list shows its count and items.
 *
 * @example resourceText({ field: 'tenant_public_tables', value: ['a', 'b'] }) // 'Public tables (2): a, b'
 */
export function resourceText(resource: DecommissionResource): string {
  const label = RESOURCE_LABELS[resource.field];
  return Array.isArray(resource.value) ? `${label} (${resource.value.length}): ${resource.value.join(', ')}` : `${label}: ${resource.value}`;
}

/**
 * The selection of the chosen resources (docs/platform-ops.md#decommission-the-screen): tenant_id plus each chosen field with the
 * value the output listed; fields not chosen are left out.
 *
 * @example decommissionSelection('T09', resources, ['tenant_bucket']) // { tenant_id: 'T09', tenant_bucket: 't09-assets' }
 */
export function decommissionSelection(tenantId: string, resources: readonly DecommissionResource[], chosen: readonly DecommissionResourceField[]): DecommissionSelection {
  const selection: DecommissionSelection = { tenant_id: tenantId };
  const values: Partial<Record<DecommissionResourceField, string | string[]>> = selection;
  for (const resource of resources) if (chosen.includes(resource.field)) values[resource.field] = resource.value;
  return selection;
}

/**
 * The execution name of a decommission start: `decommission-{tenant_id}-{timestamp}` (docs/platform-ops.md#decommission-the-screen),
 * the timestamp in ms since the epoch.
 *
 * @example decommissionExecutionName('T09', 1700000000000) // 'decommission-T09-1700000000000'
 */
export function decommissionExecutionName(tenantId: string, nowMs: number): string {
  return `decommission-${tenantId}-${nowMs}`;
}
