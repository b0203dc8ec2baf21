/**
 * `shared-kit/runtime`: what exists once per page — runtime config, the API client and every call
 * helper of the spec, the session store and the notice channel. A strict Module Federation singleton:
 * keep it small, and change it only in semver-disciplined steps (a breaking change is a new major).
 */
export * from '../config/runtime-config';
export * from '../api/client';
export * from '../api';
export * from '../session/session-store';
export * from './notify';
