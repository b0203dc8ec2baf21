import { buildFor, canaryBucket, fnv1a32, manifestMapOf, remoteRuntimeFits, runtimeSkewMessage, servesCanary, type DeployedRemote, type RemoteRegistry } from './remotes';

describe('remoteRuntimeFits (version skew rules)', () => {
  it('from 1.0 on: same major, remote minor not newer than the shell', () => {
    expect(remoteRuntimeFits('1.2.0', '1.2.0')).toBe(true);
    expect(remoteRuntimeFits('1.1.9', '1.2.0')).toBe(true);
    expect(remoteRuntimeFits('1.2.7', '1.2.0')).toBe(true);
    expect(remoteRuntimeFits('1.3.0', '1.2.0')).toBe(false);
    expect(remoteRuntimeFits('2.0.0', '1.9.0')).toBe(false);
    expect(remoteRuntimeFits('1.0.0', '2.0.0')).toBe(false);
  });

  it('in 0.x the minor acts as the major and the patch as the minor', () => {
    expect(remoteRuntimeFits('0.1.0', '0.1.0')).toBe(true);
    expect(remoteRuntimeFits('0.1.3', '0.1.5')).toBe(true);
    expect(remoteRuntimeFits('0.1.6', '0.1.5')).toBe(false);
    expect(remoteRuntimeFits('0.2.0', '0.1.9')).toBe(false);
    expect(remoteRuntimeFits('0.1.0', '0.2.0')).toBe(false);
    expect(remoteRuntimeFits('0.1.0', '1.1.0')).toBe(false);
    expect(remoteRuntimeFits('1.1.0', '0.1.0')).toBe(false);
  });

  it('ignores pre-release and build metadata; an unparsable version never fits', () => {
    expect(remoteRuntimeFits('1.2.0-beta.1', '1.2.0')).toBe(true);
    expect(remoteRuntimeFits('1.2.0+abc', '1.3.0+def')).toBe(true);
    expect(remoteRuntimeFits('1.2', '1.2.0')).toBe(false);
    expect(remoteRuntimeFits('1.2.0', 'latest')).toBe(false);
  });
});

describe('the registry', () => {
  it('gives remotes.json: each deployed remote to its version manifest URL', () => {
    const app = { commit: '1d2b2fc', buildTime: '2026-11-23T06:05:12.000Z', runtime: '0.1.0' };
    const registry: RemoteRegistry = {
      environment: 'local',
      revision: 3,
      updatedAt: '2026-11-23T06:06:00.000Z',
      shell: { ...app, version: '0.1.0+1d2b2fc.20261123T060512Z' },
      remotes: {
        'mfe-org-admin': { ...app, version: '0.1.0+1d2b2fc.20261123T060512Z', manifest: 'http://localhost:3004/0.1.0+1d2b2fc.20261123T060512Z/mf-manifest.json' },
        'mfe-billing': { ...app, version: '0.1.0+9aa0c01.20261123T070000Z', manifest: 'http://localhost:3001/0.1.0+9aa0c01.20261123T070000Z/mf-manifest.json' },
      },
    };
    expect(manifestMapOf(registry)).toEqual({
      'mfe-billing': 'http://localhost:3001/0.1.0+9aa0c01.20261123T070000Z/mf-manifest.json',
      'mfe-org-admin': 'http://localhost:3004/0.1.0+1d2b2fc.20261123T060512Z/mf-manifest.json',
    });
  });

  it('names the area in the skew message', () => {
    expect(runtimeSkewMessage('mfe-billing')).toBe('Billing screens need a newer console; reload or ask the platform team');
    expect(runtimeSkewMessage('mfe-org-admin')).toBe('Internal user management screens need a newer console; reload or ask the platform team');
  });
});

describe('canaries', () => {
  const V1 = '0.1.0+1d2b2fc.20261123T060512Z';
  const V2 = '0.1.0+9aa0c01.20261124T070000Z';
  const stable = { version: V1, commit: '1d2b2fc', buildTime: '2026-11-23T06:05:12.000Z', runtime: '0.1.0', manifest: `http://localhost:3001/${V1}/mf-manifest.json` };
  const canary = { version: V2, commit: '9aa0c01', buildTime: '2026-11-24T07:00:00.000Z', runtime: '0.1.0', manifest: `http://localhost:3001/${V2}/mf-manifest.json` };
  const entry = (percent: number): DeployedRemote => ({ ...stable, canary: { ...canary, percent, autoRollback: true, since: '2026-11-24T07:01:00.000Z' } });

  it('hashes with 32-bit FNV-1a (its published test values)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it("puts a user in the bucket of the hash of '{remote}:{user id}' modulo 100, per remote", () => {
    expect(canaryBucket('mfe-billing', 'b0c4a3f2-0d5e-4a77-9f3b-2a1f5c7e9d10')).toBe(49);
    expect(canaryBucket('mfe-billing', 'u-3')).toBe(6);
    expect(canaryBucket('mfe-org-admin', 'u-3')).toBe(13);
    expect(canaryBucket('mfe-billing', 'u-4')).toBe(11);
  });

  it('serves the canary to the buckets below its percent, the same user every time', () => {
    expect(servesCanary(entry(10), 'mfe-billing', 'u-3')).toBe(true);
    expect(servesCanary(entry(10), 'mfe-billing', 'u-3')).toBe(true);
    expect(servesCanary(entry(10), 'mfe-billing', 'u-4')).toBe(false);
    expect(servesCanary(entry(12), 'mfe-billing', 'u-4')).toBe(true);
    // u-3 is in bucket 13 of mfe-org-admin: a canary there does not reach it at 10 %.
    expect(servesCanary(entry(10), 'mfe-org-admin', 'u-3')).toBe(false);
  });

  it('serves the stable build without a canary, without a user id, and to everyone while a dev server serves the remote', () => {
    expect(servesCanary(stable, 'mfe-billing', 'u-3')).toBe(false);
    expect(servesCanary(entry(99), 'mfe-billing', null)).toBe(false);
    expect(servesCanary({ ...entry(99), dev: { url: 'http://localhost:3051', pid: 1, restores: null } }, 'mfe-billing', 'u-3')).toBe(false);
  });

  it("answers the build a user runs, with its manifest and whether it is the canary", () => {
    expect(buildFor(entry(10), 'mfe-billing', 'u-3')).toEqual({ version: V2, commit: '9aa0c01', buildTime: '2026-11-24T07:00:00.000Z', runtime: '0.1.0', manifest: canary.manifest, canary: true });
    expect(buildFor(entry(10), 'mfe-billing', 'u-4')).toEqual({ version: V1, commit: '1d2b2fc', buildTime: '2026-11-23T06:05:12.000Z', runtime: '0.1.0', manifest: stable.manifest, canary: false });
    expect(buildFor(undefined, 'mfe-billing', 'u-3')).toBeUndefined();
  });

  it('keeps the canary out of remotes.json: shells that read only it load the stable build', () => {
    const registry: RemoteRegistry = { environment: 'local', revision: 4, updatedAt: '2026-11-24T07:01:00.000Z', shell: { ...stable }, remotes: { 'mfe-billing': entry(50) } };
    expect(manifestMapOf(registry)).toEqual({ 'mfe-billing': stable.manifest });
  });
});
