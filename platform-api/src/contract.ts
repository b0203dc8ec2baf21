/**
 * The entity types and roles shared with the console, from shared-kit's contract. Types only:
 * platform-api never loads shared-kit code at run time.
 */
export type {
  BatchRetryPaymentResponse,
  BillingPeriodOrder,
  BillingPeriodOrderGroup,
  BillingPeriodOrders,
  CardPaymentDetails,
  CardPaymentStatus,
  ClientContact,
  ClientFormRecord,
  ClientFormRow,
  ClientFormStatus,
  ClientRow,
  ClientStatus,
  ContractTerms,
  InternalUserRow,
  InternalUserType,
  InvoiceAddress,
  InvoiceDetails,
  InvoiceLineItem,
  InvoiceRow,
  InvoiceStatus,
  PaymentMethod,
  PaymentOutcome,
  Report,
  ReportColumnDef,
  ReportListItem,
  RetryPaymentResponse,
  TenantSummary,
  UpdateInvoiceStatusRequest,
  UserInfo,
} from 'shared-kit/src/contract/entities';
export type { Role, RoleMap } from 'shared-kit/src/contract/roles';
