import { useState } from 'react';
import { Typography } from 'antd';
import { configKeyLabel } from '../lib/config-rules';

/**
 * The preview of an image key: the image when it loads; when it does not (a file name or path of
 * the storefront that the console cannot reach), a line saying so instead of a broken image.
 */
export function ImagePreview({ name, value, height = 32 }: { name: string; value: string; height?: number }) {
  const [failed, setFailed] = useState<string>();
  if (!value) return null;
  if (failed === value) {
    return (
      <Typography.Text type="secondary" data-testid={`config-${name}-no-preview`}>
        No preview: not reachable from the console
      </Typography.Text>
    );
  }
  return <img src={value} alt={`${configKeyLabel(name)} image`} onError={() => setFailed(value)} style={{ height, maxWidth: 96, objectFit: 'contain' }} />;
}

