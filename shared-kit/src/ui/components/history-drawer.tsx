/**
 * The History drawer of the detail screens: a 'History' button that opens
 * a drawer listing one record's entries of the server's append-only action log, newest first —
 * who, when, what was done, each changed field from → to, the note, and a failed outcome.
 */
import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { ACTION_LOG_ENTITY_LABELS, ENDPOINTS, formatDateTimeWithZone, type ActionLogEntity, type ActionLogEntry } from 'shared-kit/contract';
import { useEndpointQuery } from 'shared-kit/runtime';
import { changeLines, noteText } from './action-log-format';

/**
 * antd's Drawer, loaded the first time a History button is pressed: detail screens carry only the
 * button, and the pages that load shared-kit/ui without ever showing history never fetch it.
 */
const Drawer = lazy(() => import('antd/es/drawer'));

/** Title of the drawer and label of its button. */
export const HISTORY_TITLE = 'History';
/** What the drawer says for a record without entries. */
export const NO_HISTORY = 'No changes recorded yet';
/** What the drawer says when the history cannot be loaded. */
export const HISTORY_UNAVAILABLE = 'The history could not be loaded.';

/**
 * `STATUS_CHANGED` → 'Status changed': an action-log action in words.
 *
 * @example actionLabel('CARD_PAYMENT_REQUESTED') // 'Card payment requested'
 */
export function actionLabel(action: string): string {
  const words = action.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One entry of a history list: action, who, when (US Eastern, named), the changes as the console
 * writes their values (docs/formats.md; amounts with `currencyCode` when given), no line for a
 * change that changed nothing, and the note in plain words.
 */
export function HistoryEntry({ entry, currencyCode }: { entry: ActionLogEntry; currencyCode?: string | undefined }) {
  const failed = entry.outcome === 'FAILED';
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <div>
        <Tag color={failed ? 'error' : undefined}>{actionLabel(entry.action)}</Tag> {entry.actorEmail || 'System'} · {formatDateTimeWithZone(entry.at)}
        {failed && <Typography.Text type="danger"> (failed)</Typography.Text>}
      </div>
      {changeLines(entry.changes, currencyCode).map((line) => (
        <div key={line}>{line}</div>
      ))}
      {entry.note && <Typography.Text italic>Note: {noteText(entry.note)}</Typography.Text>}
    </li>
  );
}

function HistoryList({ entity, id, currencyCode }: { entity: ActionLogEntity; id: string; currencyCode?: string | undefined }) {
  const { data, isPending, isError } = useEndpointQuery(ENDPOINTS.recordHistory, { params: { entity, id } }, { staleTime: 0 });
  if (isPending) return <Skeleton active />;
  if (isError) return <Alert type="warning" title={HISTORY_UNAVAILABLE} />;
  if (data.length === 0) return <Empty description={NO_HISTORY} />;
  return (
    <ul aria-label={HISTORY_TITLE} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} currencyCode={currencyCode} />
      ))}
    </ul>
  );
}

/** Props of {@link HistoryDrawer}. */
export interface HistoryDrawerProps {
  /** The kind of record, e.g. `invoice`. */
  entity: ActionLogEntity;
  /** Its id: invoice number, tenant id, submission id, `{tenantId}/{email}`. */
  id: string;
  /** The record's currency (ISO code): its amounts are written with it ('$1,315.49'). */
  currencyCode?: string;
}

/**
 * A 'History' button opening a drawer with the record's action-log entries (GET
 * /action-log/{entity}/{id}), loaded each time it opens so a change just made shows.
 *
 * @example <HistoryDrawer entity="invoice" id={invoiceNumber} />
 */
export function HistoryDrawer({ entity, id, currencyCode }: HistoryDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{HISTORY_TITLE}</Button>
      {open && (
        <Suspense fallback={null}>
          <Drawer title={`${HISTORY_TITLE} · ${ACTION_LOG_ENTITY_LABELS[entity]} ${id}`} open onClose={() => setOpen(false)} size="large" destroyOnHidden>
            <HistoryList entity={entity} id={id} currencyCode={currencyCode} />
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
