/** Billing-period orders and reports of the finance console (docs/billing.md#clients-and-invoices-grids, docs/billing.md#reports). */
import { Type, type Static } from '@sinclair/typebox';
import { InvoiceParamsSchema, ReportIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { Dictionary, StringEnum } from './schema-helpers';

/** One order of a billing-period group. */
export const BillingPeriodOrderSchema = Type.Object({
  refOrderNumber: Type.String(),
  phonexOrderNumber: Type.String(),
  shippedDate: Type.String({ description: 'YYYY-MM-DD' }),
  shippedAmountInUsd: Type.Number(),
  shippedAmount: Type.Number({ description: "Amount in the group's currency (tenant currency or supplier currency)" }),
});
/** See {@link BillingPeriodOrderSchema}. */
export type BillingPeriodOrder = Static<typeof BillingPeriodOrderSchema>;

const groupProperties = {
  orders: Type.Array(BillingPeriodOrderSchema),
  shippedAmountInUsd: Type.Number(),
  currencyCode: Type.String(),
  currency: Type.String(),
  exchangeRate: Type.Number({ description: 'Units of currencyCode per 1 USD' }),
};

/** The storefront or offline orders of a billing period, in the tenant's currency. */
export const TenantOrderGroupSchema = Type.Object({ ...groupProperties, shippedAmountInTenantCurrency: Type.Number() });

/** The orders of one connect supplier in a billing period, in the supplier's currency. */
export const SupplierOrderGroupSchema = Type.Object({ ...groupProperties, shippedAmountInSupplierCurrency: Type.Number(), supplierTenantName: Type.String() });

/** Any group of billing-period orders, as one tab of the screen shows it: storefront, offline or one connect supplier. */
export const BillingPeriodOrderGroupSchema = Type.Object({
  ...groupProperties,
  shippedAmountInTenantCurrency: Type.Optional(Type.Number()),
  shippedAmountInSupplierCurrency: Type.Optional(Type.Number()),
  supplierTenantName: Type.Optional(Type.String()),
});
/** See {@link BillingPeriodOrderGroupSchema}. */
export type BillingPeriodOrderGroup = Static<typeof BillingPeriodOrderGroupSchema>;

/** The orders of an invoice's billing period by channel (docs/billing.md#clients-and-invoices-grids). */
export const BillingPeriodOrdersSchema = Type.Object({
  billingPeriodStartDate: Type.String({ description: 'YYYY-MM-DD' }),
  billingPeriodEndDate: Type.String({ description: 'YYYY-MM-DD' }),
  storefront: TenantOrderGroupSchema,
  offline: TenantOrderGroupSchema,
  connect: Type.Array(SupplierOrderGroupSchema),
});
/** See {@link BillingPeriodOrdersSchema}. */
export type BillingPeriodOrders = Static<typeof BillingPeriodOrdersSchema>;

/** Report list item. */
export const ReportListItemSchema = Type.Object({ id: Type.String(), name: Type.String() });
/** See {@link ReportListItemSchema}. */
export type ReportListItem = Static<typeof ReportListItemSchema>;

/** One column definition of a report grid. */
export const ReportColumnDefSchema = Type.Object({
  field: Type.String(),
  headerName: Type.String(),
  type: Type.Optional(StringEnum(['text', 'number', 'currency', 'date'])),
});
/** See {@link ReportColumnDefSchema}. */
export type ReportColumnDef = Static<typeof ReportColumnDefSchema>;

/**
 * A report: settings.columnDefs and body rows, one property per column field (docs/billing.md#reports).
 * A report with `currency` columns has a Currency column (field `currencyCode`, the ISO
 * code of the row's amounts), and its rows carry `usdRate` (units of that currency per 1 USD, the
 * stored rate; no column): amounts of different currencies are compared by amount / usdRate.
 */
export const ReportSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  settings: Type.Object({ columnDefs: Type.Array(ReportColumnDefSchema) }),
  body: Type.Array(Dictionary(Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] }))),
});
/** See {@link ReportSchema}. */
export type Report = Static<typeof ReportSchema>;

/** Billing-period orders and reports, all FINANCE (docs/api.md#roles-and-tokens). */
export const BILLING_REPORT_ENDPOINTS = declareEndpoints({
  billingPeriodOrders: {
    method: 'GET',
    path: '/billing/billing-period-orders/:invoiceNumber',
    access: 'FINANCE',
    area: 'billing',
    summary: "The orders of an invoice's billing period by channel; 404 for an unknown invoice",
    params: InvoiceParamsSchema,
    responses: { 200: BillingPeriodOrdersSchema },
  },
  reports: {
    method: 'GET',
    path: '/billing/reports',
    access: 'FINANCE',
    area: 'billing',
    summary: 'The reports list, id and name',
    responses: { 200: Type.Array(ReportListItemSchema) },
  },
  report: {
    method: 'GET',
    path: '/billing/reports/:id',
    access: 'FINANCE',
    area: 'billing',
    summary: 'One report: column definitions and body rows; 404 for an unknown report',
    params: Type.Object({ id: ReportIdSchema }, { additionalProperties: false }),
    responses: { 200: ReportSchema },
  },
});
