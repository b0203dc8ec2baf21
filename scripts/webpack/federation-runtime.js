/**
 * The federation runtime of a remote's own page (its standalone harness). Remotes are built with
 * the runtime left out (`experiments.externalRuntime`: every import of
 * '@module-federation/runtime-core' reads the global `_FEDERATION_RUNTIME_CORE`); inside the
 * console the shell sets that global (shell/src/index.ts), so each remoteEntry.js stays small. A
 * remote opened on its own port has no shell, so its page loads this entry before main.js. The
 * import goes through an alias to the package's file, which the externals rule does not match.
 */
import * as runtimeCore from 'federation-runtime-core-file';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
