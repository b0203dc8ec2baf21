import type { FastifyInstance } from 'fastify';
import { exportActionLog, listActionLog, recordHistory, type ActionLogReader } from '../../action-log/action-log-query.js';
import { buildWorkbook, XLSX_MIME_TYPE } from '../../billing/spreadsheet.js';
import { CSV_MIME_TYPE, escapeCell, type ActionLogEntry } from '../../contract.js';
import { isoDate } from '../../lib/dates.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** Column titles of the export, in order. */
export const ACTION_LOG_EXPORT_HEADER = ['When (UTC)', 'User', 'Roles', 'Area', 'Endpoint', 'Action', 'Records', 'Changes', 'Note', 'Request id', 'Outcome'];

/** One entry as a row of the export: changes as `field: from → to`, one per line. */
function exportRow(entry: ActionLogEntry): string[] {
  return [
    entry.at,
    entry.actorEmail,
    entry.actorRoles.join(', '),
    entry.area,
    entry.endpoint,
    entry.action,
    entry.targetIds.join(', '),
    entry.changes.map((change) => `${change.field}: ${change.from ?? '—'} → ${change.to ?? '—'}`).join('\n'),
    entry.note ?? '',
    entry.requestId ?? '',
    entry.outcome,
  ];
}

/**
 * RFC 4180 CSV of a header and rows (CRLF line ends, every cell quoted, `"` doubled), each cell
 * escaped against formulas first (shared-kit's `escapeCell`), with a UTF-8 byte-order mark so
 * spreadsheets read the accents.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => `"${String(escapeCell(cell)).replaceAll('"', '""')}"`).join(',');
  return `\ufeff${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/**
 * The action log (issue 11 "Action log"), for every signed-in console user, each reading only the
 * areas their roles may open (finance: billing; PLATFORM_ADMIN: the platform-ops areas;
 * CLIENT_SUCCESS: client-success; ORG_ADMIN: internal-users):
 *
 * - GET /action-log?user=&entity=&targetId=&from=&to=&page=&pageSize=: `{ entries, total, page,
 *   pageSize }`, newest first; 403 for an entity of an area the caller may not open.
 * - GET /action-log/export?...&format=xlsx|csv: the same entries (the newest 10000) as
 *   activity-{YYYY-MM-DD}.xlsx or .csv.
 * - GET /action-log/:entity/:id: one record's history; 403 before anything is looked up when the
 *   caller may not open its area, 404 for an unknown record.
 */
export function actionLogHandlers(app: FastifyInstance): HandlerGroup<'actionLog' | 'actionLogExport' | 'recordHistory'> {
  const readerOf = (user: { roles?: readonly string[] } | null): ActionLogReader => ({ roles: user?.roles ?? [] });
  return {
    actionLog: async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return listActionLog(app.db, readerOf(request.user), filter, { page, pageSize });
    },

    actionLogExport: async (request, reply) => {
      const { format = 'xlsx', ...filter } = request.query;
      const rows = (await exportActionLog(app.db, readerOf(request.user), filter)).map(exportRow);
      const name = `activity-${isoDate(app.now())}`;
      if (format === 'csv') {
        return reply
          .type(`${CSV_MIME_TYPE}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(Buffer.from(toCsv(ACTION_LOG_EXPORT_HEADER, rows), 'utf8'));
      }
      const file = buildWorkbook([{ name: 'Activity', header: ACTION_LOG_EXPORT_HEADER, rows }]);
      return reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(file);
    },

    recordHistory: async (request) => recordHistory(app.db, readerOf(request.user), request.params.entity, request.params.id),
  };
}
