import * as runtime from 'shared-kit/runtime';
import * as core from 'shared-kit/runtime/core';

describe("shared-kit/runtime/core (the runtime's part the shell's pages use before sign-in)", () => {
  it('is part of shared-kit/runtime: the runtime exports each of its bindings, the very same ones', () => {
    const names = Object.keys(core);
    expect(names).toEqual(expect.arrayContaining(['loadRuntimeConfig', 'getRuntimeConfig', 'useSessionStore', 'showToast', 'setNotifyApi', 'leaveMessage', 'setTokenProvider', 'getIdToken']));
    for (const name of names) expect([name, (runtime as Record<string, unknown>)[name]]).toEqual([name, (core as Record<string, unknown>)[name]]);
    expect(runtime.useSessionStore).toBe(core.useSessionStore);
  });

  it("holds no API client: the runtime's apiClient and query layer are not in it", () => {
    expect(Object.keys(core)).not.toEqual(expect.arrayContaining(['apiClient']));
    expect(Object.keys(core)).not.toContain('QueryLayer');
    expect(Object.keys(core)).not.toContain('apiErrorMessage');
  });

  it('the token the API client sends is the one the core installs', async () => {
    core.setTokenProvider(async () => 'token-from-core');
    await expect(runtime.getIdToken()).resolves.toBe('token-from-core');
  });
});
