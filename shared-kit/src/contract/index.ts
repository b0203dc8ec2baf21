/**
 * `shared-kit/contract`: pure data and rules of the console — roles, the route table, remote names,
 * entity shapes, validation rules and messages, formatting, the date parser and the search grammar's
 * parser. No DOM, no React, no antd: platform-api imports it at run time, so no rule is copied.
 */
export * from './roles';
export * from './remotes';
export * from './routes';
export * from './entities';
export * from './id-token';
export * from '../validation';
export * from '../format';
export * from '../dates';
export * from '../search/constants';
export * from '../search/views';
export * from '../search/parse-search';
export * from '../search/limits';
export * from '../search/amount-filter';
export * from '../config/default-tenant-config';
export * from './endpoints';
export * from './payment-summary';
export * from './spreadsheet-cells';
export * from './idempotency';
export * from './invoice-status-rules';
export * from './messages';
