/** Call helpers on top of the shared API client (spec 01 §7-8, spec 02 §7-8). */
export * from './errors';
export * from './call-api';
export * from './direct-call';
export * from './async-request';
export * from './upload';
export * from './export-file';
export * from './public-call';
export * from './admin-status';
export * from './endpoint-request';
export * from './idempotency';
