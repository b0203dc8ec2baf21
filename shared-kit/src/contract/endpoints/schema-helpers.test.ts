import { Value } from '@sinclair/typebox/value';
import { Text, TEXT_RULE_KEYWORD, TEXT_RULE_MESSAGES, textProblem } from './schema-helpers';

describe('the text rule of free-text inputs', () => {
  it('textProblem names a NUL and a lone surrogate, high or low, and accepts surrogate pairs', () => {
    expect(textProblem('a\u0000b')).toBe(TEXT_RULE_MESSAGES.nul);
    expect(TEXT_RULE_MESSAGES.nul).toBe('must not contain the NUL character (\\u0000)');
    expect(textProblem('x\ud800')).toBe(TEXT_RULE_MESSAGES.loneSurrogate);
    expect(textProblem('\udc00x')).toBe(TEXT_RULE_MESSAGES.loneSurrogate);
    expect(textProblem('\ude00\ud83d')).toBe(TEXT_RULE_MESSAGES.loneSurrogate);
    expect(textProblem('Zoë 😀 \t\u0001 日本')).toBeNull();
  });

  it('Text emits a string with its lengths, the x-text mark and a description of the rule', () => {
    expect(JSON.parse(JSON.stringify(Text({ maxLength: 254, description: 'E-mail' })))).toEqual({
      type: 'string',
      minLength: 1,
      maxLength: 254,
      [TEXT_RULE_KEYWORD]: true,
      description: 'E-mail: 1-254 characters once trimmed, well-formed Unicode without NUL',
    });
    expect(Text({ minLength: 0, maxLength: 40 })).toMatchObject({ minLength: 0, maxLength: 40, description: 'at most 40 characters once trimmed, well-formed Unicode without NUL' });
  });

  it('stays a plain string schema for validators that do not know the mark', () => {
    const schema = Text({ maxLength: 3 });
    expect(Value.Check(schema, 'abc')).toBe(true);
    expect(Value.Check(schema, 'abcd')).toBe(false);
    expect(Value.Check(schema, '')).toBe(false);
  });
});
