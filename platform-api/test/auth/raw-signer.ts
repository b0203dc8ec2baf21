import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';

/** An RS256 signer of any claims, for tokens test-tokens.ts cannot shape (malformed claims). */
export interface RawSigner {
  keySet: JWTVerifyGetKey;
  /** The public key set, as a pool publishes it at its JWKS URL. */
  jwks: JSONWebKeySet;
  /** Signs `claims` over an otherwise valid ID token of the test pool (10 min left). */
  sign(claims: Record<string, unknown>): Promise<string>;
}

/** The claims of a valid ID token of `username` in the test pool. */
export function idTokenClaims(username = 'raw.user'): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    token_use: 'id',
    'cognito:username': username,
    email: `${username}@px.local`,
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    sub: `sub-${username}`,
    iat: now - 10,
    exp: now + 600,
  };
}

/** A fresh key pair whose signer sets every claim as given (`undefined` removes one). */
export async function createRawSigner(kid = 'raw-key'): Promise<RawSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  return {
    keySet: createLocalJWKSet(jwks),
    jwks,
    sign: (claims) => {
      const payload = Object.fromEntries(Object.entries({ ...idTokenClaims(), ...claims }).filter(([, value]) => value !== undefined));
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    },
  };
}
