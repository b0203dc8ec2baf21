import { PASSWORD_CHECKLIST_MESSAGES, PASSWORD_MIN_LENGTH, isNewPasswordValid, newPasswordChecklist } from './password';

const unmet = (password: string) => newPasswordChecklist(password).filter((item) => !item.met).map((item) => item.message);

describe('new-password rules', () => {
  it('lists the five checklist messages in order', () => {
    expect(newPasswordChecklist('').map((item) => item.message)).toEqual([
      'Atleast one uppercase letter.',
      'Atleast one lowercase letter.',
      'Atleast one number.',
      'Atleast one special character.',
      'Minimum length of 8 characters.',
    ]);
    expect(PASSWORD_CHECKLIST_MESSAGES.length).toBe('Minimum length of 8 characters.');
  });

  it('ticks each rule independently', () => {
    expect(unmet('A')).not.toContain('Atleast one uppercase letter.');
    expect(unmet('a')).not.toContain('Atleast one lowercase letter.');
    expect(unmet('1')).not.toContain('Atleast one number.');
    expect(unmet('#')).not.toContain('Atleast one special character.');
    expect(unmet(' ')).toContain('Atleast one special character.');
    expect(unmet('abcdefgh')).not.toContain('Minimum length of 8 characters.');
  });

  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isNewPasswordValid('Ab1#xyz')).toBe(false);
    expect(isNewPasswordValid('Ab1#wxyz')).toBe(true);
  });

  it('is valid only when every rule is met', () => {
    expect(isNewPasswordValid('abcdefg1#')).toBe(false);
    expect(isNewPasswordValid('ABCDEFG1#')).toBe(false);
    expect(isNewPasswordValid('Abcdefgh#')).toBe(false);
    expect(isNewPasswordValid('Abcdefgh1')).toBe(false);
    expect(isNewPasswordValid('Secret#2024')).toBe(true);
  });
});
