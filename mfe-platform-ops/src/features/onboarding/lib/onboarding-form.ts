/**
 * The tenant onboarding form of the Onboard New Tenant wizard (spec 01 §3 "Tenant onboarding form"):
 * its fields, defaults, the check before starting (spec 01 §5 "Onboarding start") and the multipart
 * body of POST /workflow/start (spec 01 §7).
 */
import { DEFAULT_TENANT_CONFIG, invalidColorMessage, isHexColor, sanitizeForKind } from 'shared-kit/contract';

/** The text fields of the onboarding form, in the order of spec 01 §3. */
export const ONBOARDING_TEXT_FIELDS = [
  'tenant_id',
  'tenant_name',
  'tenant_short_name',
  'domain',
  'execution_name',
  'email',
  'tenant_sender_email',
  'phone',
  'whatsapp',
  'first_name',
  'last_name',
  'site_title',
  'site_description',
  'language',
  'region',
  'px_color_primary',
  'px_color_secondary',
  'px_font_title',
  'px_font_body',
  'routes',
  'business_address_1',
  'business_address_2',
  'business_address_3',
  'business_buyer_site',
  'business_copyrights_text',
  'business_phone',
  'business_tenant_site',
  'business_website',
  'user_invitation_template',
  'user_verification_template',
  'trial_period_in_days',
  'pxn_invitation_code',
] as const;

/** A text field of the onboarding form. */
export type OnboardingTextField = (typeof ONBOARDING_TEXT_FIELDS)[number];

/** The two choices of apiEndpointConfiguration (spec 01 §3); Regional by default. */
export const API_ENDPOINT_CONFIGURATIONS = ['Regional', 'Edge'] as const;
/** A value of apiEndpointConfiguration. */
export type ApiEndpointConfiguration = (typeof API_ENDPOINT_CONFIGURATIONS)[number];

/** The file fields of the form: the user pool logo and the favicon (spec 01 §3, §7). */
export type OnboardingFileField = 'user_pool_logo' | 'favicon';

/** Everything typed or chosen in the onboarding form except the files. */
export type OnboardingValues = Record<OnboardingTextField, string> & {
  apiEndpointConfiguration: ApiEndpointConfiguration;
  is_assurant_reseller: boolean;
};

/** The chosen files by field; a field without a file is absent. */
export type OnboardingFiles = Partial<Record<OnboardingFileField, File>>;

/** Every field of the form that the user can fill. */
export type OnboardingField = OnboardingTextField | 'apiEndpointConfiguration' | 'is_assurant_reseller' | OnboardingFileField;

/** The labels the form shows, by field (spec 01 §3 names the fields; these are their readable forms). */
export const ONBOARDING_LABELS: Readonly<Record<OnboardingField, string>> = {
  tenant_id: 'Tenant ID',
  tenant_name: 'Tenant Name',
  tenant_short_name: 'Tenant Short Name',
  domain: 'Domain (sender email domain)',
  execution_name: 'Execution Name',
  email: 'Email',
  tenant_sender_email: 'Tenant Sender Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  first_name: 'First Name',
  last_name: 'Last Name',
  site_title: 'Site Title',
  site_description: 'Site Description',
  language: 'Language',
  region: 'Region',
  px_color_primary: 'Primary Color',
  px_color_secondary: 'Secondary Color',
  px_font_title: 'Title Font',
  px_font_body: 'Body Font',
  routes: 'Routes (one host per line)',
  business_address_1: 'Business Address 1',
  business_address_2: 'Business Address 2',
  business_address_3: 'Business Address 3',
  business_buyer_site: 'Business Buyer Site',
  business_copyrights_text: 'Business Copyrights Text',
  business_phone: 'Business Phone',
  business_tenant_site: 'Business Tenant Site',
  business_website: 'Business Website',
  user_invitation_template: 'User Invitation Template',
  user_verification_template: 'User Verification Template',
  trial_period_in_days: 'Trial Period In Days',
  pxn_invitation_code: 'PXN Invitation Code',
  apiEndpointConfiguration: 'API Endpoint Configuration',
  is_assurant_reseller: 'Is Assurant Reseller',
  user_pool_logo: 'User Pool Logo',
  favicon: 'Favicon',
};

/**
 * The empty form with the defaults of spec 01 §3: apiEndpointConfiguration Regional,
 * is_assurant_reseller false and the two default e-mail template ids of the default tenant
 * configuration (spec 02 §3).
 *
 * @example emptyOnboardingValues().apiEndpointConfiguration // 'Regional'
 */
export function emptyOnboardingValues(): OnboardingValues {
  const text = Object.fromEntries(ONBOARDING_TEXT_FIELDS.map((field) => [field, ''])) as Record<OnboardingTextField, string>;
  return {
    ...text,
    user_invitation_template: DEFAULT_TENANT_CONFIG.user_invitation_template,
    user_verification_template: DEFAULT_TENANT_CONFIG.user_verification_template,
    apiEndpointConfiguration: 'Regional',
    is_assurant_reseller: false,
  };
}

/** The title of the alert of a form that cannot be started (spec 01 §5). */
export const FILL_OUT_ALL_DATA = 'Please fill out all the data!';

/** The required checks of spec 01 §5 before rule 15 (the colours as hex), in order. */
const REQUIRED_BEFORE_COLOURS = [
  'tenant_id',
  'whatsapp',
  'email',
  'phone',
  'last_name',
  'first_name',
  'tenant_short_name',
  'site_title',
  'site_description',
  'language',
  'region',
  'px_color_primary',
  'px_color_secondary',
] as const satisfies readonly OnboardingTextField[];

/** The required checks of spec 01 §5 after rule 15, in order. */
const REQUIRED_AFTER_COLOURS = ['px_font_title', 'px_font_body', 'routes', 'tenant_name'] as const satisfies readonly OnboardingTextField[];

/**
 * Every required field of spec 01 §5 in the order it is checked (rule 15, the hex check, sits
 * between px_color_secondary and px_font_title).
 */
export const ONBOARDING_REQUIRED_ORDER: readonly (OnboardingTextField | 'user_pool_logo')[] = [
  'user_pool_logo',
  ...REQUIRED_BEFORE_COLOURS,
  ...REQUIRED_AFTER_COLOURS,
];

/** Why a form cannot be started: the alert's title, its line, and the field to look at. */
export interface OnboardingProblem {
  title: typeof FILL_OUT_ALL_DATA;
  /** 'Missing field: {label}' or 'Invalid color on field {label}'. */
  line: string;
  field: OnboardingField;
}

/**
 * The line naming a required field left empty (spec 01 §5 "plus a line naming the field").
 *
 * @example missingFieldLine('tenant_id') // 'Missing field: Tenant ID'
 */
export function missingFieldLine(field: OnboardingField): string {
  return `Missing field: ${ONBOARDING_LABELS[field]}`;
}

const blank = (value: string) => value.trim() === '';

/**
 * The first reason the form cannot be started, checked in the order of spec 01 §5 (pool logo,
 * tenant_id, whatsapp, … px_color_secondary, both colours as #RGB or #RRGGBB, px_font_title,
 * px_font_body, routes, tenant_name), or `undefined` when it can. A value of spaces only is empty.
 *
 * @example onboardingStartProblem(emptyOnboardingValues(), {})?.line // 'Missing field: User Pool Logo'
 */
export function onboardingStartProblem(values: OnboardingValues, files: OnboardingFiles): OnboardingProblem | undefined {
  const missing = (field: OnboardingField): OnboardingProblem => ({ title: FILL_OUT_ALL_DATA, line: missingFieldLine(field), field });
  if (!files.user_pool_logo) return missing('user_pool_logo');
  for (const field of REQUIRED_BEFORE_COLOURS) if (blank(values[field])) return missing(field);
  for (const field of ['px_color_primary', 'px_color_secondary'] as const) {
    if (!isHexColor(values[field].trim())) return { title: FILL_OUT_ALL_DATA, line: invalidColorMessage(ONBOARDING_LABELS[field]), field };
  }
  for (const field of REQUIRED_AFTER_COLOURS) if (blank(values[field])) return missing(field);
  return undefined;
}

/**
 * What the trial_period_in_days input keeps of typed or pasted text: its digits (spec 01 §5).
 *
 * @example trialPeriodInput('3o days') // '3'
 */
export function trialPeriodInput(text: string): string {
  return sanitizeForKind('digits', text);
}

/**
 * The routes as the form sends them: one host per line, each trimmed, empty lines dropped
 * (spec 01 §3 "routes (one host per line)").
 *
 * @example routeHosts(' a.example.com \n\nb.example.com') // ['a.example.com', 'b.example.com']
 */
export function routeHosts(routes: string): string[] {
  return routes
    .split(/\r?\n/)
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

/**
 * The multipart body of POST /workflow/start (spec 01 §7): the user_pool_logo and favicon files,
 * then every non-empty field as text (trimmed; routes one host per line), and the booleans and the
 * endpoint configuration always (spec 01 §7 "booleans allowed").
 *
 * @example onboardingFormData(values, { user_pool_logo: logo }).get('apiEndpointConfiguration') // 'Regional'
 */
export function onboardingFormData(values: OnboardingValues, files: OnboardingFiles): FormData {
  const form = new FormData();
  for (const field of ['user_pool_logo', 'favicon'] as const) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  for (const field of ONBOARDING_TEXT_FIELDS) {
    const value = field === 'routes' ? routeHosts(values.routes).join('\n') : values[field].trim();
    if (value !== '') form.append(field, value);
  }
  form.append('apiEndpointConfiguration', values.apiEndpointConfiguration);
  form.append('is_assurant_reseller', String(values.is_assurant_reseller));
  return form;
}
