/**
 * The folders `npm run package` (scripts/package.mjs) writes, as the images copy them
 * (images/*.Dockerfile, paths from the repository root): the API's and the console's.
 */
export const PACKAGE_FOLDERS = ['.package/platform-api', '.package/console'];
