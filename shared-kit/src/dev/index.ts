/**
 * Development-only entry (`shared-kit/dev`): the standalone harness of a remote with its dev sign-in.
 * Kept out of the main entry so it never ships inside the shared singleton.
 */
export { StandaloneRemote } from './standalone';
