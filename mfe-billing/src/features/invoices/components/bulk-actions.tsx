import { useState } from 'react';
import { Button, Dropdown, Flex, Tooltip, Typography } from 'antd';
import { ENDPOINTS, type InvoiceRow, type InvoiceStatus } from 'shared-kit/contract';
import { apiErrorMessage, downloadBlob, showToast, useEndpointMutation } from 'shared-kit/runtime';
import { downloadInvoices, type InvoiceDownloadFormat } from '../api/download-invoices';
import { downloadRule, markPaidRule, markUnpaidRule, retryPaymentRule, type ActionRule } from '../lib/bulk-actions';
import { summaryLines, summaryType } from '../lib/summary';

export const STATUS_UPDATED = 'Status updated successfully';
export const STATUS_UPDATE_FAILED = 'Unable to Update status';
export const DOWNLOAD_FAILED = 'Unable download invoices';

export interface BulkActionsProps {
  selected: InvoiceRow[];
  /** Called after a write the server accepted (the rows reload by themselves): clear the selection. */
  onChanged: () => void;
}

function RuleButton({ rule, loading, onClick, children }: { rule: ActionRule; loading?: boolean; onClick: () => void; children: string }) {
  const button = (
    <Button disabled={!rule.enabled} loading={!!loading} onClick={onClick}>
      {children}
    </Button>
  );
  // A disabled button fires no pointer events: the span lets the tooltip say why.
  return rule.enabled ? button : <Tooltip title={rule.reason}><span>{button}</span></Tooltip>;
}

/** Bulk actions of the invoice grid under the rules of spec 02 §4, and Download invoices (at most 130). */
export function BulkActions({ selected, onChanged }: BulkActionsProps) {
  const [busy, setBusy] = useState<string>();
  const numbers = selected.map((row) => row.invoiceNumber);
  const updateStatus = useEndpointMutation(ENDPOINTS.updateInvoiceStatus, {
    invalidates: [ENDPOINTS.invoices, ENDPOINTS.invoiceDetails],
    errorToast: STATUS_UPDATE_FAILED,
    onSuccess: () => {
      showToast(STATUS_UPDATED, 'success');
      onChanged();
    },
  });
  const retryPayments = useEndpointMutation(ENDPOINTS.batchRetryPayment, {
    invalidates: [ENDPOINTS.invoices, ENDPOINTS.invoiceDetails],
    errorToast: 'Something went wrong. Try again after sometime',
    onSuccess: (result) => {
      showToast(summaryLines(result).join(', '), summaryType(result));
      onChanged();
    },
  });

  // A failed write is toasted by the query layer (server message first, spec 02 §8).
  const setStatus = (status: InvoiceStatus) => updateStatus.mutate({ body: { invoiceNumbers: numbers, status } });
  const retry = () => retryPayments.mutate({ body: { invoiceNumbers: numbers } });
  const statusBusy = updateStatus.isPending ? updateStatus.variables.body.status : undefined;

  const download = async (format: InvoiceDownloadFormat) => {
    setBusy('download');
    try {
      const file = await downloadInvoices(numbers, format);
      downloadBlob(file.blob, file.fileName);
    } catch (e) {
      showToast(apiErrorMessage(e, { fallbackMessage: DOWNLOAD_FAILED }));
    } finally {
      setBusy(undefined);
    }
  };

  const download130 = downloadRule(selected);
  return (
    <Flex gap={8} wrap align="center" role="toolbar" aria-label="Bulk actions">
      <Typography.Text type="secondary">{selected.length} selected</Typography.Text>
      <RuleButton rule={markPaidRule(selected)} loading={statusBusy === 'PAID'} onClick={() => void setStatus('PAID')}>
        Mark as Paid
      </RuleButton>
      <RuleButton rule={markUnpaidRule(selected)} loading={statusBusy === 'AWAITING_PAYMENT'} onClick={() => void setStatus('AWAITING_PAYMENT')}>
        Mark as Unpaid
      </RuleButton>
      <RuleButton rule={retryPaymentRule(selected)} loading={retryPayments.isPending} onClick={() => void retry()}>
        Retry Payment
      </RuleButton>
      {download130.enabled ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'xlsx', label: 'Excel (.xlsx)' },
              { key: 'zip', label: 'PDF files (.zip)' },
            ],
            onClick: ({ key }) => void download(key as InvoiceDownloadFormat),
          }}
        >
          <Button loading={busy === 'download'}>Download invoices</Button>
        </Dropdown>
      ) : (
        <RuleButton rule={download130} onClick={() => undefined}>
          Download invoices
        </RuleButton>
      )}
    </Flex>
  );
}
