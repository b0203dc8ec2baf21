/**
 * How action-log entries read in the History drawer and on Activity (docs/formats.md): fields by
 * their labels, amounts, statuses and times as the console writes them elsewhere, areas by their
 * screen names, no line for a change that changed nothing, and refusals in plain words.
 */
import { formatDate, formatDateTimeWithZone, formatMoney, formatNumber, invoiceStatusLabel, statusChipText, type ActionLogChange } from 'shared-kit/contract';

/** Labels of the fields the log names, where the words of the field name are not the label. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  amountOwed: 'Amount Owed',
  invoicedAmount: 'Invoiced Amount',
  invoiceStatus: 'Status',
  cardPaymentStatus: 'Card Payment',
  invoiceNumber: 'Invoice Number',
  tenantId: 'Tenant ID',
  tenant_id: 'Tenant ID',
  currencyCode: 'Currency',
  dueDate: 'Due Date',
  invoiceDate: 'Invoice Date',
};

/** Screen names of the action log's areas (its `area` slugs). */
export const ACTION_LOG_AREA_LABELS: Readonly<Record<string, string>> = {
  billing: 'Billing',
  'client-success': 'Client Forms',
  'internal-users': 'Internal User Management',
  'platform-ops': 'Platform Operations',
  'tenant-config': 'Tenant Config',
  'splash-config': 'Splash Config',
  'cache-management': 'Cache Management',
  'update-config': 'Update Config',
  'admin-operations': 'Admin Operations',
  'release-deployment': 'Config Deployment',
  'update-version': 'Update Version',
  'config-schema': 'Config Schema',
  'buyer-decrypt': 'Buyer Decrypt',
  'sync-settings': 'Sync Settings',
  resellers: 'Resellers',
};

/** Words of an identifier, first one capitalised: 'tenant_page' → 'Tenant page', 'siteTitle' → 'Site title'. */
function words(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A field of the log by its label: 'amountOwed' → 'Amount Owed', 'tenant_page' → 'Tenant page'.
 *
 * @example changeFieldLabel('invoiceStatus') // 'Status'
 */
export function changeFieldLabel(field: string): string {
  const { record, name } = splitField(field);
  const label = FIELD_LABELS[name] ?? words(name);
  return record ? `${record} · ${label}` : label;
}

/** 'INV-1.invoiceStatus' (an entry naming several records) → record 'INV-1', name 'invoiceStatus'. */
function splitField(field: string): { record: string | undefined; name: string } {
  const dot = field.lastIndexOf('.');
  return dot > 0 ? { record: field.slice(0, dot), name: field.slice(dot + 1) } : { record: undefined, name: field };
}

/**
 * An area of the log by its screen name: 'internal-users' → 'Internal User Management'; an unknown
 * slug in words.
 */
export function areaLabel(area: string): string {
  return ACTION_LOG_AREA_LABELS[area] ?? words(area);
}

const AMOUNT_FIELD = /amount|owed|total|gmv|price|fee/i;
const STATUS_FIELD = /status$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A logged value as the console writes it: an amount with its currency when known ('$1,315.49'),
 * else grouped with 2 decimals ('1,315.49'); an invoice status by its label ('Awaiting Payment'),
 * another status as its chip writes it ('PAYMENT FAILED');
 * a date 'Nov 01 2026'; a date-time with the zone; true/false as Yes/No; empty as '(empty)'.
 */
export function changeValueText(qualifiedField: string, value: string | null, currencyCode?: string): string {
  if (value === null || value === '') return '(empty)';
  const field = splitField(qualifiedField).name;
  if (AMOUNT_FIELD.test(field) && value.trim() !== '' && Number.isFinite(Number(value))) {
    return currencyCode ? formatMoney(Number(value), currencyCode) : formatNumber(Number(value), 2);
  }
  if (field === 'invoiceStatus') return invoiceStatusLabel(value);
  if (STATUS_FIELD.test(field) && /^[A-Z_]+$/.test(value)) return statusChipText(value);
  if (DAY.test(value)) return formatDate(value);
  if (INSTANT.test(value)) return formatDateTimeWithZone(value);
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return value;
}

/**
 * The lines of an entry's changes, 'Amount Owed: 0.00 → 1,315.49', leaving out changes whose old
 * and new values are the same.
 *
 * @param currencyCode the record's currency, when the screen knows it (invoice History)
 */
export function changeLines(changes: readonly ActionLogChange[], currencyCode?: string): string[] {
  return changes
    .filter((change) => change.from !== change.to)
    .map((change) => `${changeFieldLabel(change.field)}: ${changeValueText(change.field, change.from, currencyCode)} → ${changeValueText(change.field, change.to, currencyCode)}`);
}

/**
 * An entry's note in plain words: a refusal's 'Refused (409): These invoices changed…' reads
 * 'Refused: These invoices changed…' (the status code is for the log, not for a reader).
 */
export function noteText(note: string): string {
  return note.replace(/^Refused \(\d{3}\):?\s*/, 'Refused: ').replace(/^Refused: $/, 'Refused');
}
