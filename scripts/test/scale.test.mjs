// The console past one machine, from `npm run package` output (docs/operations.md "Topology,
// nginx, images and scaling"; scripts/lib/scale-cluster.mjs): the console's static origin on nginx,
// three API instances on the Postgres server behind nginx's API proxy, a local user pool with the
// demo users. Checks that a browser signs in through nginx as each role; that an offboarding through
// one instance is refused by the others; that an onboarding and a bulk update whose instance is
// killed mid-way finish exactly once or not at all; the limits and schedules shared by the
// instances; that nginx retries a GET on another instance when the one serving it is killed and
// never resends a POST; and that deploy and rollback switch what nginx serves while an earlier
// version's chunks still load.
//
// Postgres: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server;
// the test creates and drops a database of its own there. Skipped, saying why, without nginx or
// without a Postgres server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { launch, newPage } from '../../e2e/lib/chromium.mjs';
import { nginxMissing } from '../lib/nginx.mjs';
import { postgresMissing, startCluster } from '../lib/scale-cluster.mjs';
import { DEMO_PASSWORD, DEMO_USERS } from '../lib/stack-config.mjs';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..');
const INSTANCES = 3;
/** The shortened period of the periodic tasks, s (PERIODIC_TASK_SECONDS). */
const PERIOD_SECONDS = 4;
const started = Date.now();
/** The user an org admin offboards through one instance. */
const LEAVER = 'scale.leaver@px.local';
/** The size of the bulk update killed mid-way. */
const BULK_INVOICES = 300;
/** A 1x1 PNG (the onboarding's pool logo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const skip = nginxMissing() ?? (await postgresMissing()) ?? false;

/** A new client's registration form (the public page's fields) named `businessName`. */
function registration(businessName) {
  return {
    contactEmail: 'ops@scale.example',
    officialLegalName: `${businessName} LLC`,
    dba: '',
    jurisdictionOfOrganization: 'Delaware',
    signerName: 'Ada Byron',
    signerTitle: 'CEO',
    signerEmail: 'ada@scale.example',
    signerPhone: '+1 (212) 555-0100',
    payableContactName: 'Alan Turing',
    payableEmail: 'ap@scale.example',
    payablePhone: '',
    billingAddress1: '1 Main St',
    billingAddress2: '',
    billingCity: 'Springfield',
    billingState: '',
    billingCountry: 'US',
    billingZipcode: '62701',
    businessName,
    businessShortName: 'SCL',
    currency: 'USD',
    adminSiteUrl: 'https://admin.scale.example',
    adminUserEmail: 'admin@scale.example',
    buyerSiteUrl: 'https://shop.scale.example',
    buyerFromEmail: 'orders@scale.example',
    buyerSiteLanguage: 'en-US',
    logo: '',
    favicon: '',
    existingBusinessWebsite: '',
  };
}

describe('three API instances and the static origin behind nginx, from npm run package', { skip }, () => {
  /** @type {import('../lib/scale-cluster.mjs').Cluster} */
  let cluster;
  let nginx;
  let apps;
  let apiUrl;
  let cognitoUrl;
  let originDir;
  let instances;
  let startInstance;
  let idToken;

  before(async () => {
    // Seeded with enough paid invoices for the bulk update's fixture below.
    cluster = await startCluster({ instances: INSTANCES, seedInvoices: 1600, periodSeconds: PERIOD_SECONDS, extraUsers: [{ email: LEAVER, groups: ['FINANCE'] }] });
    ({ nginx, apps, apiUrl, cognitoUrl, originDir, instances, startInstance, idToken } = cluster);
  });

  after(async () => {
    await cluster?.stop();
    console.log(`# scale test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  /** The access log lines of `method url`, oldest first, from `since` (a line count). */
  const logged = (method, url, since = 0) => nginx.accessLog().slice(since).filter((line) => line.includes(`"${method} ${url} HTTP/`));
  /** The instances a logged request was sent to, in order (`upstream=a, b`). */
  const upstreamsOf = (line) => /upstream=(.*?) upstream_status=/.exec(line)[1].split(', ');

  /**
   * Sends `count` requests at once while instance `victim` is frozen (SIGSTOP), so the ones given
   * to it wait there with their request sent; then kills it (SIGKILL) mid-request.
   */
  async function killMidRequest(victim, count, send) {
    process.kill(victim.child.pid, 'SIGSTOP');
    const answers = Array.from({ length: count }, () => send());
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(victim.child.pid, 'SIGKILL');
    return Promise.all(answers);
  }

  describe('the static origin on nginx', () => {
    it("serves the shell's page and config with the registry's origins in the CSP, and the API's origin", async () => {
      const page = await fetch(`${apps.shell}/clients`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<div id="root">|<script/);
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      const scriptSrc = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy'))[1].split(' ');
      assert.deepEqual(scriptSrc, ["'self'", apps['mfe-billing'], apps['mfe-client-success'], apps['mfe-platform-ops'], apps['mfe-org-admin']]);
      assert.ok(/connect-src ([^;]*)/.exec(page.headers.get('content-security-policy'))[1].split(' ').includes(apiUrl));
      const config = await (await fetch(`${apps.shell}/config.json`)).json();
      assert.equal(config.apiBaseUrl, apiUrl);
    });
  });


  /** `fetch` of `base + path` with `token`; a plain-object body goes as JSON. */
  function call(base, token, apiPath, { method = 'GET', body, headers = {} } = {}) {
    const json = body !== undefined && !(body instanceof FormData);
    return fetch(`${base}${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : body }),
    });
  }

  /**
   * Polls `check` every 250 ms until it answers a value other than undefined (0 and false are
   * answers: the first instance's index is 0), for at most `timeoutMs`.
   */
  async function eventually(what, check, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** A client of the cluster's database. */
  async function connectDatabase() {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    return client;
  }

  /**
   * Holds `lock` (SQL run in an open transaction of the test's own) while `start` sends a request,
   * waits until a statement of an instance is blocked by that lock (the instance is mid-way through
   * the work), kills that instance (SIGKILL), releases the lock and restarts the instance. Answers
   * the killed instance's index and what `start` answered. With `inRequest` (the work is done before
   * the request is answered), fails at once, with what the request answered, when the request ends
   * before any instance was seen blocked.
   */
  async function killWhileWaiting({ lock, params = [], waitsOn, inRequest = false, start, diagnose }) {
    const locker = await connectDatabase();
    // pg_stat_activity is read from another session: inside the locker's transaction it would stay
    // the snapshot of its first read.
    const watcher = await connectDatabase();
    try {
      await locker.query('begin');
      const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid;
      await locker.query(lock, params);
      const answer = start();
      let answered;
      answer.then((value) => (answered = value), (error) => (answered = error));
      /** The instances' busy sessions at the last poll that found any, for the failure's message. */
      let seen = [];
      const victim = await eventually(`an instance blocked by the lock on ${waitsOn}`, async () => {
        const { rows } = await watcher.query(
          `select application_name, $1::int = any(pg_blocking_pids(pid)) as blocked, wait_event_type, wait_event, left(query, 160) as query
           from pg_stat_activity where application_name like 'px-scale-%' and state <> 'idle'`,
          [lockerPid],
        );
        const blocked = rows.find((row) => row.blocked);
        if (blocked) return Number(blocked.application_name.replace('px-scale-', ''));
        if (rows.length > 0) seen = rows;
        if (inRequest && answered !== undefined) throw new Error('the request ended before an instance was seen blocked');
        return undefined;
      }, 240_000).catch(async (error) => {
        const activity = (await watcher.query(`select application_name, state, wait_event_type, left(query, 120) as query from pg_stat_activity where application_name like 'px-scale-%' and state <> 'idle'`)).rows;
        throw new Error(`${error.message}; the request answered ${JSON.stringify(answered)}; busy sessions: ${JSON.stringify(activity)}; last seen busy: ${JSON.stringify(seen)}; ${diagnose ? await diagnose() : ''}`);
      });
      const { child } = instances[victim];
      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
      await locker.query('commit');
      await startInstance(victim);
      return { victim, answer: await answer };
    } finally {
      await locker.end();
      await watcher.end();
    }
  }

  describe('the console through nginx, on three instances', () => {
    it('a browser signs in through nginx and opens the landing page of each role, its data from the instances behind the proxy', { timeout: 300_000 }, async () => {
      const browser = await launch();
      try {
        for (const user of DEMO_USERS.filter((candidate) => candidate.groups.length === 1 && candidate.lands.startsWith('/') && !candidate.temporary)) {
          const since = nginx.accessLog().length;
          const page = await newPage(browser);
          const answered = [];
          page.on('response', (response) => {
            if (response.url().startsWith(`${apiUrl}/`) && response.request().method() !== 'OPTIONS') answered.push(response.status());
          });
          await page.goto(`${apps.shell}/`);
          await page.getByLabel('Email').fill(user.email);
          await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: 'Sign In' }).click();
          // Up to 2 minutes: the browser tests' lane runs beside this one on the same two cores.
          await page.waitForURL((url) => url.pathname === user.lands, { timeout: 120_000 }).catch(async (error) => {
            const shown = await page.locator('.ant-alert, .ant-form-item-explain, .ant-notification-notice').allInnerTexts().catch(() => []);
            throw new Error(`${user.email}: not on ${user.lands} but ${page.url()}; the page shows ${JSON.stringify(shown)}; API answers ${JSON.stringify(answered)}; ${error.message}`);
          });
          const title = page.locator('main h1');
          await title.waitFor({ timeout: 60_000 });
          assert.notEqual((await title.textContent()).trim(), '', `${user.email}: the landing page has its title`);
          await page.waitForLoadState('networkidle');
          assert.ok(answered.length > 0, `${user.email}: the page called the API through nginx`);
          assert.deepEqual(answered.filter((status) => status >= 400), [], `${user.email}: every API call answered`);
          const proxied = nginx.accessLog().slice(since).filter((line) => /upstream=127\.0\.0\.1:\d+/.test(line));
          assert.ok(proxied.length > 0, `${user.email}: nginx passed the calls to an instance`);
          assert.deepEqual(page.errors, [], `${user.email}: no page errors`);
          await page.context().close();
        }
      } finally {
        await browser.close();
      }
    });

    it('an internal user offboarded through instance A is refused by instances B and C on the next request', { timeout: 120_000 }, async () => {
      const db = await connectDatabase();
      try {
        const tenantId = (await db.query('select tenant_id from tenants order by tenant_id limit 1')).rows[0].tenant_id;
        await db.query(`insert into internal_users (tenant_id, email, user_type, active) values ($1, $2, 'ADMIN', true)`, [tenantId, LEAVER]);
        const leaver = await idToken(LEAVER);
        const [a, b, c] = instances;
        // Both other instances know the user as active (their pool check is cached for up to 60 s).
        for (const instance of [b, c]) assert.equal((await call(instance.url, leaver, '/account/user-info')).status, 200);

        const orgAdmin = await idToken('org.admin@px.local');
        const offboarding = await call(a.url, orgAdmin, '/internal-users/offboard', { method: 'POST', body: [{ tenantId, email: LEAVER }], headers: { 'Idempotency-Key': crypto.randomUUID() } });
        assert.equal(offboarding.status, 200);
        const { requestId } = await offboarding.json();
        await eventually('the offboarding', async () => {
          const progress = await (await call(a.url, orgAdmin, '/internal-users/offboard', { method: 'POST', body: [{ tenantId, email: LEAVER }], headers: { request_id: requestId } })).json();
          return progress.status === 'COMPLETED' ? progress : undefined;
        });
        assert.equal((await db.query('select active from internal_users where tenant_id = $1 and email = $2', [tenantId, LEAVER])).rows[0].active, false);
        for (const instance of [b, c]) assert.equal((await call(instance.url, leaver, '/account/user-info')).status, 401, `refused by ${instance.address}`);
      } finally {
        await db.end();
      }
    });

    it('an onboarding whose instance is killed mid-way finishes exactly once: one tenant, one pool, one owner mail', { timeout: 600_000 }, async () => {
      const tenantId = 'SCALE1';
      const admin = await idToken('platform.admin@px.local');
      const form = new FormData();
      const fields = {
        tenant_id: tenantId, tenant_name: 'Scale Phones', tenant_short_name: 'SCL', email: 'owner@scale1.example', phone: '+1 555 0100', whatsapp: '+1 555 0101',
        first_name: 'Olive', last_name: 'Owner', site_title: 'Scale Phones', site_description: 'Used phones', language: 'en', region: 'us-east-1',
        px_color_primary: '#1f4e79', px_color_secondary: '#abc', px_font_title: 'Inter', px_font_body: 'Inter',
        routes: 'shop.scale1.example\nadmin.scale1.example', trial_period_in_days: '30', is_assurant_reseller: 'false',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('user_pool_logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');

      // The workflow is stopped at its DNS step, after the pool, the owner and the owner's mail.
      const { answer } = await killWhileWaiting({
        lock: 'lock table local_dns_records in exclusive mode',
        waitsOn: 'local_dns_records',
        diagnose: async () => JSON.stringify(await (await call(apiUrl, admin, '/workflow/status', { method: 'POST', body: { tenant_id: tenantId } })).json()),
        start: async () => {
          const response = await call(apiUrl, admin, '/workflow/start', { method: 'POST', body: form, headers: { 'Idempotency-Key': crypto.randomUUID() } });
          return { status: response.status, body: await response.json() };
        },
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'RUNNING');

      const status = async () => (await call(apiUrl, admin, '/workflow/status', { method: 'POST', body: { tenant_id: tenantId } })).json();
      for (const waiting of ['DNS Mapping', 'CNAME Records']) {
        await eventually(`WAITING ${waiting}`, async () => {
          const now = await status();
          return now.status === 'WAITING' && now.type === waiting ? now : undefined;
        }, 240_000);
        assert.equal((await call(apiUrl, admin, '/workflow/resume', { method: 'POST', body: { tenant_id: tenantId } })).status, 200);
      }
      await eventually('SUCCEEDED', async () => ((await status()).status === 'SUCCEEDED' ? true : undefined));

      const db = await connectDatabase();
      try {
        const count = async (sql) => (await db.query(sql, [tenantId])).rows[0].n;
        assert.equal(await count('select count(*)::int as n from tenants where tenant_id = $1'), 1);
        assert.equal(await count('select count(*)::int as n from tenant_user_pools where tenant_id = $1'), 1);
        assert.equal(await count(`select count(*)::int as n from outbox where recipient = 'owner@scale1.example' and subject like '%' || $1 || '%'`), 1);
        assert.equal(await count('select count(*)::int as n from local_dns_records where tenant_id = $1'), 8);
      } finally {
        await db.end();
      }
      const pools = await fetch(cognitoUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.ListUserPools' },
        body: JSON.stringify({ MaxResults: 60 }),
      });
      const named = (await pools.json()).UserPools.filter((candidate) => candidate.Name === `px-tenant-${tenantId}`);
      assert.equal(named.length, 1, 'one pool in the user pool service');
    });

    it('a bulk update of 300 invoices whose instance is killed mid-way changes none of them and is answered; its retry changes all 300 once', { timeout: 400_000 }, async () => {
      const finance = await idToken('finance@px.local');
      const db = await connectDatabase();
      try {
        // Fixture: BULK_INVOICES paid invoices of the seed made unpaid again (the seed's history is
        // mostly paid), with no card payment, due in a month (the overdue sweep leaves them alone).
        const numbers = (
          await db.query(
            `update invoices set invoice_status = 'AWAITING_PAYMENT', amount_owed = invoiced_amount, card_payment_status = null, due_date = current_date + 30
             where invoice_number in (select invoice_number from invoices where invoice_status = 'PAID' and invoiced_amount > 0 order by invoice_number limit $1)
             returning invoice_number`,
            [BULK_INVOICES],
          )
        ).rows.map((row) => row.invoice_number).sort();
        assert.equal(numbers.length, BULK_INVOICES, 'the seed has enough paid invoices to make unpaid');
        const paid = async () => (await db.query(`select count(*)::int as n from invoices where invoice_number = any($1) and invoice_status = 'PAID'`, [numbers])).rows[0].n;
        const key = crypto.randomUUID();
        const update = async () => {
          const response = await call(apiUrl, finance, '/billing/invoices/update-status', { method: 'POST', body: { invoiceNumbers: numbers, status: 'PAID' }, headers: { 'Idempotency-Key': key } });
          return { status: response.status, text: await response.text() };
        };

        // The last invoice is held by the test, so the update waits there with the others changed in its transaction.
        const { answer } = await killWhileWaiting({
          lock: 'select 1 from invoices where invoice_number = $1 for update',
          params: [numbers.at(-1)],
          // The update's first statement locks the invoices in order; it waits at the held one.
          waitsOn: 'the last invoice',
          inRequest: true,
          start: update,
        });
        assert.equal(answer.status, 502, `answered by nginx when its instance died: ${answer.text.slice(0, 300)}`);
        assert.equal(await paid(), 0, 'none changed');

        // The console's Retry sends the same key: it runs once, on a live instance.
        const retried = await update();
        assert.equal(retried.status, 200, retried.text);
        assert.match(JSON.parse(retried.text).message, /^Status updated successfully/);
        assert.equal(await paid(), BULK_INVOICES, 'all changed');
        const again = await update();
        assert.equal(again.status, 200);
        assert.equal(again.text, retried.text, 'a repeat answers the stored answer');
        const entries = (await db.query(`select count(*)::int as n from action_log where endpoint = 'updateInvoiceStatus' and outcome = 'SUCCEEDED' and target_ids @> $1::text[]`, [[numbers[0]]])).rows[0].n;
        assert.equal(entries, 1, 'one action-log entry');
      } finally {
        await db.end();
      }
    });
  });

  describe("the API through nginx's proxy", () => {
    it('answers as the instances do: the OpenAPI document, and 401 without a token', async () => {
      const direct = await (await fetch(`http://${instances[0].address}/openapi.json`)).json();
      const proxied = await fetch(`${apiUrl}/openapi.json`);
      assert.equal(proxied.status, 200);
      assert.deepEqual(Object.keys((await proxied.json()).paths).sort(), Object.keys(direct.paths).sort());
      assert.equal((await fetch(`${apiUrl}/account/user-info`)).status, 401);
    });

    it('the public registration limit holds across instances for one client address; two addresses get a bucket each; a spoofed X-Forwarded-For is ignored', async () => {
      const url = '/client-success/prospective-tenants';
      /** Registers a new client through nginx from the loopback address `from`; resolves the status. */
      const register = (from, name, headers = {}) =>
        new Promise((resolve, reject) => {
          const body = JSON.stringify(registration(name));
          const request = http.request(`${apiUrl}${url}`, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode));
          });
          request.on('error', reject);
          request.end(body);
        });
      const since = nginx.accessLog().length;
      // 30 a minute per address (REGISTRATIONS_PER_WINDOW), counted in Redis whichever instance answers.
      const first = [];
      for (let index = 1; index <= 30; index += 1) first.push(await register('127.0.0.2', `Scale Burst ${index}`));
      assert.deepEqual(first, Array(30).fill(200));
      const answeredBy = new Set(logged('POST', url, since).map((line) => upstreamsOf(line)[0]));
      assert.deepEqual([...answeredBy].sort(), instances.map((instance) => instance.address).sort());
      assert.equal(await register('127.0.0.2', 'Scale Burst 31'), 429);
      // Another address claimed in X-Forwarded-For by the same client: nginx replaces it, still 429.
      assert.equal(await register('127.0.0.2', 'Scale Spoofed', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' }), 429);
      // Another client address has a bucket of its own.
      assert.equal(await register('127.0.0.3', 'Scale Other Address'), 200);
      const admin = new pg.Client({ connectionString: cluster.databaseUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query("select count(*)::int as n from client_forms where business_name like 'Scale %'");
        assert.equal(rows[0].n, 31);
      } finally {
        await admin.end();
      }
    });

    it('over two periods of a shortened schedule, each periodic task ran once per period', async () => {
      const queues = ['periodic-overdue-sweep', 'periodic-settle-card-payments'];
      const admin = new pg.Client({ connectionString: cluster.databaseUrl });
      await admin.connect();
      const runs = async () =>
        (
          await admin.query(
            `select name, extract(epoch from singleton_on)::int as slot, state from pgboss.job where name = any($1::text[]) order by name, singleton_on`,
            [queues],
          )
        ).rows;
      try {
        const firstSlot = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + 1;
        const slots = [firstSlot, firstSlot + 1];
        // Until the second whole period after now has run for both tasks (a period and a second of slack).
        const deadline = Date.now() + (PERIOD_SECONDS * 4 + 10) * 1000;
        let seen = [];
        for (;;) {
          seen = (await runs()).filter((row) => slots.includes(row.slot / PERIOD_SECONDS));
          const done = seen.filter((row) => row.state === 'completed');
          if (done.length >= queues.length * slots.length || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        // One job per task and period, completed, though three instances offered each several times.
        const expected = queues.flatMap((name) => slots.map((slot) => ({ name, slot: slot * PERIOD_SECONDS, state: 'completed' })));
        assert.deepEqual(seen.map(({ name, slot, state }) => ({ name, slot, state })), expected);
      } finally {
        await admin.end();
      }
    });

    it('retries a GET on another instance when the instance serving it is killed: every GET is answered', async () => {
      const since = nginx.accessLog().length;
      const victim = instances[0];
      const answers = await killMidRequest(victim, 6, async () => {
        const response = await fetch(`${apiUrl}/openapi.json`);
        await response.arrayBuffer();
        return response.status;
      });
      assert.deepEqual(answers, [200, 200, 200, 200, 200, 200]);
      const lines = logged('GET', '/openapi.json', since);
      const retried = lines.filter((line) => upstreamsOf(line).length > 1);
      assert.ok(retried.length >= 1, `no GET was retried:\n${lines.join('\n')}`);
      for (const line of retried) {
        assert.equal(upstreamsOf(line)[0], victim.address, line);
        assert.notEqual(upstreamsOf(line).at(-1), victim.address, line);
      }
    });

    it('never resends a POST that reached an instance killed mid-request: it is answered 502, and later POSTs go to a live instance', async () => {
      const document = await (await fetch(`${apiUrl}/openapi.json`)).json();
      const write = Object.entries(document.paths).find(([url, operations]) => operations.post && !url.includes('{'))[0];
      const since = nginx.accessLog().length;
      const victim = instances[1];
      const answers = await killMidRequest(victim, 6, async () => {
        const response = await fetch(`${apiUrl}${write}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        await response.arrayBuffer();
        return response.status;
      });
      const lines = logged('POST', write, since);
      assert.equal(lines.length, 6);
      // A POST may be passed on from an instance that refused the connection (killed before: the
      // request never reached it), never from one that received it.
      const sentToVictim = lines.filter((line) => upstreamsOf(line).includes(victim.address));
      assert.ok(sentToVictim.length >= 1, `no POST went to the killed instance:\n${lines.join('\n')}`);
      for (const line of sentToVictim) {
        assert.equal(upstreamsOf(line).at(-1), victim.address, `a POST was resent: ${line}`);
        assert.match(line, /" 502 /);
      }
      assert.equal(answers.filter((status) => status === 502).length, sentToVictim.length);
      // The others were answered by the instance left (no token: 401).
      assert.deepEqual(answers.filter((status) => status !== 502), Array(6 - sentToVictim.length).fill(401));
      const later = await fetch(`${apiUrl}${write}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(later.status, 401);
    });

  });

  describe('deploy and rollback on nginx', () => {
    /** A pipeline's artifact: the packaged mfe-billing build as a later version (manifest and its compressed copies rewritten). */
    function laterBuild(from) {
      const dir = fs.mkdtempSync(path.join(cluster.work, 'artifact-'));
      fs.cpSync(path.join(originDir, 'origin', 'mfe-billing', from), dir, { recursive: true });
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      const info = manifest.metaData.console;
      const buildTime = new Date(Date.parse(info.buildTime) + 60_000);
      const version = info.version.replace(/\.\d{8}T\d{6}Z$/, `.${buildTime.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`);
      manifest.metaData.console = { ...info, version, buildTime: buildTime.toISOString() };
      const text = JSON.stringify(manifest);
      fs.writeFileSync(file, text);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
      return { dir, version };
    }

    const versionAt = async (url) => (await (await fetch(url)).json()).metaData.console.version;
    const npm = (script, args) => run('npm', ['run', script, '-w', 'mfe-billing', '--', '--data-dir', originDir, ...args], { cwd: ROOT, env: { ...process.env, DEPLOY_USER: 'scale-test' } });

    it("switches what nginx serves (the remote's manifest, the shell's remotes map), while a tab opened before still loads its chunks", async () => {
      const billing = apps['mfe-billing'];
      const before = await versionAt(`${billing}/mf-manifest.json`);
      const openTab = (await (await fetch(`${apps.shell}/remotes.json`)).json())['mfe-billing'];
      assert.equal(openTab, `${billing}/${before}/mf-manifest.json`);
      const chunk = fs.readdirSync(path.join(originDir, 'origin', 'mfe-billing', before)).find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
      const pid = nginx.pid;

      const artifact = laterBuild(before);
      const deployed = await npm('deploy', ['--from', artifact.dir]);
      assert.match(deployed.stdout, new RegExp(`deployed mfe-billing ${before.replace(/[.+]/g, '\\$&')} -> ${artifact.version.replace(/[.+]/g, '\\$&')}`));
      assert.equal(await versionAt(`${billing}/mf-manifest.json`), artifact.version);
      assert.deepEqual(await (await fetch(`${apps.shell}/remotes.json`)).json().then((map) => map['mfe-billing']), `${billing}/${artifact.version}/mf-manifest.json`);
      // The tab opened before the deploy: its manifest and chunks still answer, chunks cached for ever.
      assert.equal(await versionAt(openTab), before);
      const old = await fetch(`${billing}/${before}/${chunk}`);
      assert.equal(old.status, 200);
      assert.equal(old.headers.get('cache-control'), 'public, max-age=31536000, immutable');

      const rolledBack = await npm('rollback', []);
      assert.match(rolledBack.stdout, new RegExp(`rolled back mfe-billing ${artifact.version.replace(/[.+]/g, '\\$&')} -> ${before.replace(/[.+]/g, '\\$&')}`));
      assert.equal(await versionAt(`${billing}/mf-manifest.json`), before);
      assert.equal((await (await fetch(`${apps.shell}/remotes.json`)).json())['mfe-billing'], `${billing}/${before}/mf-manifest.json`);
      assert.equal(await versionAt(`${billing}/${artifact.version}/mf-manifest.json`), artifact.version);
      // Live without a reload: the same nginx master, which never logged a reload.
      assert.equal(nginx.pid, pid);
      assert.doesNotMatch(nginx.errorLog(), /reconfiguring|signal 1 \(SIGHUP\)/);
    });
  });
});
