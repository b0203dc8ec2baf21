import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { exportActionLog, listActionLog, recordHistory, type ActionLogReader } from '../../action-log/action-log-query.js';
import { XLSX_MIME_TYPE } from '../../billing/spreadsheet.js';
import { CSV_MIME_TYPE, daySerial, escapeCell, sheetName, worksheetOf, type ActionLogEntry, type SheetCellObject } from '../../contract.js';
import { isoDate } from '../../lib/dates.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** Column titles of the export, in order. */
export const ACTION_LOG_EXPORT_HEADER = ['When (UTC)', 'User', 'Roles', 'Area', 'Endpoint', 'Action', 'Records', 'Changes', 'Note', 'Request id', 'Outcome'];

/** Number format (Excel format code) of the .xlsx export's When (UTC) column: the UTC instant to the second. */
export const ACTION_LOG_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const SECONDS_PER_DAY = 86_400;

/**
 * The spreadsheet cell of an entry's instant, in shared-kit's cell model (`{ t, v, z }`, see
 * `sheetCell`): a real date-time, the day serial number of its UTC day plus the time of day (whole
 * seconds, the milliseconds dropped) as the fraction, shown as {@link ACTION_LOG_TIME_FORMAT}. A value
 * that is not an instant stays a string cell.
 *
 * @param at ISO-8601 instant, e.g. '2026-11-22T10:15:42.500Z'
 * @example utcDateTimeCell('2026-11-22T10:15:42.500Z') // { t: 'n', v: 46348 + 36942 / 86400, z: 'yyyy-mm-dd hh:mm:ss' }
 */
export function utcDateTimeCell(at: string): SheetCellObject {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return { t: 's', v: at };
  const iso = instant.toISOString();
  const seconds = instant.getUTCHours() * 3600 + instant.getUTCMinutes() * 60 + instant.getUTCSeconds();
  return { t: 'n', v: daySerial(iso.slice(0, 10)) + seconds / SECONDS_PER_DAY, z: ACTION_LOG_TIME_FORMAT };
}

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
 * The .xlsx export of entries: one 'Activity' sheet of {@link ACTION_LOG_EXPORT_HEADER}, newest as
 * given. When (UTC) is a real date-time cell ({@link utcDateTimeCell}); every other column is written
 * as text (string cells, never run as formulas, a note that looks like a date stays text), as
 * shared-kit's `worksheetOf` writes `text` columns.
 *
 * @returns the file's bytes.
 */
export function actionLogWorkbook(entries: readonly ActionLogEntry[]): Buffer {
  const [whenTitle, ...textTitles] = ACTION_LOG_EXPORT_HEADER;
  const header = [{ title: whenTitle! }, ...textTitles.map((title) => ({ title, type: 'text' as const }))];
  const sheet = worksheetOf(header, entries.map((entry) => [null, ...exportRow(entry).slice(1)]));
  entries.forEach((entry, index) => {
    sheet[`A${index + 2}`] = utcDateTimeCell(entry.at);
  });
  const widths = sheet['!cols'] as Array<{ wch: number }>;
  widths[0] = { wch: Math.max(whenTitle!.length, ACTION_LOG_TIME_FORMAT.length) + 2 };
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName('Activity'));
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
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
 * The action log (docs/api.md#action-log), for every signed-in console user, each reading only the
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
      const entries = await exportActionLog(app.db, readerOf(request.user), filter);
      const name = `activity-${isoDate(app.now())}`;
      if (format === 'csv') {
        return reply
          .type(`${CSV_MIME_TYPE}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(Buffer.from(toCsv(ACTION_LOG_EXPORT_HEADER, entries.map(exportRow)), 'utf8'));
      }
      const file = actionLogWorkbook(entries);
      return reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(file);
    },

    recordHistory: async (request) => recordHistory(app.db, readerOf(request.user), request.params.entity, request.params.id),
  };
}
