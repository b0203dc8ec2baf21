/**
 * The data layer's calls on top of the shared API client (docs/data-layer.md): the endpoint table's calls, their failures and the idempotency keys of writes.
 */
export * from './errors';
export * from './async-request';
export * from './export-file';
export * from './endpoint-request';
export * from './idempotency';
