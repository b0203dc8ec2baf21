import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';

export const TEST_ISSUER = 'http://localhost:9229/local_test_pool';
export const TEST_AUDIENCE = 'test-app-client';

/** Claims a test token may override. */
export interface TokenClaims {
  groups?: string[] | undefined;
  email?: string;
  username?: string;
  tokenUse?: 'id' | 'access';
  issuer?: string;
  audience?: string;
  clientId?: string;
  /** Seconds from now; negative for an expired token; `null` for a token without `exp`. */
  expiresIn?: number | null;
}

/** A signing key pair with its public key set, as a user pool would publish it. */
export interface TestSigner {
  keySet: JWTVerifyGetKey;
  sign(claims?: TokenClaims): Promise<string>;
}

/** Creates an RS256 key pair and a signer of Cognito-like ID and access tokens. */
export async function createTestSigner(kid = 'test-key'): Promise<TestSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [jwk] });
  return { keySet, sign: (claims) => signWith(privateKey, kid, claims) };
}

async function signWith(key: CryptoKey, kid: string, claims: TokenClaims = {}): Promise<string> {
  const tokenUse = claims.tokenUse ?? 'id';
  const username = claims.username ?? 'test.user';
  const payload: Record<string, unknown> = { token_use: tokenUse };
  if (claims.groups !== undefined) payload['cognito:groups'] = claims.groups;
  if (tokenUse === 'id') {
    payload['cognito:username'] = username;
    payload.email = claims.email ?? `${username}@px.local`;
  } else {
    payload.username = username;
    payload.client_id = claims.clientId ?? TEST_AUDIENCE;
  }
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(claims.issuer ?? TEST_ISSUER)
    .setSubject(`sub-${username}`)
    .setIssuedAt(now - 10);
  if (claims.expiresIn !== null) jwt.setExpirationTime(now + (claims.expiresIn ?? 600));
  if (tokenUse === 'id') jwt.setAudience(claims.audience ?? TEST_AUDIENCE);
  return jwt.sign(key);
}
