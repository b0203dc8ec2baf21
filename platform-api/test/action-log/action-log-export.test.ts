// The action log's .xlsx export (docs/api.md#action-log): When (UTC) is a real
// date-time cell of the instant, every other column text, read back as a spreadsheet reads the file.
import { readBack } from '../support/read-workbook.js';
import type { ActionLogEntry } from '../../src/contract.js';
import { ACTION_LOG_TIME_FORMAT, actionLogWorkbook, utcDateTimeCell } from '../../src/routes/action-log/action-log.js';

const entry = (at: string, note: string | null): ActionLogEntry => ({
  id: at,
  at,
  actorEmail: 'fiona.finance@px.local',
  actorSub: 'sub-fiona',
  actorRoles: ['FINANCE'],
  area: 'billing',
  endpoint: 'updateInvoiceStatus',
  action: 'STATUS_CHANGED',
  targetIds: ['INV-1', 'INV-2'],
  changes: [{ field: 'INV-1.invoiceStatus', from: 'AWAITING_PAYMENT', to: 'PAID' }],
  note,
  requestId: 'req-7',
  outcome: 'SUCCEEDED',
});

describe('utcDateTimeCell', () => {
  it('is the day serial number of the UTC day plus the time of day, to the second', () => {
    // 2023-03-15 is day 45000; 2026-03-15 is 1096 days later (2024 a leap year) and 2026-11-22 252
    // more: 46348. 10:15:42 is 36942 s of 86400.
    expect(utcDateTimeCell('2026-11-22T10:15:42.999Z')).toEqual({ t: 'n', v: 46348 + 36942 / 86400, z: 'yyyy-mm-dd hh:mm:ss' });
    // An offset instant is written in UTC: 23:30 in New York on Nov 21 is 04:30 UTC on Nov 22.
    expect(utcDateTimeCell('2026-11-21T23:30:00-05:00')).toEqual({ t: 'n', v: 46348 + 16200 / 86400, z: 'yyyy-mm-dd hh:mm:ss' });
  });

  it('keeps a value that is not an instant as text', () => {
    expect(utcDateTimeCell('yesterday')).toEqual({ t: 's', v: 'yesterday' });
  });
});

describe('actionLogWorkbook', () => {
  it('writes When (UTC) as real date-times and the other columns as text, a date-like note included', async () => {
    const cells = await readBack(actionLogWorkbook([entry('2026-11-22T10:15:42.123Z', '2024-01-05'), entry('2026-11-21T00:00:05.000Z', '=1+1')]));
    expect(cells.get('A1')).toEqual({ type: 'String', value: 'When (UTC)', numFmt: undefined });
    expect(cells.get('A2')).toEqual({ type: 'Date', value: new Date('2026-11-22T10:15:42.000Z'), numFmt: ACTION_LOG_TIME_FORMAT });
    expect(cells.get('A3')).toEqual({ type: 'Date', value: new Date('2026-11-21T00:00:05.000Z'), numFmt: 'yyyy-mm-dd hh:mm:ss' });
    expect(cells.get('B2')).toEqual({ type: 'String', value: 'fiona.finance@px.local', numFmt: undefined });
    expect(cells.get('G2')).toEqual({ type: 'String', value: 'INV-1, INV-2', numFmt: undefined });
    expect(cells.get('H2')).toEqual({ type: 'String', value: 'INV-1.invoiceStatus: AWAITING_PAYMENT → PAID', numFmt: undefined });
    expect(cells.get('I2')).toEqual({ type: 'String', value: '2024-01-05', numFmt: undefined });
    expect(cells.get('I3')).toEqual({ type: 'String', value: '=1+1', numFmt: undefined });
    expect(cells.get('K3')).toEqual({ type: 'String', value: 'SUCCEEDED', numFmt: undefined });
  });

  it('writes a header only when there are no entries', async () => {
    const cells = await readBack(actionLogWorkbook([]));
    expect([...cells.keys()]).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1', 'K1']);
  });
});
