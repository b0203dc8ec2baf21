import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Role } from '../../src/contract.js';
import type { Database } from '../../src/db/database.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { LocalBlobStore } from '../../src/local/local-blob.js';
import type { WorkflowServices } from '../../src/workflows/workflow-engine.js';
import { TEST_AUDIENCE, TEST_ISSUER, createTestSigner, type TestSigner, type TokenClaims } from '../support/test-tokens.js';
import { MemoryTenantPools } from './memory-tenant-pools.js';

/** An application on a PGlite directory that outlives it, so a second one can take over its jobs. */
export interface WorkflowTestApp {
  app: FastifyInstance;
  db: Database;
  as(role: Role, options: InjectOptions, claims?: TokenClaims): Promise<LightMyRequestResponse>;
}

/** What several applications of one test share: the database directory, blobs, pools and signer. */
export interface WorkflowWorld {
  dataDir: string;
  blobs: LocalBlobStore;
  pools: MemoryTenantPools;
  signer: TestSigner;
}

/** A fresh world in a temporary directory. */
export async function createWorld(): Promise<WorkflowWorld> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'workflows-'));
  return { dataDir: path.join(dir, 'pglite'), blobs: new LocalBlobStore(path.join(dir, 'blobs')), pools: new MemoryTenantPools(), signer: await createTestSigner() };
}

/** Starts an application of the world (workers poll every 0.5 s; a stop fails running jobs after 1 s). */
export async function startApp(world: WorkflowWorld, afterStepEffect?: WorkflowServices['afterStepEffect']): Promise<WorkflowTestApp> {
  const db = await openPgliteDatabase(world.dataDir);
  const config = loadConfig({ AUTH_ISSUERS: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: world.dataDir }, { requireJwksUrl: false });
  const app = await buildApp({
    config,
    db,
    keySet: world.signer.keySet,
    logger: false,
    jobs: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
    workflows: { pools: world.pools, blobs: world.blobs, ...(afterStepEffect ? { afterStepEffect } : {}) },
  });
  return {
    app,
    db,
    async as(role, options, claims = {}) {
      const token = await world.signer.sign({ groups: [role], username: `${role.toLowerCase()}.user`, email: `${role.toLowerCase()}@px.local`, ...claims });
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f9e2b30000000049454e44ae426082', 'hex');

/** A complete onboarding form (docs/platform-ops.md#onboard-new-tenant) for `tenantId`. */
export function onboardingForm(tenantId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    tenant_id: tenantId,
    tenant_name: `Tenant ${tenantId}`,
    tenant_short_name: 'TST',
    email: `owner@${tenantId.toLowerCase()}.example`,
    phone: '+1 555 0100',
    whatsapp: '+1 555 0101',
    first_name: 'Olive',
    last_name: 'Owner',
    site_title: 'Test Phones',
    site_description: 'Used phones',
    language: 'en',
    region: 'us-east-1',
    px_color_primary: '#1f4e79',
    px_color_secondary: '#abc',
    px_font_title: 'Inter',
    px_font_body: 'Inter',
    routes: `shop.${tenantId.toLowerCase()}.example\nadmin.${tenantId.toLowerCase()}.example`,
    trial_period_in_days: '30',
    is_assurant_reseller: 'false',
    ...overrides,
  };
}

/** A multipart/form-data request of `fields` and `files`, encoded as a browser would. */
export async function multipart(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; bytes: Buffer }> = [],
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** Polls `check` every 100 ms until it answers a value, for at most `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
