import { FIELD_RULES, REQUIRED_FIELD_MESSAGE, isEmail, validateField } from './field-rules';

describe('shared field rules', () => {
  it.each([
    ['alphanumeric', 'Please enter alpha numeric value of buyer'],
    ['atleast-one-alphabet', 'Please start with atleast one alphabet'],
    ['number', 'Invalid number'],
    ['internationalized-zip', 'Invalid zip'],
    ['required', 'Required field'],
    ['email', 'invalid email'],
    ['tel', 'invalid telephone number'],
  ] as const)('%s has the message %s', (rule, message) => {
    expect(FIELD_RULES[rule].message).toBe(message);
  });

  it('alphanumeric accepts letters and digits only', () => {
    expect(validateField('Buyer42', ['alphanumeric'])).toBeUndefined();
    expect(validateField('Buyer 42', ['alphanumeric'])).toBe('Please enter alpha numeric value of buyer');
    expect(validateField('Buyer-42', ['alphanumeric'])).toBe('Please enter alpha numeric value of buyer');
  });

  it('atleast-one-alphabet demands a leading letter', () => {
    expect(validateField('a1', ['atleast-one-alphabet'])).toBeUndefined();
    expect(validateField('1a', ['atleast-one-alphabet'])).toBe('Please start with atleast one alphabet');
  });

  it('number accepts digits only', () => {
    expect(validateField('0123', ['number'])).toBeUndefined();
    expect(validateField('12.5', ['number'])).toBe('Invalid number');
    expect(validateField('-1', ['number'])).toBe('Invalid number');
    expect(validateField(42, ['number'])).toBeUndefined();
  });

  it('internationalized-zip: letters, digits, hyphens, at most one space, no hyphen at either end', () => {
    for (const ok of ['10001', '10001-1234', 'SW1A 1AA', 'K1A0B1']) expect(validateField(ok, ['internationalized-zip'])).toBeUndefined();
    for (const bad of ['-10001', '10001-', 'A B C', '100_01', '10001#']) expect(validateField(bad, ['internationalized-zip'])).toBe('Invalid zip');
  });

  it('required rejects empty and blank values, and null', () => {
    expect(validateField('', ['required'])).toBe(REQUIRED_FIELD_MESSAGE);
    expect(validateField('   ', ['required'])).toBe('Required field');
    expect(validateField(null, ['required'])).toBe('Required field');
    expect(validateField('x', ['required'])).toBeUndefined();
  });

  it('email: local part of 1 to 64 characters, then @ and a domain', () => {
    expect(isEmail('ops@example.com')).toBe(true);
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('ops.example.com')).toBe(false);
    expect(isEmail('ops@example')).toBe(false);
    expect(validateField('ops@', ['email'])).toBe('invalid email');
  });

  it('tel: 10 to 15 of digits, plus, slash, brackets, space, dot, dash; no letters', () => {
    expect(validateField('+1 (212) 555-0100', ['tel'])).toBe('invalid telephone number'); // 17 characters
    expect(validateField('(212) 555-0100', ['tel'])).toBeUndefined();
    expect(validateField('+44/20.7946.00', ['tel'])).toBeUndefined();
    expect(validateField('123456789', ['tel'])).toBe('invalid telephone number');
    expect(validateField('1234567890', ['tel'])).toBeUndefined();
    expect(validateField('123456789012345', ['tel'])).toBeUndefined();
    expect(validateField('1234567890123456', ['tel'])).toBe('invalid telephone number');
    expect(validateField('212555010x', ['tel'])).toBe('invalid telephone number');
  });

  it('checks rules in order and leaves optional empty fields alone', () => {
    expect(validateField('', ['required', 'email'])).toBe('Required field');
    expect(validateField('', ['email', 'tel'])).toBeUndefined();
    expect(validateField('1abc', ['atleast-one-alphabet', 'alphanumeric'])).toBe('Please start with atleast one alphabet');
  });
});
