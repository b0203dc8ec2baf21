/** The endpoint table and the schemas, types and helpers it is made of (see `table.ts`). */
export * from './schema-helpers';
export * from './define-endpoint';
export * from './dry-run';
export * from './async-answer';
export * from './common';
export * from './account';
export * from './tenants';
export * from './internal-users';
export * from './client-forms';
export * from './billing-clients';
export * from './billing-invoices';
export * from './billing-reports';
export * from './jobs';
export * from './action-log';
export * from './search';
export * from './grid-preferences';
export * from './table';
