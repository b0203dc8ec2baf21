import type { RemotePages } from 'shared-kit/contract';

/** The pages of this feature, keyed by the route table's page keys (spread into the remote's pages). */
export const resellerPages: Partial<RemotePages<'mfe-platform-ops'>> = {};
