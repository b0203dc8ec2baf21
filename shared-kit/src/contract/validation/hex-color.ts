/**
 * Hex colour check of the onboarding form's px_color_primary / px_color_secondary (docs/platform-ops.md#onboard-new-tenant).
 */

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Whether `value` is a hex colour `#RGB` or `#RRGGBB` (docs/platform-ops.md#onboard-new-tenant).
 *
 * @example isHexColor('#0af') // true
 * @example isHexColor('#0a0a0a0a') // false
 */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/**
 * The onboarding alert line for a bad colour field (docs/platform-ops.md#onboard-new-tenant): `'Invalid color on field {field}'`.
 *
 * @example invalidColorMessage('px_color_primary') // 'Invalid color on field px_color_primary'
 */
export function invalidColorMessage(field: string): string {
  return `Invalid color on field ${field}`;
}
