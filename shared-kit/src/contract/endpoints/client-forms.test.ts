import {
  CLIENT_FORM_EMAIL_FIELDS,
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_MESSAGES,
  CLIENT_FORM_REQUIRED_FIELDS,
  MAX_CLIENT_FORM_REQUEST_BYTES,
  MAX_IMAGE_BYTES,
  clientFormMaxLength,
  completeClientFormValues,
  describeClientFormErrors,
  imageTypeOf,
  isImageFileName,
  submitProblem,
  validateClientForm,
  validateClientFormField,
  type ClientFormValues,
} from './client-forms';
import { ENDPOINTS } from './table';

/** A form every rule accepts. */
function validForm(overrides: Partial<ClientFormValues> = {}): ClientFormValues {
  return {
    contactEmail: 'ops@acme.example',
    officialLegalName: 'Acme Devices LLC',
    dba: '',
    jurisdictionOfOrganization: 'Delaware',
    signerName: 'Jane Roe',
    signerTitle: 'CEO',
    signerEmail: 'jane@acme.example',
    signerPhone: '',
    payableContactName: 'John Doe',
    payableEmail: 'ap@acme.example',
    payablePhone: '',
    billingAddress1: '1 Main St',
    billingAddress2: '',
    billingCity: 'Springfield',
    billingState: '',
    billingCountry: 'US',
    billingZipcode: '62701',
    businessName: 'Acme Phones',
    businessShortName: '',
    currency: 'USD',
    adminSiteUrl: 'https://admin.acme.example',
    adminUserEmail: 'admin@acme.example',
    buyerSiteUrl: 'https://buy.acme.example',
    buyerFromEmail: 'sales@acme.example',
    buyerSiteLanguage: 'en-US',
    logo: '',
    favicon: '',
    existingBusinessWebsite: '',
    ...overrides,
  };
}

describe('client form fields', () => {
  it('has the 28 fields of the form', () => {
    expect(CLIENT_FORM_FIELDS).toHaveLength(28);
    expect(new Set(CLIENT_FORM_FIELDS).size).toBe(28);
  });

  it('requires the 19 required fields, billingState optional', () => {
    expect([...CLIENT_FORM_REQUIRED_FIELDS].sort()).toEqual(
      [
        'contactEmail', 'officialLegalName', 'jurisdictionOfOrganization', 'signerName', 'signerTitle', 'signerEmail',
        'payableContactName', 'payableEmail', 'billingAddress1', 'billingCity', 'billingCountry', 'billingZipcode',
        'businessName', 'currency', 'adminSiteUrl', 'adminUserEmail', 'buyerSiteUrl', 'buyerFromEmail', 'buyerSiteLanguage',
      ].sort(),
    );
    expect(validateClientFormField('billingState', '')).toBeUndefined();
  });

  it.each(CLIENT_FORM_REQUIRED_FIELDS.map((field) => [field]))("%s empty or blank is 'Required field'", (field) => {
    expect(validateClientFormField(field, '')).toBe('Required field');
    expect(validateClientFormField(field, '   ')).toBe('Required field');
  });

  it.each(['dba', 'signerPhone', 'payablePhone', 'billingAddress2', 'businessShortName', 'logo', 'favicon', 'existingBusinessWebsite', 'billingState'] as const)(
    '%s may be empty',
    (field) => {
      expect(validateClientFormField(field, '')).toBeUndefined();
    },
  );

  it("checks every field whose name contains Email with 'Invalid Email'", () => {
    expect([...CLIENT_FORM_EMAIL_FIELDS].sort()).toEqual(['adminUserEmail', 'buyerFromEmail', 'contactEmail', 'payableEmail', 'signerEmail']);
    for (const field of CLIENT_FORM_EMAIL_FIELDS) {
      expect([field, validateClientFormField(field, 'jane@')]).toEqual([field, 'Invalid Email']);
      expect([field, validateClientFormField(field, 'jane.acme.example')]).toEqual([field, 'Invalid Email']);
      expect([field, validateClientFormField(field, 'jane@acme.example')]).toEqual([field, undefined]);
    }
    expect(validateClientFormField('officialLegalName', 'not an email')).toBeUndefined();
  });

  it.each([
    ['signerPhone', 50],
    ['payablePhone', 50],
    ['billingState', 50],
    ['billingZipcode', 50],
    ['businessName', 50],
    ['buyerSiteLanguage', 20],
    ['currency', 10],
    ['businessShortName', 10],
    ['officialLegalName', 100],
    ['dba', 100],
    ['adminSiteUrl', 100],
    ['existingBusinessWebsite', 100],
  ] as const)('%s holds at most %i characters', (field, max) => {
    expect(clientFormMaxLength(field)).toBe(max);
    const fill = field.endsWith('Phone') ? '1' : 'a';
    expect(validateClientFormField(field, fill.repeat(max))).toBeUndefined();
    expect(validateClientFormField(field, fill.repeat(max + 1))).toBe(`At most ${max} characters`);
  });

  it('holds e-mail fields to 100 characters too', () => {
    const long = `${'a'.repeat(60)}@${'b'.repeat(40)}.com`;
    expect(long.length).toBe(105);
    expect(validateClientFormField('contactEmail', long)).toBe('At most 100 characters');
  });

  it('accepts only phone characters in phone fields', () => {
    expect(validateClientFormField('signerPhone', '+1 (212) 555-0100')).toBeUndefined();
    expect(validateClientFormField('signerPhone', '+44/20.7946.0000')).toBeUndefined();
    expect(validateClientFormField('payablePhone', '212-555-0100 ext 4')).toBe('invalid telephone number');
  });

  it('accepts png, gif, jpeg and jpg images only, by name', () => {
    for (const name of ['logo.png', 'Logo.PNG', 'a.gif', 'photo.jpeg', 'photo.JPG']) expect([name, isImageFileName(name)]).toEqual([name, true]);
    for (const name of ['logo.svg', 'logo.webp', 'png', 'logo.png.txt', 'logo.']) expect([name, isImageFileName(name)]).toEqual([name, false]);
    expect(validateClientFormField('logo', 'logo.svg')).toBe('Images: png, gif, jpeg, jpg only');
    expect(validateClientFormField('favicon', 'favicon.gif')).toBeUndefined();
  });
});

describe('validateClientForm and the submit messages', () => {
  it('finds no error in a valid form', () => {
    expect(validateClientForm(validForm())).toEqual({});
    expect(submitProblem({})).toBeUndefined();
  });

  it("says 'Fill the required fields' for an empty submission, each required field in error", () => {
    const errors = validateClientForm({});
    expect(Object.keys(errors).sort()).toEqual([...CLIENT_FORM_REQUIRED_FIELDS].sort());
    expect(submitProblem(errors)).toBe('Fill the required fields');
  });

  it("says 'Fill the required fields' while any required field is empty, even beside other errors", () => {
    expect(submitProblem(validateClientForm(validForm({ signerTitle: ' ', payableEmail: 'ap@' })))).toBe('Fill the required fields');
  });

  it("says 'Please check all fields are filled with proper value' when only other errors remain", () => {
    const errors = validateClientForm(validForm({ payableEmail: 'ap@', currency: 'DOLLARS-US-X' }));
    expect(errors).toEqual({ payableEmail: 'Invalid Email', currency: 'At most 10 characters' });
    expect(submitProblem(errors)).toBe('Please check all fields are filled with proper value');
  });

  it('describes the errors of an API answer field by field', () => {
    expect(describeClientFormErrors({ signerName: 'Required field', payableEmail: 'Invalid Email' })).toBe('signerName: Required field; payableEmail: Invalid Email');
  });

  it('sends empty values as empty strings', () => {
    const values = completeClientFormValues({ contactEmail: 'ops@acme.example' });
    expect(Object.keys(values)).toEqual([...CLIENT_FORM_FIELDS]);
    expect(values.contactEmail).toBe('ops@acme.example');
    expect(values.dba).toBe('');
  });

  it('has the client form messages', () => {
    expect(CLIENT_FORM_MESSAGES).toMatchObject({
      required: 'Required field',
      invalidEmail: 'Invalid Email',
      fillRequired: 'Fill the required fields',
      checkFields: 'Please check all fields are filled with proper value',
      registered: 'Registered SuccessFully',
      updated: 'Updated SuccessFully',
      unableToFetch: 'Unable to fetch',
    });
  });
});

describe('image bytes (magic numbers)', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('recognises PNG, GIF87a, GIF89a and JPEG by their first bytes', () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(imageTypeOf(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
  });

  it('refuses text, truncated signatures and other images', () => {
    expect(imageTypeOf(new TextEncoder().encode('just some text, renamed .png'))).toBeNull();
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('GIF88a'))).toBeNull();
    expect(imageTypeOf(bytes())).toBeNull();
  });

  it('limits images to 1 MB each and a request to 2.5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(1_048_576);
    expect(MAX_CLIENT_FORM_REQUEST_BYTES).toBe(2_621_440);
  });
});

describe('the client-form endpoints', () => {
  it('puts the status change and the form update on one PUT whose body holds the properties of both', () => {
    const body = ENDPOINTS.updateProspectiveTenant.body as unknown as { type: string; properties: Record<string, unknown>; required?: string[]; additionalProperties: boolean };
    expect(body.type).toBe('object');
    expect(body.additionalProperties).toBe(false);
    expect(body.required).toBeUndefined();
    expect(Object.keys(body.properties).sort()).toEqual(['status', 'sendEmailNotification', 'note', 'tenantId', ...CLIENT_FORM_FIELDS].sort());
  });

  it('makes the registration public and requires the required fields in its body', () => {
    expect(ENDPOINTS.createProspectiveTenant.access).toBe('PUBLIC');
    const body = ENDPOINTS.createProspectiveTenant.body as unknown as { required: string[]; properties: Record<string, { maxLength?: number }> };
    expect([...body.required].sort()).toEqual([...CLIENT_FORM_REQUIRED_FIELDS].sort());
    expect(body.properties.businessShortName?.maxLength).toBe(10);
  });

  it('serves the images and the history to CLIENT_SUCCESS only, the outbox only locally', () => {
    expect(ENDPOINTS.prospectiveTenantImage.access).toBe('CLIENT_SUCCESS');
    expect(ENDPOINTS.prospectiveTenantHistory.access).toBe('CLIENT_SUCCESS');
    expect(ENDPOINTS.localOutbox.localOnly).toBe(true);
  });
});
