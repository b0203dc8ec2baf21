/**
 * The built-in default tenant configuration, used when
 * no other configuration is present, and its reading from local storage (`PxConfig`).
 * The spec does not reproduce the address, phone, URLs and colours; the values below are the
 * console's own neutral defaults.
 */

/**
 * Product categories of the default configuration.
 *
 * @example TENANT_CATEGORIES.map((category) => <Select.Option key={category}>{category}</Select.Option>)
 */
export const TENANT_CATEGORIES = ['Accessories', 'Hearables', 'Other', 'Phones', 'Tablet', 'Wearables'] as const;
/** One product category. */
export type TenantCategory = (typeof TENANT_CATEGORIES)[number];

/** Theme colours, fonts and alpha values (one theme variant). */
export interface TenantTheme {
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  textColor: string;
  fontTitle: string;
  fontBody: string;
  /** Opacity of overlays and hover fills, 0-1. */
  alphaHover: number;
  alphaDisabled: number;
}

/** The shape of a tenant configuration. */
export interface TenantConfiguration {
  business_address_1: string;
  business_address_2: string;
  business_address_3: string;
  business_phone: string;
  business_buyer_site: string;
  business_tenant_site: string;
  business_website: string;
  business_copyrights_text: string;
  theme: TenantTheme;
  /** The alternative theme variant. */
  themeVariant: TenantTheme;
  /** Logo size in px. */
  logoHeight: number;
  logoWidth: number;
  /** Attributes composing an item description, per category; only Phones has any by default. */
  descriptionParts: Record<TenantCategory, string[]>;
  favicon: string;
  gradeScaleUrl: string;
  groupAttributes: string[];
  groupDescription: string[];
  language: string;
  locale: string;
  logoSmall: string;
  region: string;
  siteDescription: string;
  siteTitle: string;
  tenantApiEndPoint: string;
  tenantApiName: string;
  tenantName: string;
  tenantShortName: string;
  tenant_id: string;
  termsOfSaleUrl: string;
  userPoolId: string;
  userPoolLogo: string;
  userPoolWebClientId: string;
  /** E-mail template ids of user invitation and verification. */
  user_invitation_template: string;
  user_verification_template: string;
}

const THEME: TenantTheme = {
  primaryColor: '#1f4e79',
  secondaryColor: '#f5a623',
  backgroundColor: '#ffffff',
  textColor: '#1d1d1f',
  fontTitle: 'Montserrat',
  fontBody: 'Open Sans',
  alphaHover: 0.08,
  alphaDisabled: 0.38,
};

/**
 * The default tenant configuration: tenant T01, short name WSC, region us-east-1,
 * locale en-US; Phones described by warehouse, manufacturer, model, model_number, capacity,
 * protocol, grade, lock_status; grouped by manufacturer, model, warehouse, grade, capacity.
 *
 * @example DEFAULT_TENANT_CONFIG.descriptionParts.Phones[0] // 'warehouse'
 */
export const DEFAULT_TENANT_CONFIG: Readonly<TenantConfiguration> = {
  business_address_1: '100 Main Street',
  business_address_2: 'Suite 200',
  business_address_3: 'New York, NY 10001',
  business_phone: '+1 (212) 555-0100',
  business_buyer_site: 'https://buy.example.com',
  business_tenant_site: 'https://admin.example.com',
  business_website: 'https://www.example.com',
  business_copyrights_text: '© Wholesale Cellular. All rights reserved.',
  theme: THEME,
  themeVariant: { ...THEME, primaryColor: '#0b2740', backgroundColor: '#f4f6f8' },
  logoHeight: 40,
  logoWidth: 160,
  descriptionParts: {
    Accessories: [],
    Hearables: [],
    Other: [],
    Phones: ['warehouse', 'manufacturer', 'model', 'model_number', 'capacity', 'protocol', 'grade', 'lock_status'],
    Tablet: [],
    Wearables: [],
  },
  favicon: '/favicon.ico',
  gradeScaleUrl: 'https://www.example.com/grade-scale',
  groupAttributes: ['manufacturer', 'model', 'warehouse', 'grade', 'capacity'],
  groupDescription: ['manufacturer', 'model', 'capacity', 'grade'],
  language: 'en',
  locale: 'en-US',
  logoSmall: '/logo-small.png',
  region: 'us-east-1',
  siteDescription: 'Wholesale used devices',
  siteTitle: 'Wholesale Cellular',
  tenantApiEndPoint: 'http://localhost:4000',
  tenantApiName: 'tenant-api',
  tenantName: 'Wholesale Cellular',
  tenantShortName: 'WSC',
  tenant_id: 'T01',
  termsOfSaleUrl: 'https://www.example.com/terms-of-sale',
  userPoolId: 'us-east-1_local',
  userPoolLogo: '/user-pool-logo.png',
  userPoolWebClientId: 'local-client',
  user_invitation_template: 'user-invitation-default',
  user_verification_template: 'user-verification-default',
};

/**
 * Local-storage key of the tenant configuration.
 *
 * @example localStorage.setItem(TENANT_CONFIG_STORAGE_KEY, JSON.stringify(config))
 */
export const TENANT_CONFIG_STORAGE_KEY = 'PxConfig';

/**
 * The tenant configuration in use: the stored `PxConfig` over the defaults, or the defaults alone
 * when nothing (valid) is stored.
 *
 * @example storedTenantConfig().tenant_id // 'T01' when nothing is stored
 */
export function storedTenantConfig(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): TenantConfiguration {
  let stored: unknown;
  try {
    const raw = storage?.getItem(TENANT_CONFIG_STORAGE_KEY);
    stored = raw ? JSON.parse(raw) : undefined;
  } catch {
    stored = undefined;
  }
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return { ...DEFAULT_TENANT_CONFIG };
  return { ...DEFAULT_TENANT_CONFIG, ...(stored as Partial<TenantConfiguration>) };
}
