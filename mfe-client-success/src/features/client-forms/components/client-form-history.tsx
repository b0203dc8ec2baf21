import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { formatDateTimeWithZone, type ClientFormHistoryEntry } from 'shared-kit/contract';
import { LoadError } from 'shared-kit/ui';
import { useClientFormHistory } from '../api/client-form-queries';
import { fieldLabel } from '../lib/client-form-sections';

const ACTION_LABELS: Record<ClientFormHistoryEntry['action'], string> = {
  REGISTERED: 'Registered',
  UPDATED: 'Edited',
  STATUS_CHANGED: 'Status changed',
  EMAIL: 'E-mail',
};

const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

function EntryTitle({ entry }: { entry: ClientFormHistoryEntry }) {
  const failed = entry.outcome === 'FAILED';
  return (
    <span>
      <Tag color={failed ? 'error' : undefined}>{entry.action === 'EMAIL' ? (failed ? 'E-mail not sent' : 'E-mail sent') : ACTION_LABELS[entry.action]}</Tag>{' '}
      {entry.actorEmail || 'Public registration'} · {formatDateTimeWithZone(entry.at)}
    </span>
  );
}

/**
 * A client form's history (docs/client-success.md#history): every registration, edit, status change
 * and e-mail from the server's action log, newest first: who, when, each change from → to, and the
 * note.
 */
export function ClientFormHistory({ submissionId }: { submissionId: string }) {
  const history = useClientFormHistory(submissionId);
  const { data: entries, isPending, isError } = history;
  return (
    <Card title="History" size="small" style={{ marginBottom: 16 }}>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <LoadError error={history.error} what="the history" onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <Empty description="No changes yet" />
      ) : (
        <ul aria-label="History" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <div>
                <EntryTitle entry={entry} />
              </div>
              {entry.changes.map((change) => (
                <div key={change.field}>
                  {change.field === 'email' ? `${fieldLabel('email')} ${shown(change.to)}` : `${fieldLabel(change.field)}: ${shown(change.from)} → ${shown(change.to)}`}
                </div>
              ))}
              {entry.note && <Typography.Text italic>Note: {entry.note}</Typography.Text>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
