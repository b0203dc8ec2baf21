import { Card, Typography } from 'antd';
import { orMissing, type InvoiceAddress } from 'shared-kit/contract';

/** A Bill To / Ship To address block of an invoice (docs/billing.md#invoice-details). */
export function AddressCard({ title, address }: { title: string; address: InvoiceAddress }) {
  const cityLine = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.officialLegalName, address.dba && `DBA ${address.dba}`, address.address1, address.address2, cityLine, address.country].filter(
    (line): line is string => !!line,
  );
  return (
    <Card size="small" title={title} role="region" aria-label={title} style={{ flex: 1, minWidth: 240 }}>
      {lines.length ? (
        lines.map((line, index) => (
          <Typography.Paragraph key={index} style={{ margin: 0 }}>
            {line}
          </Typography.Paragraph>
        ))
      ) : (
        <Typography.Text type="secondary">{orMissing(null)}</Typography.Text>
      )}
    </Card>
  );
}
