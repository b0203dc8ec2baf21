export { StandaloneRemote, type StandaloneRemoteProps } from './standalone';
export { devSignIn, devSignOut, storedDevToken, decodeJwtPayload, type IdTokenClaims } from './dev-sign-in';
