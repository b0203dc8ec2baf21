/**
 * shared-kit's contract entries (`shared-kit/contract`, `/platform-ops` and `/all-endpoints`: pure
 * data and rules, no DOM) as platform-api uses them at run time: the whole endpoint table its
 * routes are registered from, the entity types derived
 * from the table's schemas, and the rules the console and the API share (roles from groups, client
 * status labels, hours format, cell escaping, the bulk payment summary), so none is copied here.
 * `npm run build` bundles it into `dist/server.js`.
 */
export * from 'shared-kit/contract';
export * from 'shared-kit/contract/platform-ops';
// The whole table (the shared contract's and the platform admin's tooling), in place of the shared
// contract's own ENDPOINTS.
export { ENDPOINTS, ENDPOINT_LIST, type EndpointKey } from 'shared-kit/contract/all-endpoints';
