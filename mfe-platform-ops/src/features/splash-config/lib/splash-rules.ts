/** What the splash buttons do (spec 01 §7 "Splash": operation add or remove). */
export type SplashOperation = 'add' | 'remove';

/** The messages of the Splash Page Config page (spec 01 §5 "Splash", §8 "Splash", "Fallbacks"). */
export const SPLASH_MESSAGES = {
  selectTenant: 'Please select a tenant.',
  error: 'An error occurred. Please try again.',
  tenantsFailed: 'Something went wrong, Unable to fetch tenant',
} as const;

/** The answer's Status that means success (spec 01 §7 "Splash"). */
export const SPLASH_SUCCESS_STATUS = 'Successful';

/**
 * The success message (spec 01 §8 'Splash page {operation}ed successfully.'), the verb in its past
 * tense: 'added', 'removed'.
 *
 * @example splashSucceededMessage('remove') // 'Splash page removed successfully.'
 */
export function splashSucceededMessage(operation: SplashOperation): string {
  return `Splash page ${operation === 'add' ? 'added' : 'removed'} successfully.`;
}

/**
 * The message of an answer whose Status is not Successful (spec 01 §8).
 *
 * @example splashFailedMessage('add') // 'Failed to add splash page.'
 */
export function splashFailedMessage(operation: SplashOperation): string {
  return `Failed to ${operation} splash page.`;
}

/** The ticked sites of the page. */
export interface SplashSites {
  tenantPage: boolean;
  buyerPage: boolean;
}

/**
 * Whether ADD SPLASH PAGE and REMOVE SPLASH PAGE are enabled (spec 01 §2: unless at least one box is ticked, disabled).
 *
 * @example canChangeSplash({ tenantPage: false, buyerPage: true }) // true
 */
export function canChangeSplash(sites: SplashSites): boolean {
  return sites.tenantPage || sites.buyerPage;
}
