import { AA_TEXT_CONTRAST, contrastRatio, ratioText } from './contrast';

describe('WCAG contrast', () => {
  // Hand-computed: white's luminance is 1; #f5a623's is 0.2126·0.9131 + 0.7152·0.3813 + 0.0722·0.0168 = 0.4681,
  // so (1 + 0.05) / (0.4681 + 0.05) = 2.027.
  it('white on #f5a623 is 2.02:1, under the 4.5:1 text needs', () => {
    const ratio = contrastRatio('#ffffff', '#f5a623')!;
    expect(ratio).toBeCloseTo(2.027, 3);
    expect(ratioText(ratio)).toBe('2.02:1');
    expect(ratio < AA_TEXT_CONTRAST).toBe(true);
  });

  it('black on white is 21:1; #767676 on white just passes at 4.54:1; order and short hex do not matter', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(ratioText(contrastRatio('#fff', '#767676')!)).toBe('4.54:1');
    expect(contrastRatio('#767676', '#ffffff')).toBe(contrastRatio('#ffffff', '#767676'));
  });

  it('answers nothing for a value that is not a hex colour', () => {
    expect(contrastRatio('#fff', 'var(--x)')).toBeUndefined();
    expect(contrastRatio('#fff', 'red')).toBeUndefined();
  });
});
