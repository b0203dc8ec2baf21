import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createTokenVerifier, TokenRejectedError, type TokenVerifier } from '../../src/auth/token-verifier.js';
import { ConfigError, isAmazonCognitoIssuer, loadConfig } from '../../src/config.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';
import { createRawSigner, type RawSigner } from './raw-signer.js';

/** An Amazon Cognito pool's issuer (its signing key is Amazon's alone). */
const AMAZON_ISSUER = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz';
/** cognito-local's issuer as scripts/start.mjs configures it (its signing key ships with the package). */
const COGNITO_LOCAL_ISSUER = 'http://localhost:9229/local_5Qd1Lm0x';

const rejectionOf = async (verify: TokenVerifier, token: string): Promise<string> => {
  try {
    await verify(token);
  } catch (error) {
    expect(error).toBeInstanceOf(TokenRejectedError);
    return (error as Error).message;
  }
  throw new Error('token was accepted');
};

describe('cognito:groups fails closed', () => {
  let raw: RawSigner;
  let verify: TokenVerifier;
  beforeAll(async () => {
    raw = await createRawSigner();
    verify = createTokenVerifier({ issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, keySet: raw.keySet });
  });

  it('refuses a string instead of a list, which would otherwise read as "no groups", i.e. PLATFORM_ADMIN', async () => {
    expect(await rejectionOf(verify, await raw.sign({ 'cognito:groups': 'FINANCE' }))).toBe('Token rejected: cognito:groups claim check failed');
    expect(await rejectionOf(verify, await raw.sign({ 'cognito:groups': '' }))).toBe('Token rejected: cognito:groups claim check failed');
  });

  it.each([
    ['a list holding a number', ['FINANCE', 7]],
    ['a list holding null', [null]],
    ['a nested list', [['FINANCE']]],
    ['null', null],
    ['an object', { 0: 'FINANCE' }],
    ['true', true],
  ])('refuses %s', async (_name, groups) => {
    expect(await rejectionOf(verify, await raw.sign({ 'cognito:groups': groups }))).toBe('Token rejected: cognito:groups claim check failed');
  });

  it('reads absent groups as PLATFORM_ADMIN and a list of strings as signed', async () => {
    expect((await verify(await raw.sign({ 'cognito:groups': undefined }))).roles).toEqual(['PLATFORM_ADMIN']);
    expect(await verify(await raw.sign({ 'cognito:groups': ['FINANCE', 'STOREFRONT_BUYER'] }))).toMatchObject({
      groups: ['FINANCE', 'STOREFRONT_BUYER'],
      roles: ['FINANCE'],
    });
  });

  it('refuses an ID token without a cognito:username (the user the pool is asked about)', async () => {
    expect(await rejectionOf(verify, await raw.sign({ 'cognito:username': undefined }))).toBe('Token rejected: cognito:username claim check failed');
    expect(await rejectionOf(verify, await raw.sign({ 'cognito:username': 42 }))).toBe('Token rejected: cognito:username claim check failed');
  });
});

describe('the API refuses what the token verifier refuses', () => {
  let raw: RawSigner;
  let t: TestApp;
  beforeAll(async () => {
    raw = await createRawSigner();
    t = await createTestApp({ keySet: raw.keySet });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } });

  it('answers 401, not a PLATFORM_ADMIN user, to cognito:groups given as a string', async () => {
    const response = await userInfo(await raw.sign({ 'cognito:groups': 'PLATFORM_ADMIN' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized: Token rejected: cognito:groups claim check failed' });
  });

  it('answers 401 to a Cognito access token of the app client', async () => {
    const access = await raw.sign({ token_use: 'access', aud: undefined, client_id: TEST_AUDIENCE, username: 'raw.user', 'cognito:groups': ['FINANCE'] });
    const response = await userInfo(access);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized: Token rejected: only ID tokens are accepted');
  });

  it('answers 200 to the same user with a well-formed ID token', async () => {
    const response = await userInfo(await raw.sign({ 'cognito:groups': ['FINANCE'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'raw.user', authorities: ['FINANCE'] });
  });
});

describe("cognito-local's issuer only in the local environment", () => {
  const env = { AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://' };

  it('tells Amazon Cognito issuers from the others', () => {
    expect(isAmazonCognitoIssuer(AMAZON_ISSUER)).toBe(true);
    expect(isAmazonCognitoIssuer(COGNITO_LOCAL_ISSUER)).toBe(false);
    expect(isAmazonCognitoIssuer('http://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC')).toBe(false);
    expect(isAmazonCognitoIssuer('https://cognito-idp.eu-west-1.amazonaws.com.evil.example/eu-west-1_AbC')).toBe(false);
  });

  it('refuses to start a non-local API whose issuers include a local one', () => {
    const problems = (variables: Record<string, string>) => {
      try {
        loadConfig({ ...env, ...variables }, { requireJwksUrl: false });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ API_ENVIRONMENT: 'prod', AUTH_ISSUERS: `${AMAZON_ISSUER},${COGNITO_LOCAL_ISSUER}` })).toEqual([
      `AUTH_ISSUERS lists issuers that are not Amazon Cognito's (${COGNITO_LOCAL_ISSUER}): they are accepted only when API_ENVIRONMENT is 'local', and it is 'prod'`,
    ]);
    // Unset: a deployed pool beside a local one means a deployment (prod), not a developer's machine.
    expect(problems({ AUTH_ISSUERS: `${AMAZON_ISSUER},${COGNITO_LOCAL_ISSUER}` })).toEqual([
      `AUTH_ISSUERS lists issuers that are not Amazon Cognito's (${COGNITO_LOCAL_ISSUER}): they are accepted only when API_ENVIRONMENT is 'local', and it is 'prod'`,
    ]);
    // A name that is not local, test or prod is refused, and judged as prod meanwhile.
    expect(problems({ API_ENVIRONMENT: ' UAT ', AUTH_ISSUERS: `${AMAZON_ISSUER},${COGNITO_LOCAL_ISSUER}` })).toEqual([
      "API_ENVIRONMENT must be local, test or prod, got 'uat'",
      `AUTH_ISSUERS lists issuers that are not Amazon Cognito's (${COGNITO_LOCAL_ISSUER}): they are accepted only when API_ENVIRONMENT is 'local', and it is 'prod'`,
    ]);
  });

  it('reads the environment (local, test or prod), local by default only when every issuer is a local one, else prod', () => {
    const environment = (variables: Record<string, string>) => loadConfig({ ...env, ...variables }, { requireJwksUrl: false }).auth.environment;
    expect(environment({ AUTH_ISSUERS: COGNITO_LOCAL_ISSUER })).toBe('local');
    expect(environment({ AUTH_ISSUERS: AMAZON_ISSUER })).toBe('prod');
    expect(environment({ AUTH_ISSUERS: AMAZON_ISSUER, API_ENVIRONMENT: ' Test ' })).toBe('test');
    expect(environment({ AUTH_ISSUERS: `${AMAZON_ISSUER},${COGNITO_LOCAL_ISSUER}`, API_ENVIRONMENT: 'LOCAL' })).toBe('local');
  });

  it('has the verifier of a non-local API refuse a listed local issuer and accept Amazon Cognito', async () => {
    const raw = await createRawSigner();
    const verify = createTokenVerifier({ issuers: [AMAZON_ISSUER, COGNITO_LOCAL_ISSUER], audience: TEST_AUDIENCE, keySet: raw.keySet, environment: 'prod' });
    expect(await rejectionOf(verify, await raw.sign({ iss: COGNITO_LOCAL_ISSUER }))).toBe('Token rejected: iss claim check failed');
    expect((await verify(await raw.sign({ iss: AMAZON_ISSUER }))).username).toBe('raw.user');
    const local = createTokenVerifier({ issuers: [AMAZON_ISSUER, COGNITO_LOCAL_ISSUER], audience: TEST_AUDIENCE, keySet: raw.keySet, environment: 'local' });
    expect((await local(await raw.sign({ iss: COGNITO_LOCAL_ISSUER }))).username).toBe('raw.user');
  });

  describe('an API started in a non-local environment', () => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let raw: RawSigner;
    beforeAll(async () => {
      raw = await createRawSigner();
      database = await openTestDatabase();
      const config = loadConfig({ ...env, API_ENVIRONMENT: 'prod', AUTH_ISSUERS: AMAZON_ISSUER }, { requireJwksUrl: false });
      app = await buildApp({ config, db: database.db, keySet: raw.keySet, logger: false });
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    const userInfo = (token: string) => app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } });

    it("answers 401 to a token of cognito-local's issuer signed with a key it trusts, 200 to Amazon Cognito's", async () => {
      const local = await userInfo(await raw.sign({ iss: COGNITO_LOCAL_ISSUER, 'cognito:groups': ['FINANCE'] }));
      expect(local.statusCode).toBe(401);
      expect(local.json().message).toBe('Unauthorized: Token rejected: iss claim check failed');
      const amazon = await userInfo(await raw.sign({ iss: AMAZON_ISSUER, 'cognito:groups': ['FINANCE'] }));
      expect(amazon.statusCode).toBe(200);
    });

  });
});
