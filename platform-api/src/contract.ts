/**
 * shared-kit's contract entry (`shared-kit/contract`: pure data and rules, no DOM) as platform-api
 * uses it at run time: the endpoint table its routes are registered from, the entity types derived
 * from the table's schemas, and the rules the console and the API share (roles from groups, client
 * status labels, hours format, cell escaping, the bulk payment summary), so none is copied here.
 * `npm run build` bundles it into `dist/server.js`.
 */
export * from 'shared-kit/contract';
