import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import semver from 'semver';
import buildInfoModule from '../webpack/build-info.cjs';
import textOverrideLoader from '../webpack/text-override-loader.cjs';
import { remoteRuntimeFits } from '../lib/contract.mjs';

const { VERSION_PATTERN, buildInfo, buildVersion, compactBuildTime } = buildInfoModule;

describe('build versions', () => {
  it('is {packageVersion}+{shortCommit}.{buildTimeCompact}, UTC to the second', () => {
    assert.equal(compactBuildTime(new Date('2026-11-23T06:05:12.345Z')), '20261123T060512Z');
    assert.equal(buildVersion({ packageVersion: '0.1.0', commit: '1d2b2fc', buildTime: new Date('2026-11-23T06:05:12Z') }), '0.1.0+1d2b2fc.20261123T060512Z');
    assert.equal(buildVersion({ packageVersion: '1.4.2', commit: '1d2b2fc-dirty', buildTime: new Date('2026-01-02T03:04:05Z') }), '1.4.2+1d2b2fc-dirty.20260102T030405Z');
  });

  it('accepts only version-shaped folder names', () => {
    for (const ok of ['0.1.0+1d2b2fc.20261123T060512Z', '0.1.0+1d2b2fc-dirty.20261123T060512Z', '2.0.0-rc.1+abcdef0.20261123T060512Z']) assert.ok(VERSION_PATTERN.test(ok), ok);
    for (const bad of ['..', '0.1.0', '0.1.0+1d2b2fc.20261123T0605Z', '0.1.0+1d2b2fc.20261123T060512Z/..', 'mf-manifest.json']) assert.ok(!VERSION_PATTERN.test(bad), bad);
  });

  it("records this checkout's commit, the build time and shared-kit's version as the runtime", () => {
    const info = buildInfo('mfe-billing', new Date('2026-11-23T06:05:12.900Z'));
    assert.equal(info.buildTime, '2026-11-23T06:05:12.000Z');
    assert.equal(info.runtime, '0.1.0');
    assert.match(info.commit, /^[0-9a-f]{7}(-dirty)?$/);
    assert.equal(info.version, `0.1.0+${info.commit}.20261123T060512Z`);
  });
});

describe('the runtime skew rule', () => {
  it("is semver's caret range of the remote's runtime (patch ignored from 1.0 on)", () => {
    const versions = ['0.1.0', '0.1.4', '0.2.0', '1.0.0', '1.0.3', '1.2.0', '1.3.1', '2.0.0'];
    for (const remote of versions) {
      for (const shell of versions) {
        const parsed = semver.parse(remote);
        const range = parsed.major === 0 ? `^${remote}` : `^${parsed.major}.${parsed.minor}.0`;
        assert.equal(remoteRuntimeFits(remote, shell), semver.satisfies(shell, range), `${remote} in ${shell}`);
      }
    }
  });
});

describe('text overrides of a build', () => {
  const run = (source, overrides) => textOverrideLoader.call({ getOptions: () => ({ overrides }) }, source);

  it('replaces whole string literals only, keeping their quotes', () => {
    const source = `const count = \`\${shown} of \${loaded} \${loaded === 1 ? 'row' : 'rows'}\`; const x = "rows"; const y = 'rows2'; // rows`;
    assert.equal(run(source, { rows: 'rows listed' }), `const count = \`\${shown} of \${loaded} \${loaded === 1 ? 'row' : 'rows listed'}\`; const x = "rows listed"; const y = 'rows2'; // rows`);
  });

  it('escapes a quote of the replacement', () => {
    assert.equal(run(`a('rows')`, { rows: "it's" }), `a('it\\'s')`);
  });
});
