// E-mail over SMTP (MAIL_TRANSPORT=smtp, docs/operations.md#environments-and-providers): a real
// SMTP server started here (smtp-server) receives what the API sends, with the configured sender
// and credentials; nothing goes to the local outbox.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { ENDPOINTS } from '../../src/contract.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { SmtpMailSender } from '../../src/providers/smtp-mail.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

/** One message as the SMTP server received it. */
interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  data: string;
}

const USER = 'mailer';
const PASSWORD = 's3cret pass';
const REFUSED = 'refused@acme.example';

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP on the loopback interface, with AUTH offered there (a test server, no certificate).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address === REFUSED) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((entry) => entry.address),
          user: session.user as string | undefined,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const smtpUrl = (password = PASSWORD) => `smtp://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

describe('an API in test mode with MAIL_TRANSPORT=smtp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { API_ENVIRONMENT: 'test', MAIL_TRANSPORT: 'smtp', SMTP_URL: smtpUrl(), MAIL_FROM: 'console@px-test.example' },
      prepare: async ({ db }) => void (await seedDatabase(db, { today: '2025-06-15', clients: 5, invoices: 10 })),
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('reports e-mail as configured, by its server', () => {
    expect(t.app.providerStatus().find((entry) => entry.name === 'mail')).toEqual({ name: 'mail', configured: true, degraded: false, detail: `SMTP to 127.0.0.1:${port}` });
  });

  it("delivers a reseller's invitation e-mail to the SMTP server, from MAIL_FROM, signed in with SMTP_URL's user; nothing in the outbox", async () => {
    const to = 'reseller.smtp@acme.example';
    const outboxBefore = (await t.database.db.query('select count(*)::int as n from outbox')).rows[0];
    const response = await t.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: ENDPOINTS.resellerOnboarding.path,
      payload: {
        pxnsTenantId: 'T01', pxnrTenantId: 'T02', pxnrTenantName: null, pxnrTenantDescription: null, pxnrParticipantId: 'P-1', pxnrCurrencyCode: 'USD',
        pxnrCurrencySymbol: '$', pxnrBuyerId: 'B-1', pxnrShippingAddressId: 'SA-1', pxnrBillingAddressId: 'BA-1', pxnrShippingOptionsJSON: {},
        pxnrPaymentOptionJSON: {}, pxnrAdditionalServices: [], adminLoginEmail: 'admin@acme.example', resellerLoginEmail: to,
      },
    });
    expect(response.statusCode).toBe(200);
    const mail = received.find((message) => message.to.includes(to));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('console@px-test.example');
    expect(mail!.to).toEqual([to]);
    expect(mail!.user).toBe(USER);
    expect(mail!.data).toMatch(/^From: console@px-test\.example\r?$/m);
    expect(mail!.data).toMatch(/^Subject: .+ invites you to its reseller network\r?$/m);
    // The body's link, unfolded from quoted-printable soft line breaks.
    expect(mail!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toMatch(/http:\/\/localhost:3000\/register\?invitationCode=[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}&user=[0-9a-f-]{36}/);
    expect((await t.database.db.query('select count(*)::int as n from outbox')).rows[0]).toEqual(outboxBefore);
  });
});

describe('SmtpMailSender', () => {
  const message = { from: 'ignored@px.local', to: 'ops@acme.example', subject: 'Hello', text: 'Plain text body' };

  it('answers the message id and the recipient the server accepted', async () => {
    const sender = new SmtpMailSender({ url: smtpUrl(), from: 'console@px-test.example' });
    try {
      const sent = await sender.sendMail(message);
      expect(sent.accepted).toEqual(['ops@acme.example']);
      expect(sent.rejected).toEqual([]);
      expect(sent.messageId).toMatch(/^<.+@.+>$/);
      expect(received.at(-1)!.from).toBe('console@px-test.example');
    } finally {
      sender.close();
    }
  });

  it('rejects when the server refuses the recipient, and when the password is wrong', async () => {
    const sender = new SmtpMailSender({ url: smtpUrl(), from: 'console@px-test.example' });
    const wrong = new SmtpMailSender({ url: smtpUrl('wrong'), from: 'console@px-test.example' });
    try {
      const count = received.length;
      await expect(sender.sendMail({ ...message, to: REFUSED })).rejects.toThrow(/550/);
      await expect(wrong.sendMail(message)).rejects.toThrow(/Invalid username or password/);
      expect(received).toHaveLength(count);
    } finally {
      sender.close();
      wrong.close();
    }
  });
});
