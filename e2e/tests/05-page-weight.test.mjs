/**
 * Page-weight budgets: a page fails when its JS on the wire exceeds its budget by more than 5%:
 * 200 KB for the sign-in page, 450 KB from there to each role's landing page showing its data (cold
 * cache), 120 KB for each other page of a role opened from its side menu or dashboard after the
 * landing (warm cache), 10 KB for each remoteEntry.js. Figures come from a real Chromium
 * (bench/page-weight.mjs, which `npm run bench -w e2e` prints with what each landing adds to the
 * sign-in page and antd's part of it).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUDGETS, checkBudgets, landingName, LANDINGS, measurePageWeight } from '../bench/page-weight.mjs';
import { stack, useBrowser } from '../lib/browser.mjs';

const browser = useBrowser();
let result;
before(async () => {
  result = await measurePageWeight({ stack, browser, otherPages: true });
  console.log(`# page weight: ${JSON.stringify(checkBudgets(result).map(({ subject, wireBytes, limit }) => ({ subject, wireBytes, limit })))}`);
});

const landing = (entry) => result.landings.find((measured) => landingName(measured) === landingName(entry));

describe('page weight on the wire (JS, 1 KB = 1000 B, 5% tolerance)', () => {
  it('the sign-in page downloads at most 200 KB of JS', () => {
    assert.equal(BUDGETS.signInPageJs, 200_000);
    assert.ok(result.signInPage.js.files > 0, 'the sign-in page loads JS');
    assert.ok(result.signInPage.js.wireBytes <= 210_000, `sign-in page JS: ${result.signInPage.js.wireBytes} B`);
  });

  it('measures the landing page of every role: finance (/clients, and /invoices by its address), platform admin, client success, org admin', () => {
    assert.deepEqual(
      result.landings.map((measured) => [measured.email, measured.opens, measured.lands]),
      [
        ['finance@px.local', '/', '/clients'],
        ['finance@px.local', '/invoices', '/invoices'],
        ['platform.admin@px.local', '/', '/dashboard'],
        ['client.success@px.local', '/', '/client-form'],
        ['org.admin@px.local', '/', '/internal-user-management'],
      ],
    );
  });

  for (const entry of LANDINGS) {
    it(`signing in as ${entry.role} (${entry.email}) and reaching ${entry.lands} with its data downloads at most 450 KB of JS in all`, () => {
      assert.equal(BUDGETS.landingJs, 450_000);
      const measured = landing(entry);
      assert.ok(measured.afterSignInJs.wireBytes > 0, 'the console loads after sign-in');
      assert.ok(measured.js.wireBytes <= 472_500, `sign-in -> ${entry.lands} JS: ${measured.js.wireBytes} B`);
    });
  }

  it('after its landing, each other page of a role (side menu, dashboard tiles; warm cache) downloads at most 120 KB of JS', () => {
    assert.equal(BUDGETS.otherPageJs, 120_000);
    const opened = Object.fromEntries(result.landings.filter((measured) => measured.otherPages).map((measured) => [landingName(measured), measured.otherPages.map((other) => other.path)]));
    assert.deepEqual(opened['finance /clients'], ['/invoices', '/reports']);
    assert.ok(opened['platform admin /dashboard'].includes('/new-tenant') && opened['platform admin /dashboard'].length >= 10, `platform admin: ${opened['platform admin /dashboard']}`);
    for (const measured of result.landings) {
      for (const other of measured.otherPages ?? []) assert.ok(other.js.wireBytes <= 126_000, `${landingName(measured)} -> ${other.path}: ${other.js.wireBytes} B`);
    }
  });

  it("each landing downloads shared-kit's contract graph once (the shell's kit-contract chunk, no remote's own)", () => {
    for (const measured of result.landings) {
      const contract = measured.jsFiles.filter((file) => /\/kit-contract\.[0-9a-f]+\.js$/.test(file.url)).map((file) => file.url);
      assert.equal(contract.length, 1, `${landingName(measured)}: ${contract.join(', ')}`);
      // File URLs are listed as ':port/path'.
      assert.ok(contract[0].startsWith(`:${new URL(stack.shellUrl).port}/`), `${landingName(measured)}: ${contract[0]} is not the shell's`);
    }
  });

  it('each remoteEntry.js downloads at most 10 KB', () => {
    assert.deepEqual(Object.keys(result.remoteEntries).sort(), ['mfe-billing', 'mfe-client-success', 'mfe-org-admin', 'mfe-platform-ops']);
    for (const [name, entry] of Object.entries(result.remoteEntries)) {
      assert.ok(entry.wireBytes > 0, `${name} remoteEntry.js was received`);
      assert.ok(entry.wireBytes <= BUDGETS.remoteEntry * 1.05, `${name} remoteEntry.js: ${entry.wireBytes} B`);
    }
  });

  it('fails a subject only beyond 5% over its budget', () => {
    const rows = checkBudgets({
      signInPage: { js: { wireBytes: 210_000 } },
      landings: [
        { role: 'finance', lands: '/clients', js: { wireBytes: 472_500 }, otherPages: [{ path: '/invoices', js: { wireBytes: 126_001 } }] },
        { role: 'org admin', lands: '/internal-user-management', js: { wireBytes: 472_501 } },
      ],
      remoteEntries: { 'mfe-billing': { wireBytes: 10_500 } },
    });
    assert.deepEqual(rows.map((row) => [row.subject, row.limit, row.over]), [
      ['sign-in page JS', 210_000, false],
      ['sign-in -> /clients (finance) JS', 472_500, false],
      ['sign-in -> /internal-user-management (org admin) JS', 472_500, true],
      ['/clients -> /invoices (finance) JS', 126_000, true],
      ['mfe-billing remoteEntry.js', 10_500, false],
    ]);
  });

  it('sends JS, CSS, HTML and JSON compressed', () => {
    assert.deepEqual(result.signInPage.uncompressedOver1KB, []);
    for (const measured of result.landings) assert.deepEqual(measured.uncompressedOver1KB, [], landingName(measured));
    for (const [name, entry] of Object.entries(result.remoteEntries)) assert.equal(entry.encoding, 'br', name);
  });
});
