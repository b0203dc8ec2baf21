import { decodeJwtPayload } from './id-token';

function jwt(payload: object): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'RS256' })}.${b64(payload)}.signature`;
}

describe('decodeJwtPayload', () => {
  it('reads the groups and a non-ASCII e-mail from a base64url payload', () => {
    const claims = decodeJwtPayload(jwt({ email: 'zoë@px.local', 'cognito:groups': ['FINANCE', 'ORG_ADMIN'] }));
    expect(claims.email).toBe('zoë@px.local');
    expect(claims['cognito:groups']).toEqual(['FINANCE', 'ORG_ADMIN']);
  });
  it('rejects something that is not a JWT', () => {
    expect(() => decodeJwtPayload('nonsense')).toThrow('Not a JWT');
  });
});
