import { PHONE_CHARACTERS, isAllowedKey, keyFilter, sanitizeForKind } from './key-filters';

function press(kind: Parameters<typeof keyFilter>[0], key: string, value = '', mods: { ctrlKey?: boolean } = {}): boolean {
  const preventDefault = jest.fn();
  keyFilter(kind)({ key, currentTarget: { value }, preventDefault, ...mods });
  return preventDefault.mock.calls.length === 0;
}

describe('key filters', () => {
  it('digits accept 0-9 only', () => {
    expect(press('digits', '5')).toBe(true);
    expect(press('digits', 'e')).toBe(false);
    expect(press('digits', '.')).toBe(false);
    expect(press('digits', '-')).toBe(false);
  });
  it('phone accepts digits, plus, slash, brackets, space, dot and dash', () => {
    for (const ch of PHONE_CHARACTERS) expect(press('phone', ch)).toBe(true);
    expect(press('phone', 'a')).toBe(false);
    expect(press('phone', '#')).toBe(false);
  });
  it('decimal accepts digits and a single dot', () => {
    expect(press('decimal', '.', '12')).toBe(true);
    expect(press('decimal', '.', '1.2')).toBe(false);
    expect(press('decimal', '3', '1.2')).toBe(true);
    expect(press('decimal', ',', '1')).toBe(false);
  });
  it('never blocks editing keys or shortcuts', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter']) expect(isAllowedKey('digits', key)).toBe(true);
    expect(press('digits', 'v', '', { ctrlKey: true })).toBe(true);
  });
  it('sanitises pasted text', () => {
    expect(sanitizeForKind('digits', ' 12a3 ')).toBe('123');
    expect(sanitizeForKind('phone', '+1 (212) 555-0100 ext')).toBe('+1 (212) 555-0100 ');
    expect(sanitizeForKind('decimal', '1.2.3x')).toBe('1.23');
  });
});
