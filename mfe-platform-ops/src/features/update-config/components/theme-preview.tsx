import type { CSSProperties } from 'react';
import { Card, Flex, Typography } from 'antd';
import { themeVariables, type TenantConfigValues } from '../lib/config-rules';

/**
 * The live preview of a configuration being edited (spec 02 §3: CSS:: keys drive theme variables):
 * every CSS:: value is set as its variable on the preview, whose sample header, text and button use
 * the theme's variables (primary, secondary, background and text colours, title and body fonts),
 * beside a swatch per variable.
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
      <div data-testid="theme-preview" style={style}>
        <Flex align="center" gap={12} style={{ background: 'var(--primary-color, #1f4e79)', color: '#fff', padding: '8px 12px' }}>
          {values.logoSmall ? <img src={values.logoSmall} alt="Logo preview" style={{ height: 28 }} /> : null}
          <span style={{ fontFamily: 'var(--font-title, inherit)', fontWeight: 600 }}>{values.siteTitle || values.tenantName || 'Site title'}</span>
        </Flex>
        <div style={{ padding: 12 }}>
          <p style={{ margin: '0 0 8px' }}>{values.siteDescription || 'Sample text of the buyer site.'}</p>
          <button type="button" style={{ background: 'var(--secondary-color, #f5a623)', color: '#fff', border: 0, borderRadius: 4, padding: '4px 12px' }}>
            Sample button
          </button>
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
