/**
 * The page a signed-out or unauthorised visitor asked for (docs/navigation.md#landing-pages). Kept
 * in sessionStorage so it survives the sign-in round trip but not the browser tab.
 */

/** Session-storage key of the remembered path. */
export const REMEMBERED_PATH_KEY = 'PxRememberedPath';

/** Remembers `path` (pathname plus search). */
export function rememberPath(path: string): void {
  sessionStorage.setItem(REMEMBERED_PATH_KEY, path);
}

/** The remembered path, if any. */
export function rememberedPath(): string | null {
  return sessionStorage.getItem(REMEMBERED_PATH_KEY);
}

/** Forgets the remembered path. */
export function forgetRememberedPath(): void {
  sessionStorage.removeItem(REMEMBERED_PATH_KEY);
}
