import { TAG_TEXT_COLOURS, THEME } from '../src/app/theme';

/** WCAG 2.1 relative luminance of an sRGB channel 0-255. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** A '#rrggbb' or 'rgba(r, g, b, a)' colour laid over white, as [r, g, b]. */
function overWhite(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`unreadable colour ${colour}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((i) => Number(rgba[i]) * alpha + 255 * (1 - alpha)) as [number, number, number];
}

function luminance(colour: string): number {
  const [r, g, b] = overWhite(colour);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(colour: string, background = '#ffffff'): number {
  const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const contrastOnWhite = (colour: string) => contrast(colour);

describe('console theme: text contrast', () => {
  it.each(['colorPrimary', 'colorLink', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorError'] as const)(
    '%s reads at WCAG AA contrast (4.5:1) on white',
    (token) => {
      const colour = THEME.token?.[token];
      expect(typeof colour).toBe('string');
      expect(contrastOnWhite(colour as string)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['colorSuccess', '#f6ffed'],
    ['colorInfo', '#e6f4ff'],
    ['colorWarning', '#fffbe6'],
    ['green7', '#f6ffed'],
    ['gold7', '#fffbe6'],
    ['orange7', '#fff7e6'],
  ] as const)('Tag text %s reads at 4.5:1 on its background %s', (token, background) => {
    expect(THEME.components?.Tag).toMatchObject({ [token]: TAG_TEXT_COLOURS[token] });
    expect(contrast(TAG_TEXT_COLOURS[token], background)).toBeGreaterThanOrEqual(4.5);
  });

  it("the grid's no-rows text reads at 4.5:1 on white", () => {
    expect(contrastOnWhite(String(THEME.components?.Table?.colorTextDisabled))).toBeGreaterThanOrEqual(4.5);
  });

  it("computes antd's default link blue as failing, so the check can fail", () => {
    // #1677ff on white is 4.1:1 (WebAIM's checker gives 4.10).
    expect(contrastOnWhite('#1677ff')).toBeCloseTo(4.1, 1);
  });
});
