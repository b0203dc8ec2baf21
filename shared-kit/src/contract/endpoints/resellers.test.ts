import {
  INVITATION_MESSAGES,
  RESELLER_ENDPOINTS,
  RESELLER_ONBOARDING_DEFAULTS,
  RESELLER_ONBOARDING_FIELDS,
  activationResentMessage,
  canOnboardReseller,
  hasInvitationQuery,
  locatorInput,
  pxnrSyncErrors,
  resellerOnboardingBody,
  resellerOnboardingErrors,
  siteHost,
  type ResellerOnboardingValues,
} from './resellers';

const VALID: ResellerOnboardingValues = {
  pxnsTenantId: 'T01',
  pxnrTenantId: 'T02',
  pxnrTenantName: 'Acme Resale',
  pxnrTenantDescription: 'Resells refurbished phones',
  pxnrParticipantId: 'PART-1',
  pxnrCurrencyCode: 'USD',
  pxnrCurrencySymbol: '$',
  pxnrBuyerId: 'B-77',
  pxnrShippingAddressId: 'SA-1',
  pxnrBillingAddressId: 'BA-1',
  pxnrShippingOptionsJSON: '{"ground":true}',
  pxnrPaymentOptionJSON: '{}',
  pxnrAdditionalServices: '["insurance"]',
  adminLoginEmail: 'admin@acme.example',
  resellerLoginEmail: 'reseller@acme.example',
};

describe('Reseller Onboarding rules', () => {
  it('has the 15 fields and the defaults {} {} []', () => {
    expect(RESELLER_ONBOARDING_FIELDS).toHaveLength(15);
    expect(RESELLER_ONBOARDING_DEFAULTS.pxnrShippingOptionsJSON).toBe('{}');
    expect(RESELLER_ONBOARDING_DEFAULTS.pxnrPaymentOptionJSON).toBe('{}');
    expect(RESELLER_ONBOARDING_DEFAULTS.pxnrAdditionalServices).toBe('[]');
  });

  it('accepts a complete form', () => {
    expect(resellerOnboardingErrors(VALID)).toEqual({});
    expect(canOnboardReseller(VALID)).toBe(true);
  });

  it('requires every field except pxnrTenantName and pxnrTenantDescription, blank counting as empty', () => {
    const errors = resellerOnboardingErrors({ ...RESELLER_ONBOARDING_DEFAULTS, pxnrShippingOptionsJSON: ' ', pxnrPaymentOptionJSON: '', pxnrAdditionalServices: '  ' });
    expect(Object.keys(errors).sort()).toEqual(RESELLER_ONBOARDING_FIELDS.filter((field) => field !== 'pxnrTenantName' && field !== 'pxnrTenantDescription').sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(['Required field']));
    expect(resellerOnboardingErrors({ ...VALID, pxnrTenantName: '', pxnrTenantDescription: '  ' })).toEqual({});
    expect(canOnboardReseller({ ...VALID, pxnrBuyerId: '   ' })).toBe(false);
  });

  it.each([
    ['pxnrTenantName', 100],
    ['pxnrParticipantId', 100],
    ['adminLoginEmail', 100],
    ['pxnrTenantDescription', 250],
    ['pxnrCurrencyCode', 6],
    ['pxnrCurrencySymbol', 3],
  ] as const)('limits %s to %i characters', (field, max) => {
    const at = field === 'adminLoginEmail' ? `${'a'.repeat(50)}@${'b'.repeat(max - 59)}.example` : 'x'.repeat(max);
    expect(at).toHaveLength(max);
    expect(resellerOnboardingErrors({ ...VALID, [field]: at })[field]).toBeUndefined();
    const over = field === 'adminLoginEmail' ? `a${at}` : `${at}x`;
    expect(resellerOnboardingErrors({ ...VALID, [field]: over })[field]).toBe(`At most ${max} characters`);
  });

  it("refuses additional services that do not parse as an array with 'Additional service should be valid array'", () => {
    for (const text of ['{}', '"x"', '[1,', 'insurance']) {
      expect(resellerOnboardingErrors({ ...VALID, pxnrAdditionalServices: text }).pxnrAdditionalServices).toBe('Additional service should be valid array');
    }
    expect(resellerOnboardingErrors({ ...VALID, pxnrAdditionalServices: '[]' })).toEqual({});
  });

  it('refuses option JSONs that are not objects', () => {
    expect(resellerOnboardingErrors({ ...VALID, pxnrShippingOptionsJSON: '[]' }).pxnrShippingOptionsJSON).toBe('Shipping options should be a valid JSON object');
    expect(resellerOnboardingErrors({ ...VALID, pxnrPaymentOptionJSON: '{' }).pxnrPaymentOptionJSON).toBe('Payment option should be a valid JSON object');
  });

  it('refuses login e-mails that are not addresses', () => {
    expect(resellerOnboardingErrors({ ...VALID, resellerLoginEmail: 'reseller@' }).resellerLoginEmail).toBe('invalid email');
  });

  it('sends empty inputs as null, texts trimmed, JSON parsed', () => {
    const body = resellerOnboardingBody({ ...VALID, pxnrTenantName: '  ', pxnrTenantDescription: '', pxnrBuyerId: ' B-77 ' });
    expect(body.pxnrTenantName).toBeNull();
    expect(body.pxnrTenantDescription).toBeNull();
    expect(body.pxnrBuyerId).toBe('B-77');
    expect(body.pxnrShippingOptionsJSON).toEqual({ ground: true });
    expect(body.pxnrPaymentOptionJSON).toEqual({});
    expect(body.pxnrAdditionalServices).toEqual(['insurance']);
    expect(resellerOnboardingBody({ ...VALID, pxnrPaymentOptionJSON: '', pxnrAdditionalServices: '' })).toMatchObject({ pxnrPaymentOptionJSON: {}, pxnrAdditionalServices: [] });
  });
});

describe('Pxnr Sync rule', () => {
  it('requires both tenant IDs', () => {
    expect(pxnrSyncErrors({ source_tenant_id: '', destination_tenant_id: ' ' })).toEqual({ source_tenant_id: 'Required field', destination_tenant_id: 'Required field' });
    expect(pxnrSyncErrors({ source_tenant_id: 'T01', destination_tenant_id: 'T03' })).toEqual({});
  });
});

describe('Invitation helpers', () => {
  it('trims the website and treats an empty one as nothing to locate', () => {
    expect(locatorInput('  https://t02.buy.example.com ')).toBe('https://t02.buy.example.com');
    expect(locatorInput('   ')).toBeNull();
  });

  it('reads the host of a typed website', () => {
    expect(siteHost(' HTTPS://www.T02.Buy.Example.com/shop ')).toBe('t02.buy.example.com');
    expect(siteHost('t02.buy.example.com')).toBe('t02.buy.example.com');
    expect(siteHost('not a url')).toBeNull();
    expect(siteHost('localhost')).toBeNull();
  });

  it('needs invitationCode and user in the query', () => {
    expect(hasInvitationQuery(new URLSearchParams('invitationCode=ABCD&user=u1'))).toBe(true);
    expect(hasInvitationQuery(new URLSearchParams('invitationCode=ABCD'))).toBe(false);
    expect(hasInvitationQuery(new URLSearchParams('invitationCode=%20&user=u1'))).toBe(false);
    expect(hasInvitationQuery(new URLSearchParams(''))).toBe(false);
  });

  it('words the reseller messages', () => {
    expect(INVITATION_MESSAGES.pendingApproval).toBe('This Invite has already been accepted and is being processed.');
    expect(INVITATION_MESSAGES.alreadyAccepted).toBe('This Invite has already been accepted.');
    expect(INVITATION_MESSAGES.siteNotFound).toBe("Sorry, the URL that you've entered does not match a client website of the provider. Please double-check and try again.");
    expect(activationResentMessage('owner@acme.example')).toBe('Supplier Activation Email has been resent to owner@acme.example');
  });

  it('declares the invitation calls public and the others PLATFORM_ADMIN', () => {
    expect(Object.fromEntries(Object.values(RESELLER_ENDPOINTS).map((endpoint) => [endpoint.key, `${endpoint.access} ${endpoint.method} ${endpoint.path}`]))).toEqual({
      resellerOnboarding: 'PLATFORM_ADMIN POST /pxnr/reseller-onboarding',
      pxnrSync: 'PLATFORM_ADMIN POST /pxnr/sync',
      verifyInvitation: 'PUBLIC POST /pxns/invitation/verify',
      locateTenant: 'PUBLIC POST /pxns/invitation/locate-tenant',
      acceptInvitation: 'PUBLIC POST /pxns/invitation/accept',
      resendActivation: 'PUBLIC POST /pxns/invitation/resend',
    });
  });
});
