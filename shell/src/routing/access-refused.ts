/**
 * The refusal of a page the user's roles may not open, carried as navigation state from the guard,
 * through /, to the landing page, which says why (docs/navigation.md#a-page-of-another-role). Plain
 * data: the sign-in page's code imports it, so no antd here.
 */

/** The navigation state of a redirect after a refusal. */
export interface AccessRefusedState {
  accessRefused: true;
}

/** The navigation state of a redirect after a refusal. */
export const ACCESS_REFUSED_STATE: AccessRefusedState = { accessRefused: true };

/** Whether a navigation's state says the user was refused a page. */
export function wasRefused(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<AccessRefusedState>).accessRefused === true;
}
