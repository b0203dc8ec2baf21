import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { endedChildrenCpuSeconds } from '../build-all.mjs';

describe('the CPU seconds of a build (build-all)', () => {
  it("counts an ended child's CPU time, its own children's included", { skip: process.platform !== 'linux' && 'reads /proc' }, () => {
    const before = endedChildrenCpuSeconds();
    // A child that spins 0.4 s of CPU itself and starts a grandchild that spins 0.4 s more.
    const spin = 'const s = process.cpuUsage(); for (let u = process.cpuUsage(s); u.user + u.system < 400000; u = process.cpuUsage(s));';
    const child = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(spin)}]); ${spin}`;
    assert.equal(spawnSync(process.execPath, ['-e', child]).status, 0);
    const counted = endedChildrenCpuSeconds() - before;
    assert.ok(counted >= 0.8 && counted < 3, `${counted} s`);
  });
});
