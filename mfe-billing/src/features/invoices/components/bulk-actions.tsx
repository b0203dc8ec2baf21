import { useState } from 'react';
import { Button, Dropdown, Flex, Tooltip, Typography } from 'antd';
import { ENDPOINTS, type InvoiceMatching, type InvoiceRow } from 'shared-kit/contract';
import { apiErrorMessage, downloadBlob, showToast } from 'shared-kit/runtime';
import { DryRunPreviewDialog, allMatchingSelectedText } from 'shared-kit/ui';
import { downloadInvoices, type InvoiceDownloadFormat } from '../api/download-invoices';
import { downloadRule, markPaidRule, markUnpaidRule, matchingDownloadRule, matchingRule, retryPaymentRule, type ActionRule } from '../lib/bulk-actions';
import { retryPreview, statusPreview, withPreviewFingerprint } from '../lib/previews';
import { summaryLines, summaryType } from '../lib/summary';

export const STATUS_UPDATED = 'Status updated successfully';
export const STATUS_UPDATE_FAILED = 'Unable to Update status';
export const DOWNLOAD_FAILED = 'Unable download invoices';
export const RETRY_PAYMENT_FAILED = 'Something went wrong. Try again after sometime';

/**
 * Every invoice the search and filters match, selected (select all in the grid's server mode): the
 * query the calls send instead of invoice numbers, and the API's count of matching invoices
 * (undefined until it answered).
 */
export interface MatchingSelection {
  query: InvoiceMatching;
  count: number | undefined;
  /** `count` is the search's count cap and more invoices match (docs/search.md "Counts of a word search"). */
  capped?: boolean;
}

export interface BulkActionsProps {
  /** The rows selected; with `matching`, the matching rows fetched so far. */
  selected: InvoiceRow[];
  /** Called after a write the server accepted: clear the selection and load the rows again. */
  onChanged: () => void;
  /** Every matching invoice is selected: the calls carry the query and the rules read the API's count. */
  matching?: MatchingSelection;
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

/** The bulk action being previewed. */
type Previewing = { action: 'Mark as Paid'; status: 'PAID' } | { action: 'Mark as Unpaid'; status: 'AWAITING_PAYMENT' } | { action: 'Retry Payment' };

/** What a write changes besides the grid's rows (the grid loads those again through `onChanged`). */
const INVOICE_DATA = [ENDPOINTS.invoiceDetails];

/**
 * Bulk actions of the invoice grid under the rules of docs/billing.md#invoice-status-changes, and Download
 * invoices (at most 130). Mark as Paid, Mark as Unpaid and Retry Payment first show the server's
 * preview (count, invoices, amount per currency, skipped ones and why); the confirmation sends
 * exactly the previewed selection with the preview's fingerprint (docs/billing.md#bulk-previews).
 *
 * With `matching` (select all in server mode) the calls carry the search and filters instead of
 * invoice numbers, the count reads 'All N matching selected', Download invoices is offered for 130
 * or fewer matching invoices, and the previews count every matching invoice and list the first.
 */
export function BulkActions({ selected, onChanged, matching }: BulkActionsProps) {
  const [busy, setBusy] = useState<string>();
  const [previewing, setPreviewing] = useState<Previewing>();
  const numbers = selected.map((row) => row.invoiceNumber);
  const selection = matching ? { matching: matching.query } : { invoiceNumbers: numbers };
  const ruleOf = (rule: (rows: readonly InvoiceRow[]) => ActionRule) => (matching ? matchingRule(rule, selected, matching.count) : rule(selected));
  const close = () => setPreviewing(undefined);
  const done = () => {
    close();
    onChanged();
  };

  const download = async (format: InvoiceDownloadFormat) => {
    setBusy('download');
    try {
      const file = await downloadInvoices(matching ? matching.query : numbers, format);
      downloadBlob(file.blob, file.fileName);
    } catch (e) {
      showToast(apiErrorMessage(e, { fallbackMessage: DOWNLOAD_FAILED }));
    } finally {
      setBusy(undefined);
    }
  };

  const download130 = matching ? matchingDownloadRule(matching.count) : downloadRule(selected);
  return (
    <Flex gap={8} wrap align="center" role="toolbar" aria-label="Bulk actions">
      {matching ? (
        <Typography.Text type="secondary">{matching.count === undefined ? '' : allMatchingSelectedText(matching.count, matching.capped)}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{selected.length} selected</Typography.Text>
      )}
      <RuleButton rule={ruleOf(markPaidRule)} onClick={() => setPreviewing({ action: 'Mark as Paid', status: 'PAID' })}>
        Mark as Paid
      </RuleButton>
      <RuleButton rule={ruleOf(markUnpaidRule)} onClick={() => setPreviewing({ action: 'Mark as Unpaid', status: 'AWAITING_PAYMENT' })}>
        Mark as Unpaid
      </RuleButton>
      <RuleButton rule={ruleOf(retryPaymentRule)} onClick={() => setPreviewing({ action: 'Retry Payment' })}>
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
      {previewing && previewing.action !== 'Retry Payment' && (
        <DryRunPreviewDialog
          open
          title={previewing.action}
          confirmText={previewing.action}
          endpoint={ENDPOINTS.updateInvoiceStatus}
          input={{ body: { ...selection, status: previewing.status } }}
          summarize={(answer) => statusPreview(answer, selected)}
          confirmInput={withPreviewFingerprint}
          invalidates={INVOICE_DATA}
          errorToast={STATUS_UPDATE_FAILED}
          onCancel={close}
          onDone={() => {
            showToast(STATUS_UPDATED, 'success');
            done();
          }}
        />
      )}
      {previewing?.action === 'Retry Payment' && (
        <DryRunPreviewDialog
          open
          title="Retry Payment"
          confirmText="Retry Payment"
          endpoint={ENDPOINTS.batchRetryPayment}
          input={{ body: selection }}
          summarize={retryPreview}
          confirmInput={withPreviewFingerprint}
          invalidates={INVOICE_DATA}
          errorToast={RETRY_PAYMENT_FAILED}
          onCancel={close}
          onDone={(result) => {
            showToast(summaryLines(result).join(', '), summaryType(result));
            done();
          }}
        />
      )}
    </Flex>
  );
}
