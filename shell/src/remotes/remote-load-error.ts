import { runtimeSkewMessage, type RemoteName } from 'shared-kit/contract';

/** A remote could not be loaded (its server is down, its manifest is missing or malformed). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * A remote was not loaded: the registry says it needs a newer shared-kit runtime than this shell
 * offers (`remoteRuntimeFits`). Its message is {@link runtimeSkewMessage}.
 */
export class RuntimeSkewError extends Error {
  constructor(
    readonly remote: RemoteName,
    /** The runtime the remote was built with. */
    readonly runtime: string,
  ) {
    super(runtimeSkewMessage(remote));
    this.name = 'RuntimeSkewError';
  }
}
