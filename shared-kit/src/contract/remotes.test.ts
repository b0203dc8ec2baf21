import { manifestMapOf, remoteRuntimeFits, runtimeSkewMessage, type RemoteRegistry } from './remotes';

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
