import { CSS_KEY_PREFIX, TENANT_CONFIG_IMAGE_KEYS as IMAGE_KEYS, type TenantSettings } from 'shared-kit/contract/platform-ops';

/** A tenant's configuration as the screen edits it: key → text value (docs/platform-ops.md#update-config-the-screen). */
export type TenantConfigValues = TenantSettings;

/** The accordions of the screen, in order (docs/platform-ops.md#update-config-the-screen). */
export const CONFIG_SECTIONS = ['General Configuration', 'CSS Configuration', 'Images and Logo'] as const;
/** One accordion of {@link CONFIG_SECTIONS}. */
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/** The messages of the Update Config screen (docs/platform-ops.md#update-config-the-screen). */
export const UPDATE_CONFIG_MESSAGES = {
  saved: 'Updated successfully',
  failed: 'Something went wrong',
} as const;

/**
 * The accordion a key belongs to: CSS:: keys under CSS Configuration, image keys under Images and
 * Logo, every other key under General Configuration.
 *
 * @example sectionOf('CSS::primary-color') // 'CSS Configuration'
 * @example sectionOf('siteTitle') // 'General Configuration'
 */
export function sectionOf(key: string): ConfigSection {
  if (key.startsWith(CSS_KEY_PREFIX)) return 'CSS Configuration';
  if ((IMAGE_KEYS as readonly string[]).includes(key)) return 'Images and Logo';
  return 'General Configuration';
}

/**
 * The keys of each accordion, sorted: the known keys (the list-configs call) and the tenant's own,
 * each once.
 *
 * @example groupKeys(['siteTitle', 'CSS::a'], { favicon: 'f.ico' })['Images and Logo'] // ['favicon']
 */
export function groupKeys(knownKeys: readonly string[], values: TenantConfigValues): Record<ConfigSection, string[]> {
  const groups: Record<ConfigSection, string[]> = { 'General Configuration': [], 'CSS Configuration': [], 'Images and Logo': [] };
  const keys = [...new Set([...knownKeys, ...Object.keys(values)])].sort((a, b) => a.localeCompare(b));
  for (const key of keys) groups[sectionOf(key)].push(key);
  return groups;
}

/**
 * The keys whose value differs from the loaded one (a key the tenant had not counts as empty).
 *
 * @example changedKeys({ a: '1', b: '2' }, { a: '1', b: '3' }) // ['b']
 */
export function changedKeys(loaded: TenantConfigValues, edited: TenantConfigValues): string[] {
  return Object.keys(edited).filter((key) => (edited[key] ?? '') !== (loaded[key] ?? ''));
}

/**
 * What SAVE CHANGES sends as `config` (docs/platform-ops.md#update-config-the-screen): the changed keys plus the image
 * keys (their current values; an image key the tenant has no value for is left out).
 *
 * @example configToSave({ siteTitle: 'A', favicon: 'f' }, { siteTitle: 'B', favicon: 'f' }) // { siteTitle: 'B', favicon: 'f' }
 */
export function configToSave(loaded: TenantConfigValues, edited: TenantConfigValues): TenantConfigValues {
  const config: TenantConfigValues = {};
  for (const key of changedKeys(loaded, edited)) config[key] = edited[key] ?? '';
  for (const key of IMAGE_KEYS) {
    const value = edited[key];
    if (value !== undefined && value !== '') config[key] = value;
  }
  return config;
}

/**
 * The name of the CSS variable a CSS:: key drives: the rest of the key, with the `--` a custom
 * property needs added when missing; characters a custom property name cannot hold become `-`.
 *
 * @example themeVariableName('CSS::--px-color-primary') // '--px-color-primary'
 * @example themeVariableName('CSS::primary color') // '--primary-color'
 */
export function themeVariableName(key: string): string {
  const name = key.slice(CSS_KEY_PREFIX.length).trim().replace(/^-*/, '');
  return `--${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * The theme variables of a configuration (CSS:: keys drive theme variables), as a
 * style object for the live preview; empty values are left out.
 *
 * @example themeVariables({ 'CSS::primary': '#f00', siteTitle: 'X' }) // { '--primary': '#f00' }
 */
export function themeVariables(values: TenantConfigValues): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(CSS_KEY_PREFIX) && key.length > CSS_KEY_PREFIX.length && value.trim() !== '') variables[themeVariableName(key)] = value.trim();
  }
  return variables;
}

/** Readable labels of keys whose words alone do not say what they are (docs/platform-ops.md). */
const KEY_LABELS: Readonly<Record<string, string>> = {
  siteTitle: 'Site title',
  site_title: 'Site title (onboarding form copy)',
  tenantShortName: 'Short name',
  tenant_short_name: 'Short name (onboarding form copy)',
  favicon: 'Favicon',
  logoSmall: 'Small logo',
  userPoolLogo: 'Sign-in page logo',
};

/**
 * The label of a configuration key: 'CSS::--primary-color' → 'Primary color', 'business_buyer_site'
 * → 'Business buyer site', 'siteTitle' → 'Site title'. The key itself is shown beside it.
 */
export function configKeyLabel(key: string): string {
  const known = KEY_LABELS[key];
  if (known) return known;
  const spaced = key
    .replace(/^CSS::--/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Keys that hold one value twice: the storefront reads `siteTitle` and `tenantShortName`; the
 * onboarding form's copies `site_title` and `tenant_short_name` are kept in step with them (an edit
 * of either writes both), so the two never disagree again (docs/platform-ops.md).
 */
export const KEY_PAIRS: Readonly<Record<string, string>> = {
  siteTitle: 'site_title',
  site_title: 'siteTitle',
  tenantShortName: 'tenant_short_name',
  tenant_short_name: 'tenantShortName',
};

/**
 * The edits after typing `value` in `key`: the key, and its pair when the tenant has that pair
 * ({@link KEY_PAIRS}).
 */
export function editWithPair(values: TenantConfigValues, key: string, value: string): TenantConfigValues {
  const pair = KEY_PAIRS[key];
  return pair !== undefined && pair in values ? { [key]: value, [pair]: value } : { [key]: value };
}
