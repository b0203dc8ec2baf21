/** The ticked sites of the page: Tenant Admin Site and Buyer Site (spec 01 §2 "Splash Page Config"). */
export interface SplashSites {
  tenantPage: boolean;
  buyerPage: boolean;
}

/**
 * Whether ADD SPLASH PAGE and REMOVE SPLASH PAGE are enabled (spec 01 §2: disabled unless at least one box is ticked).
 *
 * @example canChangeSplash({ tenantPage: false, buyerPage: true }) // true
 */
export function canChangeSplash(sites: SplashSites): boolean {
  return sites.tenantPage || sites.buyerPage;
}
