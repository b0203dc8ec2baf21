/**
 * The version of this shell's build (`metaData.console.version` of its mf-manifest.json,
 * scripts/webpack/build-info.cjs), written into the code by a production build (DefinePlugin of
 * scripts/webpack/create-config.cjs). Not defined in a development build (a dev shell beside a
 * console learns its shell from the registry) nor under jest: read it with `typeof`.
 */
declare const __CONSOLE_BUILD_VERSION__: string | undefined;
