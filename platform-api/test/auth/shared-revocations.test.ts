import { recordRevocation, SharedRevocations } from '../../src/auth/revocations.js';
import { createTokenVerifier, TokenRejectedError, type TokenVerifier } from '../../src/auth/token-verifier.js';
import { RevocationList } from '../../src/auth/user-status.js';
import type { InternalUserRow } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';

// Instances B and C of the API: their own token verifiers on the same database, each with a
// process list of its own (empty), as separate processes have (docs/operations.md#scaling).
describe('an offboarding through one instance is refused by the others on the next request', () => {
  let t: TestApp;
  let instanceB: TokenVerifier;
  let instanceC: TokenVerifier;
  beforeAll(async () => {
    t = await createSeededApp();
    const other = () =>
      createTokenVerifier({ issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, keySet: t.signer.keySet, revocations: new SharedRevocations(t.database.db, new RevocationList()) });
    instanceB = other();
    instanceC = other();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const rejection = (verify: TokenVerifier, token: string) =>
    verify(token).then(
      () => 'accepted',
      (error: unknown) => (error instanceof TokenRejectedError ? error.message : `failed: ${String(error)}`),
    );

  it('refuses the offboarded user on instances B and C at once, and still accepts a colleague', async () => {
    const rows = (await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/search', payload: { email: '@' } }))
      .json<InternalUserRow[]>()
      .filter((row) => row.active && ['ADMIN', 'BUYER_USER', 'SALES_REP'].includes(row.type));
    const [leaver, colleague] = rows;
    if (!leaver || !colleague) throw new Error('the seed has fewer than two active internal users');
    const leaverToken = await t.signer.sign({ groups: ['FINANCE'], username: 'leaver-uuid', email: leaver.email.toUpperCase() });
    const colleagueToken = await t.signer.sign({ groups: ['FINANCE'], username: 'colleague-uuid', email: colleague.email });
    expect(await rejection(instanceB, leaverToken)).toBe('accepted');

    const submitted = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: [leaver] });
    expect(submitted.statusCode).toBe(200);
    await t.app.asyncRequests.drain();

    for (const verify of [instanceB, instanceC]) {
      expect(await rejection(verify, leaverToken)).toBe("Token rejected: the user's access was revoked");
      expect(await rejection(verify, colleagueToken)).toBe('accepted');
    }
    // Instance A too, through its routes.
    const onA = await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${leaverToken}` } });
    expect(onA.statusCode).toBe(401);
  });

  it('accepts a token issued after the revocation, and forgets revocations older than a day', async () => {
    const db = t.database.db;
    const verify = new SharedRevocations(db, new RevocationList());
    const now = Date.now();
    await db.query("insert into revoked_users (user_key, revoked_at) values ('old@px.local', now() - interval '25 hours') on conflict do nothing");
    await db.transaction((tx) => recordRevocation(tx, 'Ana@PX.local', now));
    expect(await verify.isRevoked(['x', '', 'ana@px.local'], Math.floor(now / 1000))).toBe(true);
    expect(await verify.isRevoked(['ANA@px.local'], undefined)).toBe(true);
    expect(await verify.isRevoked(['ana@px.local'], Math.floor(now / 1000) + 1)).toBe(false);
    const left = await db.query<{ user_key: string }>("select user_key from revoked_users where user_key in ('old@px.local', 'ana@px.local') order by user_key");
    expect(left.rows.map((row) => row.user_key)).toEqual(['ana@px.local']);
  });
});
