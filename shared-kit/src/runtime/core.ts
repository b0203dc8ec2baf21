/**
 * `shared-kit/runtime/core`: the part of the runtime the shell's pages before sign-in use — runtime
 * config, the session store, the notice channel, the leave holds and the identity token's provider —
 * without the API client and the query layer (axios, TanStack Query), which load with the signed-in
 * console. `shared-kit/runtime` re-exports all of it: these are the very modules of the runtime, so
 * the shell's pages and the shell's runtime share each one's state.
 *
 * Only the shell imports this entry (scripts/test/kit-sharing.test.mjs): it is bundled, not shared,
 * and holds the same state as the runtime on the page only because the page's runtime is the shell's
 * own, which the shell loads before any remote registers its copy (see shell/src/remotes/preload.ts).
 * A remote imports `shared-kit/runtime`.
 */
export * from '../config/runtime-config';
export * from '../session/session-store';
export * from './notify';
export * from './leave-guard';
export * from '../api/token';
