/**
 * The one preview dialog of the dry-run convention (docs/api.md#dry-runs-and-previews): a
 * bulk or destructive call is first sent with `dryRun=true`, which changes nothing and answers what
 * the call would do; the dialog shows that answer (how many records, which, their amounts, which
 * would be skipped and why) and only then offers to make the call, with exactly the input previewed.
 */
import { WriteButton } from './write-button';
import { Alert, Button, Empty, Input, Modal, Skeleton, Space, Table, Typography } from 'antd';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { DRY_RUN_PARAM, acceptsDryRun, type Endpoint } from 'shared-kit/contract';
import {
  apiErrorMessage,
  useEndpointMutation,
  useEndpointQuery,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorToast,
} from 'shared-kit/runtime';

/**
 * antd's Descriptions (the amounts of a preview), loaded when a preview first shows amounts: the
 * pages that load shared-kit/ui without ever previewing never fetch it.
 */
const Descriptions = lazy(() => import('antd/es/descriptions'));

/** One record of a preview: what it is, and optionally its amount and what would happen to it. */
export interface PreviewRecord {
  key: string;
  label: string;
  /** Formatted amount, e.g. '$1,234.00'. */
  amount?: string;
  /** What the call would do to it, e.g. 'Card would be charged'. */
  note?: string;
  /** The things inside the record, listed when its row is expanded (e.g. the keys a resource removes). */
  details?: readonly string[];
}

/** A record the call would leave alone, with the reason. */
export interface SkippedRecord {
  key: string;
  label: string;
  reason: string;
}

/** What a dry-run answer says, in the dialog's terms (each screen maps its endpoint's answer). */
export interface DryRunSummary {
  /** The records the call would change. */
  records: readonly PreviewRecord[];
  /** The records it would skip, each with its reason. */
  skipped?: readonly SkippedRecord[];
  /** Totals shown above the lists, e.g. `{ label: 'Amount owed', value: '$2,468.00' }`. */
  amounts?: ReadonlyArray<{ label: string; value: string }>;
  /**
   * How many records the call would change in all, when `records` names only the first of them
   * (a selection by search and filters): the count says it and the list ends with 'and K more'.
   * `records.length` by default.
   */
  count?: number;
  /** How many records it would skip in all, when `skipped` names only the first; `skipped.length` by default. */
  skippedCount?: number;
  /** Heading of the records' `amount` column: what it holds ('Amount', 'Items'); 'Amount' by default. */
  amountTitle?: string;
}

/** Texts of the dialog. */
export const DRY_RUN_TEXTS = {
  loading: 'Checking what would change…',
  willChange: (count: number) => `${count} ${count === 1 ? 'record' : 'records'} will be changed`,
  willSkip: (count: number) => `${count} ${count === 1 ? 'record' : 'records'} will be skipped`,
  nothingToDo: 'Nothing would change.',
  recordsTitle: 'Records to change',
  skippedTitle: 'Skipped records',
  cancel: 'Cancel',
  andMore: (count: number) => `and ${count} more`,
} as const;

/** Props of {@link DryRunPreviewDialog}. */
export interface DryRunPreviewDialogProps<E extends Endpoint> {
  open: boolean;
  title: string;
  /** A bulk or destructive endpoint of the table whose query accepts `dryRun`. */
  endpoint: E;
  /** The call to preview and then make; its query's `dryRun` is set by the dialog. */
  input: EndpointInput<E>;
  /** Reads the dry-run answer. */
  summarize: (answer: EndpointAnswer<E>) => DryRunSummary;
  /**
   * The real call's input, made from the preview's answer and the previewed input (e.g. with the
   * answer's fingerprint of the records, which the server checks); the previewed input by default.
   */
  confirmInput?: (answer: EndpointAnswer<E>, input: EndpointInput<E>) => EndpointInput<E>;
  /** Label of the confirming button, e.g. 'Retry Payment'. */
  confirmText: string;
  /** Endpoints whose data the real call changes (refetched after it). */
  invalidates?: readonly Endpoint[];
  /** How a failed preview or call is reported: the screen's fallback message (docs/errors.md). */
  errorToast?: ErrorToast;
  /** Width of the dialog (antd Modal's `width`); antd's default (520 px) when absent. */
  width?: number | string;
  /**
   * A deliberate confirmation for an irreversible call: the confirming button is enabled only once
   * the user typed `expected` exactly in the field labelled `label`.
   */
  typeToConfirm?: { label: ReactNode; expected: string };
  onCancel: () => void;
  /** Called with the real call's answer once it succeeded. */
  onDone: (answer: EndpointAnswer<E>) => void;
}

function withDryRun<E extends Endpoint>(input: EndpointInput<E>, dryRun: boolean): EndpointInput<E> {
  const { query, ...rest } = input as { query?: Record<string, unknown> };
  const { [DRY_RUN_PARAM]: _ignored, ...others } = query ?? {};
  const nextQuery = dryRun ? { ...others, [DRY_RUN_PARAM]: 'true' } : others;
  return (Object.keys(nextQuery).length ? { ...rest, query: nextQuery } : rest) as EndpointInput<E>;
}

/**
 * Previews a bulk or destructive call and confirms it (docs/api.md#dry-runs-and-previews).
 * While open it sends the call with `dryRun=true` (changing nothing) and shows the answer: the
 * count, the records with their amounts, the totals and the skipped records with their reasons.
 * The confirming button, enabled once a preview with something to change is shown, makes the real
 * call with the input of that preview; a new `input` is previewed again before it can be confirmed.
 *
 * @throws TypeError when `endpoint` does not follow the dry-run convention.
 * @example
 * <DryRunPreviewDialog open title="Retry Payment" confirmText="Retry Payment" endpoint={ENDPOINTS.batchRetryPayment}
 *   input={{ body: { invoiceNumbers } }} summarize={retrySummary} invalidates={[ENDPOINTS.invoices]}
 *   onCancel={close} onDone={(answer) => showToast(answer.message, answer.type)} />
 */
export function DryRunPreviewDialog<E extends Endpoint>(props: DryRunPreviewDialogProps<E>) {
  const { open, title, endpoint, input, summarize, confirmInput, confirmText, invalidates, errorToast, width, typeToConfirm, onCancel, onDone } = props;
  const [typed, setTyped] = useState('');
  if (!acceptsDryRun(endpoint)) throw new TypeError(`${endpoint.key} does not accept ${DRY_RUN_PARAM}`);
  // A failed preview is shown in the dialog, not toasted.
  const preview = useEndpointQuery(endpoint, withDryRun(input, true), { enabled: open, gcTime: 0 });
  const call = useEndpointMutation(endpoint, { invalidates, errorToast, onSuccess: (answer) => onDone(answer as EndpointAnswer<E>) });
  const { reset } = call;
  useEffect(() => {
    if (!open) {
      reset();
      setTyped('');
    }
  }, [open, reset]);

  const summary = preview.data !== undefined && !preview.isFetching ? summarize(preview.data) : undefined;
  const skipped = summary?.skipped ?? [];
  const changing = summary ? Math.max(summary.count ?? 0, summary.records.length) : 0;
  const skipping = Math.max(summary?.skippedCount ?? 0, skipped.length);
  const confirmedByTyping = !typeToConfirm || typed.trim() === typeToConfirm.expected;
  const canConfirm = summary !== undefined && changing > 0 && !call.isPending && confirmedByTyping;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      {...(width === undefined ? {} : { width })}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={call.isPending}>
          {DRY_RUN_TEXTS.cancel}
        </Button>,
        <WriteButton
          key="confirm"
          type="primary"
          danger
          disabled={!canConfirm}
          loading={call.isPending}
          onClick={() => call.mutateAsync(withDryRun(confirmInput && preview.data !== undefined ? confirmInput(preview.data, input) : input, false))}
        >
          {confirmText}
        </WriteButton>,
      ]}
    >
      {preview.isFetching ? (
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} aria-label={DRY_RUN_TEXTS.loading} />
      ) : preview.error ? (
        <Alert type="error" showIcon title={apiErrorMessage(preview.error, typeof errorToast === 'string' ? { fallbackMessage: errorToast } : {})} />
      ) : summary ? (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Text strong>{DRY_RUN_TEXTS.willChange(changing)}</Typography.Text>
          {summary.amounts?.length ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: summary.amounts.length }} title={false} />}>
              <Descriptions size="small" column={1} items={summary.amounts.map((amount) => ({ key: amount.label, label: amount.label, children: amount.value }))} />
            </Suspense>
          ) : null}
          {changing === 0 ? (
            <Empty description={DRY_RUN_TEXTS.nothingToDo} />
          ) : (
            <>
              <div style={{ maxHeight: 240, overflow: 'auto' }}>
                <Table<PreviewRecord>
                  aria-label={DRY_RUN_TEXTS.recordsTitle}
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={[...summary.records]}
                  columns={[
                    { key: 'label', dataIndex: 'label', title: 'Record' },
                    { key: 'amount', dataIndex: 'amount', title: summary.amountTitle ?? 'Amount', align: 'right' },
                    { key: 'note', dataIndex: 'note', title: 'What happens' },
                  ]}
                  expandable={
                    summary.records.some((record) => record.details?.length)
                      ? {
                          rowExpandable: (record) => !!record.details?.length,
                          expandedRowRender: (record) => (
                            <ul aria-label={`${record.label}: items`} style={{ columns: '16em', margin: 0, paddingLeft: 20 }}>
                              {record.details?.map((detail) => <li key={detail}>{detail}</li>)}
                            </ul>
                          ),
                        }
                      : undefined
                  }
                />
              </div>
              {changing > summary.records.length && <Typography.Text type="secondary">{DRY_RUN_TEXTS.andMore(changing - summary.records.length)}</Typography.Text>}
            </>
          )}
          {skipping > 0 && (
            <>
              <Typography.Text type="warning">{DRY_RUN_TEXTS.willSkip(skipping)}</Typography.Text>
              <div style={{ maxHeight: 160, overflow: 'auto' }}>
                <Table<SkippedRecord>
                  aria-label={DRY_RUN_TEXTS.skippedTitle}
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={[...skipped]}
                  columns={[
                    { key: 'label', dataIndex: 'label', title: 'Record' },
                    { key: 'reason', dataIndex: 'reason', title: 'Reason' },
                  ]}
                />
              </div>
              {skipping > skipped.length && <Typography.Text type="secondary">{DRY_RUN_TEXTS.andMore(skipping - skipped.length)}</Typography.Text>}
            </>
          )}
          {typeToConfirm && changing > 0 ? (
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              <label htmlFor="dry-run-type-to-confirm">{typeToConfirm.label}</label>
              <Input id="dry-run-type-to-confirm" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} style={{ maxWidth: 360 }} />
            </Space>
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
