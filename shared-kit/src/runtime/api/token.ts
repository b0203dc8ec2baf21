/**
 * The session's identity token as the API client sends it (./client.ts): a function the shell
 * installs (Amplify's; a standalone remote installs its dev sign-in's). Kept apart from the client,
 * so the shell installs it before the client's code (axios) is on the page.
 */

/** Returns the current identity token (JWT) or `undefined` when signed out. */
export type TokenProvider = () => Promise<string | undefined>;

let tokenProvider: TokenProvider = async () => undefined;

/**
 * Installs the function that yields the session's identity token. The shell installs Amplify's;
 * a standalone remote installs its dev sign-in's.
 */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** The identity token of the current session, or `undefined`. */
export function getIdToken(): Promise<string | undefined> {
  return tokenProvider();
}
