import { federationName, REMOTE_NAMES, type RemoteName, type RemotePagesModule } from 'shared-kit/contract';

/** A pages module whose every page shows "<remote> <page>" as its heading. */
export function fakePagesModule(remote: RemoteName): RemotePagesModule {
  const pages = new Proxy(
    {},
    {
      get: (_target, key) => {
        const Page = () => <h1>{`${remote} ${String(key)}`}</h1>;
        return Page;
      },
    },
  );
  return { pages };
}

/** The remote whose pages module the federation runtime was asked for by `id` ('mfe_billing/pages'). */
export const remoteOf = (id: string): RemoteName | undefined => REMOTE_NAMES.find((name) => id === `${federationName(name)}/pages`);

