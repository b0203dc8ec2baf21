/**
 * The identity token claims the console reads (role map from the token's
 * group list).
 */

/** Claims of an identity token that the console reads. */
export interface IdTokenClaims {
  email?: string;
  'cognito:username'?: string;
  'cognito:groups'?: string[];
  /** The user's id in the pool (a UUID): the canary bucket's key (../routes/remotes.ts canaryBucket). */
  sub?: string;
  exp?: number;
}

/**
 * Decodes (without verifying) the payload of a JWT. Verification is the API's job.
 *
 * @throws Error when the token is not a three-part JWT.
 * @example decodeJwtPayload(idToken)['cognito:groups']
 */
export function decodeJwtPayload(token: string): IdTokenClaims {
  const part = token.split('.')[1];
  if (!part) throw new Error('Not a JWT');
  const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as IdTokenClaims;
}
