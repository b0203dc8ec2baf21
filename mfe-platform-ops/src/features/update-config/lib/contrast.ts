/**
 * Colour contrast of the WCAG 2.2 definition (relative luminance of sRGB colours; ratio
 * (L1 + 0.05) / (L2 + 0.05)), used by Update Config's live preview to warn about theme colours that
 * white text cannot be read on (docs/platform-ops.md).
 */

/** The ratio normal text needs (WCAG 2.2 AA, success criterion 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The relative luminance of a `#rgb` or `#rrggbb` colour (0 black to 1 white); undefined for anything else. */
export function relativeLuminance(color: string): number | undefined {
  const match = HEX.exec(color.trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours (1 to 21); undefined when either is not a hex colour.
 *
 * @example contrastRatio('#ffffff', '#000000') // 21
 */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A ratio as people read it, never rounded up past what it is: 2.0268 → '2.02:1'. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
