/**
 * Accessibility (docs/accessibility.md): axe-core checks every screen of every role in Chromium —
 * the public pages signed out, then, for each role's demo user, every route of the route table that
 * role may open (detail pages on a record taken from the API) and the pages every signed-in user
 * has. No serious or critical violation of WCAG 2.2 A/AA may remain (2.2 adds the 24 x 24 px target
 * size of the search clear icon and the password eye), and each screen has exactly one h1 (its
 * title: shared-kit/ui's PageTitle).
 *
 * The routes come from shared-kit's route table itself (read through tsx), so a new screen is
 * checked without touching this file.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { newPage, shellUrl, signIn, useBrowser } from '../lib/browser.mjs';
import { apiJson } from '../lib/journeys.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEST_TIMEOUT = 600_000;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const USER_BY_ROLE = {
  PLATFORM_ADMIN: 'platform.admin@px.local',
  FINANCE: 'finance@px.local',
  CLIENT_SUCCESS: 'client.success@px.local',
  ORG_ADMIN: 'org.admin@px.local',
};

/** The route table, read from shared-kit's TypeScript source. */
function routeTable() {
  const script = `import { PUBLIC_ROUTES, PROTECTED_ROUTES, SIGNED_IN_ROUTES } from './shared-kit/src/contract/routes/routes.ts';
console.log(JSON.stringify({ publicRoutes: PUBLIC_ROUTES, protectedRoutes: PROTECTED_ROUTES, signedInRoutes: SIGNED_IN_ROUTES }));`;
  const output = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--eval', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output);
}

/** A record for each path parameter of the detail routes, taken from the API. */
async function pathParameters() {
  const [invoices, clients, forms] = await Promise.all([
    apiJson(USER_BY_ROLE.FINANCE, '/billing/invoices'),
    apiJson(USER_BY_ROLE.FINANCE, '/billing/clients'),
    apiJson(USER_BY_ROLE.CLIENT_SUCCESS, '/client-success/prospective-tenants'),
  ]);
  const list = (body) => (Array.isArray(body) ? body : (body.rows ?? body.items ?? []));
  return {
    invoiceNumber: list(invoices)[0]?.invoiceNumber,
    clientId: list(clients)[0]?.tenantId,
    submissionId: list(forms)[0]?.submissionId,
  };
}

/** The path to open for a route pattern, or undefined when the seed has no record for it. */
function concretePath(pattern, params) {
  let missing = false;
  const concrete = pattern.replace(/:([A-Za-z]+)/g, (_match, name) => {
    const value = name === 'id' ? (pattern.startsWith('/clients') ? params.clientId : params.submissionId) : params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : concrete;
}

/**
 * Waits until the page has settled: no spinner or skeleton left and no finite animation (antd's
 * enter motions) still running, so colours are checked as they end.
 */
async function settled(page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.ant-spin-spinning, .ant-skeleton-active') &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => {});
}

/** The page's h1 headings, as text: a screen has exactly one, its title. */
const headingsOne = (page) => page.locator('h1').allInnerTexts();

/** One axe run: the serious and critical violations, one line each, and a screen without exactly one h1. */
async function analyse(page, label) {
  // Update Config's Live Preview draws the tenant's own colours, readable or not, as a picture
  // (docs/accessibility.md#the-live-preview): the page warns about them in text instead.
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(LIVE_PREVIEW).analyze();
  const h1 = await headingsOne(page);
  const oneTitle = h1.length === 1 ? [] : [`${label}: ${h1.length} h1 headings (${h1.join(' | ')}), one expected`];
  return oneTitle.concat(result.violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .map((violation) => `${label}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`));
}

/**
 * The serious and critical violations of the screen at rest: a finding is checked again once the
 * screen has settled a second time, and only what is still there counts (a spinner or a transition
 * caught mid-way is not the screen a user works with).
 */
async function violations(page, label) {
  const first = await analyse(page, label);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  await settled(page);
  const again = new Set(await analyse(page, label));
  return first.filter((line) => again.has(line));
}

/** The picture of the buyer site on Update Config, in the chosen tenant's colours. */
const LIVE_PREVIEW = '[data-testid="theme-preview"]';

const browser = useBrowser();
let routes;
let params;
before(async () => {
  routes = routeTable();
  params = await pathParameters();
});

describe('accessibility (axe-core, WCAG 2.2 A/AA, one h1 per screen)', { timeout: TEST_TIMEOUT }, () => {
  it('the public pages have no serious or critical violation', async () => {
    const page = await newPage(browser);
    const found = [];
    for (const route of routes.publicRoutes) {
      await page.goto(shellUrl + route.path, { waitUntil: 'networkidle' });
      await settled(page);
      found.push(...(await violations(page, route.path)));
    }
    await page.context().close();
    assert.deepEqual(found, []);
  });

  it("Update Config with a tenant chosen (its form and Live Preview) has no serious or critical violation", async () => {
    const page = await newPage(browser);
    await signIn(page, USER_BY_ROLE.PLATFORM_ADMIN);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 60_000 });
    await page.goto(`${shellUrl}/update-config`);
    const main = page.locator('main');
    await main.getByRole('combobox', { name: 'Tenant' }).click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor({ timeout: 30_000 });
    await option.click();
    await main.getByRole('img', { name: 'Sample of the buyer site in these colours and fonts' }).waitFor({ timeout: 30_000 });
    await settled(page);
    const found = await violations(page, '/update-config with a tenant');
    assert.deepEqual(page.errors, [], 'no JavaScript error');
    await page.context().close();
    assert.deepEqual(found, []);
  });

  for (const [role, email] of Object.entries(USER_BY_ROLE)) {
    it(`every screen a ${role} may open has no serious or critical violation`, async () => {
      const page = await newPage(browser);
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname !== '/', { timeout: 60_000 });
      const paths = [
        ...routes.protectedRoutes.filter((route) => route.role === role).map((route) => concretePath(route.path, params)),
        ...routes.signedInRoutes.map((route) => route.path),
      ].filter(Boolean);
      const found = [];
      for (const target of [...new Set(paths)]) {
        // A client-side navigation, as the menu does: the app stays loaded between screens.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, target);
        await page.waitForURL((url) => url.pathname === target.split('?')[0], { timeout: 30_000 }).catch(() => {});
        await settled(page);
        found.push(...(await violations(page, target)));
      }
      assert.deepEqual(page.errors, [], 'no JavaScript error on any screen');
      await page.context().close();
      assert.ok(paths.length > 0, `the route table lists screens for ${role}`);
      assert.deepEqual(found, []);
    });
  }
});
