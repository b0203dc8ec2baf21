import type { CSSProperties } from 'react';
import { Alert, Card, Flex, Typography } from 'antd';
import { themeVariables, type TenantConfigValues } from '../lib/config-rules';
import { AA_TEXT_CONTRAST, contrastRatio, ratioText } from '../lib/contrast';
import { ImagePreview } from './image-preview';

/** The preview's white text on the primary and secondary colours, with their fallbacks. */
const TEXT_ON = [
  { variable: '--primary-color', fallback: '#1f4e79', what: 'White text on the primary colour' },
  { variable: '--secondary-color', fallback: '#f5a623', what: 'White text on the secondary colour' },
] as const;

/**
 * The warnings of colours white text is hard to read on: 'White text on the secondary colour
 * #f5a623 is 2.02:1; text needs at least 4.5:1 (WCAG AA)'. Values that are not hex colours are not
 * judged.
 */
export function contrastWarnings(variables: Record<string, string>): string[] {
  return TEXT_ON.flatMap(({ variable, fallback, what }) => {
    const color = variables[variable] ?? fallback;
    const ratio = contrastRatio('#ffffff', color);
    return ratio !== undefined && ratio < AA_TEXT_CONTRAST ? [`${what} ${color} is ${ratioText(ratio)}; text needs at least ${AA_TEXT_CONTRAST}:1 (WCAG AA)`] : [];
  });
}

/**
 * The live preview of a configuration being edited (CSS:: keys drive theme variables):
 * every CSS:: value is set as its variable on the preview, whose sample header, text and button use
 * the theme's variables (primary, secondary, background and text colours, title and body fonts),
 * beside a swatch per variable. The sample is a picture of the buyer site in the tenant's colours,
 * readable or not (docs/accessibility.md#the-live-preview): one image to assistive technology, its
 * colours said as text beside it and its hard-to-read pairs in the warnings above it.
 */
export function ThemePreview({ values }: { values: TenantConfigValues }) {
  const variables = themeVariables(values);
  const style = {
    ...variables,
    background: 'var(--background-color, #fff)',
    color: 'var(--text-color, inherit)',
    fontFamily: 'var(--font-body, inherit)',
    border: '1px solid #d9d9d9',
    borderRadius: 8,
    overflow: 'hidden',
  } as CSSProperties;
  return (
    <Card title="Live Preview" size="small">
      {contrastWarnings(variables).map((warning) => (
        <Alert key={warning} type="warning" role="status" showIcon title={warning} style={{ marginBottom: 8 }} data-testid="contrast-warning" />
      ))}
      <div data-testid="theme-preview" role="img" aria-label="Sample of the buyer site in these colours and fonts" style={style}>
        <Flex align="center" gap={12} style={{ background: 'var(--primary-color, #1f4e79)', color: '#fff', padding: '8px 12px' }}>
          {values.logoSmall ? <ImagePreview name="logoSmall" value={values.logoSmall} height={28} /> : null}
          <span style={{ fontFamily: 'var(--font-title, inherit)', fontWeight: 600 }}>{values.siteTitle || values.tenantName || 'Site title'}</span>
        </Flex>
        <div style={{ padding: 12 }}>
          <p style={{ margin: '0 0 8px' }}>{values.siteDescription || 'Sample text of the buyer site.'}</p>
          <span style={{ display: 'inline-block', background: 'var(--secondary-color, #f5a623)', color: '#fff', borderRadius: 4, padding: '4px 12px' }}>Sample button</span>
        </div>
      </div>
      <Flex wrap gap={8} style={{ marginTop: 12 }}>
        {Object.entries(variables).map(([name, value]) => (
          <Flex key={name} align="center" gap={4}>
            <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, border: '1px solid #ccc', background: value }} />
            <Typography.Text code>
              {name}: {value}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
