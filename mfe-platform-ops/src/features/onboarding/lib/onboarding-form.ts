/**
 * The tenant onboarding form of the Onboard New Tenant wizard: its fields, defaults, the check
 * before starting and the multipart body of POST /workflow/start (docs/platform-ops.md#onboard-new-tenant).
 */
import { sanitizeForKind } from 'shared-kit/contract';
import { type API_ENDPOINT_CONFIGURATIONS, ONBOARDING_DEFAULTS, ONBOARDING_FORM_FIELDS, onboardingFormProblem, type OnboardingFileField, type OnboardingFormField } from 'shared-kit/contract/platform-ops';

/** The text fields of the onboarding form: every field but the two choices and the files. */
export const ONBOARDING_TEXT_FIELDS = ONBOARDING_FORM_FIELDS.filter(
  (field): field is Exclude<OnboardingFormField, 'apiEndpointConfiguration' | 'is_assurant_reseller'> =>
    field !== 'apiEndpointConfiguration' && field !== 'is_assurant_reseller',
);

/** A text field of the onboarding form. */
export type OnboardingTextField = Exclude<OnboardingFormField, 'apiEndpointConfiguration' | 'is_assurant_reseller'>;

/** A value of apiEndpointConfiguration: Regional (the default) or Edge (docs/platform-ops.md#onboard-new-tenant). */
export type ApiEndpointConfiguration = (typeof API_ENDPOINT_CONFIGURATIONS)[number];

/** Everything typed or chosen in the onboarding form except the files. */
export type OnboardingValues = Record<OnboardingTextField, string> & {
  apiEndpointConfiguration: ApiEndpointConfiguration;
  is_assurant_reseller: boolean;
};

/** The chosen files by field; a field without a file is absent. */
export type OnboardingFiles = Partial<Record<OnboardingFileField, File>>;

/** Every field of the form that the user can fill. */
export type OnboardingField = OnboardingFormField | OnboardingFileField;

/** The labels the form shows, by field (readable forms of the field names). */
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
 * The empty form with its defaults: apiEndpointConfiguration Regional,
 * is_assurant_reseller false and the two default e-mail template ids of the contract.
 *
 * @example emptyOnboardingValues().apiEndpointConfiguration // 'Regional'
 */
export function emptyOnboardingValues(): OnboardingValues {
  const text = Object.fromEntries(ONBOARDING_TEXT_FIELDS.map((field) => [field, ''])) as Record<OnboardingTextField, string>;
  return {
    ...text,
    user_invitation_template: ONBOARDING_DEFAULTS.user_invitation_template,
    user_verification_template: ONBOARDING_DEFAULTS.user_verification_template,
    apiEndpointConfiguration: ONBOARDING_DEFAULTS.apiEndpointConfiguration,
    is_assurant_reseller: false,
  };
}

/** Why a form cannot be started: the alert's title and line (docs/platform-ops.md#onboard-new-tenant), and the field to look at. */
export interface OnboardingProblem {
  /** 'Please fill out all the data!' */
  title: string;
  /** The field's name (e.g. 'tenant_id'), or 'Invalid color on field px_color_primary'. */
  line: string;
  /** The field the line is about, when there is one. */
  field: OnboardingField | undefined;
}

const FIELDS_BY_NAME: readonly OnboardingField[] = [...ONBOARDING_FORM_FIELDS, 'user_pool_logo', 'favicon'];

/**
 * The first reason the form cannot be started, in the order and with the messages of the Start step
 * (the contract's `onboardingFormProblem`, which the API applies too), plus the field it names so
 * the form can point at it; `undefined` when the form can be started.
 *
 * @example onboardingStartProblem(emptyOnboardingValues(), {})?.line // 'user_pool_logo'
 */
export function onboardingStartProblem(values: OnboardingValues, files: OnboardingFiles): OnboardingProblem | undefined {
  const problem = onboardingFormProblem(values, files.user_pool_logo !== undefined);
  if (!problem) return undefined;
  const field = FIELDS_BY_NAME.find((name) => problem.line === name || problem.line.endsWith(` ${name}`) || problem.line.startsWith(`${name} `));
  return { ...problem, field };
}

/**
 * What the trial_period_in_days input keeps of typed or pasted text: its digits (docs/platform-ops.md#onboard-new-tenant).
 *
 * @example trialPeriodInput('3o days') // '3'
 */
export function trialPeriodInput(text: string): string {
  return sanitizeForKind('digits', text);
}

/**
 * The routes as the form sends them: one host per line, each trimmed, empty lines dropped
 * (docs/platform-ops.md#onboard-new-tenant).
 *
 * @example routeHosts(' a.example.com \n\nb.example.com') // ['a.example.com', 'b.example.com']
 */
export function routeHosts(routes: string): string[] {
  return routes
    .split(/\r?\n/)
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

/** The body of POST /workflow/start as the form sends it: the text fields, and the files as files. */
export type OnboardingStartBody = Partial<Record<OnboardingFormField, string>> & Partial<Record<OnboardingFileField, File>>;

/**
 * The body of POST /workflow/start (docs/platform-ops.md#onboard-new-tenant): the user_pool_logo
 * and favicon files, then every non-empty field as text (trimmed; routes one host per line), and the
 * booleans and the endpoint configuration always. Its file fields make the endpoint table send it as
 * multipart/form-data (docs/data-layer.md#uploads); a file not chosen is left out.
 *
 * @example onboardingBody(values, { user_pool_logo: logo }).apiEndpointConfiguration // 'Regional'
 */
export function onboardingBody(values: OnboardingValues, files: OnboardingFiles): OnboardingStartBody {
  const body: OnboardingStartBody = { user_pool_logo: files.user_pool_logo, favicon: files.favicon };
  for (const field of ONBOARDING_TEXT_FIELDS) {
    const value = field === 'routes' ? routeHosts(values.routes).join('\n') : values[field].trim();
    if (value !== '') body[field] = value;
  }
  body.apiEndpointConfiguration = values.apiEndpointConfiguration;
  body.is_assurant_reseller = String(values.is_assurant_reseller);
  return body;
}
