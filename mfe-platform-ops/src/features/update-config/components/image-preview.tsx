import { useState } from 'react';
import { Typography } from 'antd';
import { tenantImageSource } from 'shared-kit/contract/platform-ops';
import { getRuntimeConfig } from 'shared-kit/runtime';
import { configKeyLabel } from '../lib/config-rules';

/**
 * The preview of an image key: the image from the address its value resolves to
 * (`tenantImageSource`: a stored image or a default image served by the API, or an http(s)
 * address; docs/platform-ops.md "Tenant images"); when there is none or it does not load, a line
 * saying so instead of a broken image.
 */
export function ImagePreview({ name, value, height = 32 }: { name: string; value: string; height?: number }) {
  const [failed, setFailed] = useState<string>();
  if (!value) return null;
  const source = tenantImageSource(name, value, getRuntimeConfig().apiBaseUrl);
  if (!source || failed === value) {
    return (
      <Typography.Text type="secondary" data-testid={`config-${name}-no-preview`}>
        No preview: not reachable from the console
      </Typography.Text>
    );
  }
  return <img src={source} alt={`${configKeyLabel(name)} image`} onError={() => setFailed(value)} style={{ height, maxWidth: 96, objectFit: 'contain' }} />;
}
