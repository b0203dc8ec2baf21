/**
 * The rules of the grid preferences (docs/grid.md#columns-menu, docs/grid.md#saved-views): for each
 * grid view of the endpoint table (`GRID_VIEW_KEYS`), the role whose screen shows it and the columns
 * it can show, and what a layout or a saved view may name. The grids of the console declare the
 * same columns (their tests save each grid's columns through these calls' mocked routes).
 */
import { ALL_INVOICES_ONLY_COLUMNS, MAX_SAVED_VIEWS, type ColumnChoice, type GridQueryState, type GridViewKey, type Role } from '../contract.js';

/** One grid view: the role whose screen shows it, its name in messages, the columns it can show. */
export interface GridViewSpec {
  role: Role;
  /** The grid's name in messages, e.g. 'invoices'. */
  name: string;
  /**
   * The fields of the columns the view can show, in the grid's order (what the grid shows when the
   * user saved nothing). A column the spec hides in the view is not listed: it cannot be shown there.
   */
  columns: readonly string[];
}

/** The invoice columns of the all-invoices view (docs/billing.md#clients-and-invoices-grids), in the grid's order. */
const ALL_INVOICE_COLUMNS = [
  'invoiceNumber',
  'client',
  'referrer',
  'invoiceDate',
  'invoiceStatus',
  'invoicedAmountInUsd',
  'amountOwedInUsd',
  'dueDate',
  'billingPeriodStartDate',
  'cardPaymentStatus',
  'cardPaymentDetails',
  'billingPeriodEndDate',
  'billingPeriodOrdersInUsd',
];

/**
 * Each grid view with its role and columns: the clients and invoices grids are FINANCE's, a single
 * client's invoices lack the client and referrer columns, the client forms are CLIENT_SUCCESS's,
 * the internal users ORG_ADMIN's. A user whose roles do not include the view's role may neither
 * read nor change its preferences (403).
 */
export const GRID_VIEWS: Readonly<Record<GridViewKey, GridViewSpec>> = {
  clients: {
    role: 'FINANCE',
    name: 'clients',
    columns: ['clientName', 'officialLegalName', 'status', 'awaitingPaymentInUsd', 'hoursAwaitingPayment', 'effectiveDate', 'freeTrialEnd', 'endDate', 'billingCountry', 'billingState', 'currencyCode'],
  },
  invoices: { role: 'FINANCE', name: 'invoices', columns: ALL_INVOICE_COLUMNS },
  clientInvoices: { role: 'FINANCE', name: "single client's invoices", columns: ALL_INVOICE_COLUMNS.filter((field) => !ALL_INVOICES_ONLY_COLUMNS.includes(field)) },
  clientForms: { role: 'CLIENT_SUCCESS', name: 'client forms', columns: ['companyName', 'status', 'contactEmail', 'createDate', 'updateDate'] },
  internalUsers: { role: 'ORG_ADMIN', name: 'internal users', columns: ['tenantId', 'email', 'type', 'active'] },
};

/** Messages of refused grid preference calls (docs/grid.md#columns-menu, docs/grid.md#saved-views). */
export const GRID_PREFERENCE_MESSAGES = {
  /** 403: the caller's roles do not open the grid. */
  forbidden: (gridView: GridViewKey) => `Forbidden: the ${GRID_VIEWS[gridView].name} grid needs the ${GRID_VIEWS[gridView].role} role`,
  unknownColumn: (gridView: GridViewKey, field: string) => `The ${GRID_VIEWS[gridView].name} grid has no column ${field}`,
  repeatedColumn: (field: string) => `Column ${field} is listed twice`,
  noColumnShown: 'Keep at least one column shown',
  duplicateName: (name: string) => `A view named ${name} already exists in this grid`,
  tooManyViews: `At most ${MAX_SAVED_VIEWS} views can be saved per grid; delete one first`,
  viewNotFound: 'This saved view does not exist (it may have been deleted in another window)',
} as const;

/** A refused input: the message and the input field at fault. */
export interface GridPreferenceProblem {
  message: string;
  field: string;
}

/**
 * What is wrong with a column layout for `gridView` (docs/grid.md#columns-menu): a column the view
 * does not have (the spec hides client and referrer in a single client's invoices), a column listed
 * twice, or every column hidden; `null` when it can be saved. The view's columns a layout leaves out
 * are shown at their spec place.
 *
 * @example columnLayoutProblem('clientInvoices', [{ field: 'client', hidden: false, pin: 'none', width: 170 }])?.message // "The single client's invoices grid has no column client"
 */
export function columnLayoutProblem(gridView: GridViewKey, columns: readonly ColumnChoice[]): GridPreferenceProblem | null {
  const known = GRID_VIEWS[gridView].columns;
  const seen = new Set<string>();
  for (const column of columns) {
    if (!known.includes(column.field)) return { message: GRID_PREFERENCE_MESSAGES.unknownColumn(gridView, column.field), field: 'field' };
    if (seen.has(column.field)) return { message: GRID_PREFERENCE_MESSAGES.repeatedColumn(column.field), field: 'field' };
    seen.add(column.field);
  }
  const leftOut = known.some((field) => !seen.has(field));
  if (!leftOut && columns.every((column) => column.hidden)) return { message: GRID_PREFERENCE_MESSAGES.noColumnShown, field: 'hidden' };
  return null;
}

/**
 * What is wrong with a saved view's grid state for `gridView`: a sort or filter naming a column the
 * view does not have; `null` when it can be saved. Values are not checked: a view naming a value
 * that no row has any more still opens, with its filter marked (docs/grid.md#saved-views).
 *
 * @example viewStateProblem('clientInvoices', { ...state, sets: { client: ['Acme'] } })?.message // "The single client's invoices grid has no column client"
 */
export function viewStateProblem(gridView: GridViewKey, state: GridQueryState): GridPreferenceProblem | null {
  const known = GRID_VIEWS[gridView].columns;
  const named: Array<[string, string]> = [
    ...(state.sort ? [[state.sort.field, 'sort'] as [string, string]] : []),
    ...Object.keys(state.sets).map((field): [string, string] => [field, 'sets']),
    ...Object.keys(state.dates).map((field): [string, string] => [field, 'dates']),
    ...Object.keys(state.amounts).map((field): [string, string] => [field, 'amounts']),
  ];
  const unknown = named.find(([field]) => !known.includes(field));
  return unknown ? { message: GRID_PREFERENCE_MESSAGES.unknownColumn(gridView, unknown[0]), field: unknown[1] } : null;
}
