/**
 * `shared-kit/runtime`: what exists once per page — runtime config, the API client and the calls of
 * the endpoint table (docs/data-layer.md), the session store, the notice channel and the query layer
 * (one QueryClient, typed hooks over the endpoint table). A strict Module Federation singleton:
 * keep it small, and change it only in semver-disciplined steps (a breaking change is a new major).
 */
export * from './core';
export * from '../api/client';
export * from '../api';
export * from './query-client';
export * from './endpoint-hooks';
export * from './write-action';
