/**
 * shared-kit: the shell <-> remote contract and everything the console's apps share.
 */
export * from './contract/roles';
export * from './contract/remotes';
export * from './contract/routes';
export * from './config/runtime-config';
export * from './api/client';
export * from './session/session-store';
export * from './contract/entities';
export * from './contract/id-token';
export * from './validation';
export * from './ui/notify';
export * from './format';
export * from './ui/status-chip';
export * from './api';
export * from './dates';
export * from './search';
export * from './ui/data-grid';
export * from './ui/grid-filters';
export * from './ui/grid-url-state';
export * from './ui/leave-guards';
export * from './config/default-tenant-config';
