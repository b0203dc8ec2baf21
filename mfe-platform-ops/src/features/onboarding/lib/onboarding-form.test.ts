import { ONBOARDING_MESSAGES } from 'shared-kit/contract/platform-ops';
import {
  ONBOARDING_TEXT_FIELDS,
  emptyOnboardingValues,
  onboardingBody,
  onboardingStartProblem,
  routeHosts,
  trialPeriodInput,
  type OnboardingValues,
} from './onboarding-form';

const logo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pool-logo.png', { type: 'image/png' });

/** A form that passes every check before starting. */
function complete(): OnboardingValues {
  return {
    ...emptyOnboardingValues(),
    tenant_id: 'T09',
    whatsapp: '+1 212 555 0100',
    email: 'owner@acme.test',
    phone: '+1 212 555 0101',
    last_name: 'Doe',
    first_name: 'Jane',
    tenant_short_name: 'ACM',
    site_title: 'Acme Devices',
    site_description: 'Used phones',
    language: 'en',
    region: 'us-east-1',
    px_color_primary: '#123456',
    px_color_secondary: '#abc',
    px_font_title: 'Inter',
    px_font_body: 'Roboto',
    routes: 'admin.acme.test\nbuy.acme.test',
    tenant_name: 'Acme Devices LLC',
  };
}

describe('defaults of the onboarding form (docs/platform-ops.md#onboard-new-tenant)', () => {
  it('starts with Regional, is_assurant_reseller false, the two default template ids and every other field empty', () => {
    const values = emptyOnboardingValues();
    expect(values.apiEndpointConfiguration).toBe('Regional');
    expect(values.is_assurant_reseller).toBe(false);
    expect(values.user_invitation_template).toBe('px-user-invitation');
    expect(values.user_verification_template).toBe('px-user-verification');
    const others = ONBOARDING_TEXT_FIELDS.filter((f) => f !== 'user_invitation_template' && f !== 'user_verification_template');
    expect(others.map((f) => values[f])).toEqual(others.map(() => ''));
    expect(ONBOARDING_TEXT_FIELDS).toHaveLength(32);
  });
});

describe('the check before starting (docs/platform-ops.md#onboard-new-tenant)', () => {
  it('passes a complete form with a pool logo', () => {
    expect(onboardingStartProblem(complete(), { user_pool_logo: logo() })).toBeUndefined();
  });

  it("asks for the pool logo first, with 'Please fill out all the data!'", () => {
    expect(onboardingStartProblem(emptyOnboardingValues(), {})).toEqual({ title: 'Please fill out all the data!', line: 'user_pool_logo', field: 'user_pool_logo' });
    expect(ONBOARDING_MESSAGES.fillAll).toBe('Please fill out all the data!');
  });

  it('names the required fields in the form order as each one is filled in turn', () => {
    const order = [
      ['tenant_id', 'T09'],
      ['whatsapp', '+1'],
      ['email', 'a@b.test'],
      ['phone', '+1'],
      ['last_name', 'Doe'],
      ['first_name', 'Jane'],
      ['tenant_short_name', 'ACM'],
      ['site_title', 'Acme'],
      ['site_description', 'Used phones'],
      ['language', 'en'],
      ['region', 'us-east-1'],
      ['px_color_primary', '#000'],
      ['px_color_secondary', '#fff'],
      ['px_font_title', 'Inter'],
      ['px_font_body', 'Roboto'],
      ['routes', 'a.test'],
      ['tenant_name', 'Acme'],
    ] as const;
    const values = emptyOnboardingValues();
    const seen: string[] = [];
    for (const [field, value] of order) {
      const problem = onboardingStartProblem(values, { user_pool_logo: logo() });
      expect(problem?.field).toBe(field);
      seen.push(problem?.line ?? '');
      expect(problem?.line).toBe(field);
      values[field] = value;
    }
    expect(onboardingStartProblem(values, { user_pool_logo: logo() })).toBeUndefined();
    expect(seen).toHaveLength(17);
  });

  it('treats a value of spaces only as missing', () => {
    expect(onboardingStartProblem({ ...complete(), email: '   ' }, { user_pool_logo: logo() })?.line).toBe('email');
  });

  it("says 'Invalid color on field …' for a colour that is not #RGB or #RRGGBB, after both colours are present and before the fonts", () => {
    const files = { user_pool_logo: logo() };
    for (const bad of ['123456', '#12345', '#1234567', '#ggg', 'red', '#12 456']) {
      expect(onboardingStartProblem({ ...complete(), px_color_primary: bad }, files)).toEqual({
        title: 'Please fill out all the data!',
        line: 'Invalid color on field px_color_primary',
        field: 'px_color_primary',
      });
    }
    expect(onboardingStartProblem({ ...complete(), px_color_secondary: '#abcd' }, files)?.line).toBe('Invalid color on field px_color_secondary');
    // Rule 15 comes after rule 14 (secondary present) and before rule 16 (px_font_title).
    expect(onboardingStartProblem({ ...complete(), px_color_primary: 'red', px_color_secondary: '' }, files)?.line).toBe('px_color_secondary');
    expect(onboardingStartProblem({ ...complete(), px_color_primary: 'red', px_font_title: '' }, files)?.line).toBe('Invalid color on field px_color_primary');
    expect(onboardingStartProblem({ ...complete(), px_color_primary: '#A1b', px_color_secondary: '#00FF00' }, files)).toBeUndefined();
  });

  it('leaves every other field optional', () => {
    const values = complete();
    for (const field of ['domain', 'execution_name', 'tenant_sender_email', 'business_address_1', 'business_website', 'trial_period_in_days', 'pxn_invitation_code'] as const) {
      expect(values[field]).toBe('');
    }
    expect(onboardingStartProblem(values, { user_pool_logo: logo() })).toBeUndefined();
  });
});

describe('trial_period_in_days accepts only digits (docs/platform-ops.md#onboard-new-tenant)', () => {
  it('keeps the digits of typed or pasted text', () => {
    expect(trialPeriodInput('30')).toBe('30');
    expect(trialPeriodInput('3o days')).toBe('3');
    expect(trialPeriodInput('-1.5e2')).toBe('152');
    expect(trialPeriodInput('abc')).toBe('');
  });

  it('refuses a pasted value with anything but digits before starting, naming the field', () => {
    const problem = onboardingStartProblem({ ...complete(), trial_period_in_days: '30 days' }, { user_pool_logo: logo() });
    expect(problem).toEqual({ title: 'Please fill out all the data!', line: 'trial_period_in_days accepts only digits', field: 'trial_period_in_days' });
    expect(onboardingStartProblem({ ...complete(), trial_period_in_days: '30' }, { user_pool_logo: logo() })).toBeUndefined();
  });
});

describe('the body of POST /workflow/start (docs/platform-ops.md#onboard-new-tenant)', () => {
  it('holds the files, every non-empty field trimmed, routes one host per line, and the booleans', () => {
    const favicon = new File(['ico'], 'favicon.ico', { type: 'image/x-icon' });
    const values = { ...complete(), tenant_id: ' T09 ', routes: ' admin.acme.test \n\n buy.acme.test\r\n', is_assurant_reseller: true, apiEndpointConfiguration: 'Edge' as const };
    const body = onboardingBody(values, { user_pool_logo: logo(), favicon });
    expect(body.user_pool_logo?.name).toBe('pool-logo.png');
    expect(body.favicon?.name).toBe('favicon.ico');
    expect(body.tenant_id).toBe('T09');
    expect(body.routes).toBe('admin.acme.test\nbuy.acme.test');
    expect(body.is_assurant_reseller).toBe('true');
    expect(body.apiEndpointConfiguration).toBe('Edge');
    expect('domain' in body).toBe(false);
    expect('business_address_2' in body).toBe(false);
    expect(body.user_invitation_template).toBe('px-user-invitation');
  });

  it('leaves out the favicon when none was chosen and sends false for an unticked box', () => {
    const body = onboardingBody(complete(), { user_pool_logo: logo() });
    expect(body.favicon).toBeUndefined();
    expect(body.is_assurant_reseller).toBe('false');
  });

  it('splits routes into hosts', () => {
    expect(routeHosts(' a.example.com \n\nb.example.com\r\n')).toEqual(['a.example.com', 'b.example.com']);
    expect(routeHosts('')).toEqual([]);
  });
});
