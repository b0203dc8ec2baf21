// The one federation runtime of the page, for every remote: remotes are built without their own
// copy (scripts/webpack/create-config.cjs, `externalRuntime`) and use this global. It is the very
// module the shell's federation runtime runs on, so the page carries it once.
import * as federationRuntimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = federationRuntimeCore;

import('./bootstrap');
