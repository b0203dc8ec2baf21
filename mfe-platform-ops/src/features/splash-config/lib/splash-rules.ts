/** The ticked sites of the page: Tenant Admin Site and Buyer Site (docs/platform-ops.md#splash-page-config-the-screen). */
export interface SplashSites {
  tenantPage: boolean;
  buyerPage: boolean;
}

/**
 * Whether ADD SPLASH PAGE and REMOVE SPLASH PAGE are enabled (disabled unless at least one box is ticked).
 *
 * @example canChangeSplash({ tenantPage: false, buyerPage: true }) // true
 */
export function canChangeSplash(sites: SplashSites): boolean {
  return sites.tenantPage || sites.buyerPage;
}
