import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import * as XLSX from 'xlsx';
import { readSpreadsheet } from '../../src/spreadsheets/read-spreadsheet.js';
import { readSettingsSheet, settingCellText, settingFromCell, settingsWorkbook } from '../../src/tenant-settings/settings-sheet.js';

/** An .xlsx or .xls written by the `xlsx` package (a different program than exceljs). */
function sheetJsFile(rows: unknown[][], bookType: 'xlsx' | 'biff8', sheetName = 'Settings'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

describe('readSpreadsheet', () => {
  it('reads with exceljs an .xlsx written by the xlsx package: text, numbers, booleans, empty cells', async () => {
    const file = sheetJsFile([['key', 'value'], ['siteTitle', 'Shop'], ['logoHeight', 40], ['flag', true], ['blank', null]], 'xlsx');
    const workbook = await readSpreadsheet(file, 'settings.xlsx', { accept: ['xlsx'] });
    expect(workbook.format).toBe('xlsx');
    expect(workbook.sheets).toEqual([{ name: 'Settings', rows: [['key', 'value'], ['siteTitle', 'Shop'], ['logoHeight', 40], ['flag', true], ['blank']] }]);
  });

  it('writes with exceljs a workbook the xlsx package reads back with the same values', async () => {
    const file = await settingsWorkbook({ siteTitle: 'Shop', formula: '=1+1', 'CSS::--primary-color': '#1f4e79' });
    const workbook = XLSX.read(file, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Settings']);
    const rows = XLSX.utils.sheet_to_json(workbook.Sheets.Settings!, { header: 1 });
    expect(rows).toEqual([['key', 'value'], ['siteTitle', 'Shop'], ['formula', "'=1+1"], ['CSS::--primary-color', '#1f4e79']]);
  });

  it('reads an .xls (BIFF8) with the xlsx package in the worker', async () => {
    const file = sheetJsFile([['key', 'value'], ['region', 'us-east-1'], ['logoWidth', 160]], 'biff8');
    expect([...file.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const workbook = await readSpreadsheet(file, 'OLD.XLS', { accept: ['xlsx', 'xls'] });
    expect(workbook.format).toBe('xls');
    expect(workbook.sheets[0]?.rows).toEqual([['key', 'value'], ['region', 'us-east-1'], ['logoWidth', 160]]);
  });

  it('reads .csv: quotes, doubled quotes, commas and line breaks inside quotes, CRLF, a byte-order mark', async () => {
    const csv = '\ufeffkey,value\r\n"a,b","say ""hi"""\r\nmulti,"line1\nline2"\r\nempty,\r\n';
    const workbook = await readSpreadsheet(Buffer.from(csv, 'utf8'), 'queries.csv', { accept: ['csv'] });
    expect(workbook.sheets).toEqual([{ name: 'queries', rows: [['key', 'value'], ['a,b', 'say "hi"'], ['multi', 'line1\nline2'], ['empty', null]] }]);
  });

  it('refuses a format the caller does not accept, by name, with 400', async () => {
    await expect(readSpreadsheet(Buffer.from('a,b'), 'x.csv', { accept: ['xlsx', 'xls'] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Only .xlsx, .xls files are accepted',
    });
    await expect(readSpreadsheet(Buffer.from('a'), 'x.txt', { accept: ['xlsx'] })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses bytes that are not the named format, and a malformed workbook, with 400', async () => {
    await expect(readSpreadsheet(Buffer.from('key,value\n'), 'settings.xlsx', { accept: ['xlsx'] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file is not a .xlsx spreadsheet',
    });
    const truncated = sheetJsFile([['key', 'value'], ['a', 'b']], 'xlsx').subarray(0, 300);
    await expect(readSpreadsheet(truncated, 'settings.xlsx', { accept: ['xlsx'] })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^The spreadsheet cannot be read/),
    });
    const garbageXls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)]);
    await expect(readSpreadsheet(garbageXls, 'settings.xls', { accept: ['xls'] })).rejects.toMatchObject({ statusCode: 400 });
    await expect(readSpreadsheet(Buffer.from([0xff, 0xfe, 0x00]), 'q.csv', { accept: ['csv'] })).rejects.toMatchObject({ statusCode: 400 });
    await expect(readSpreadsheet(Buffer.alloc(0), 'settings.xlsx', { accept: ['xlsx'] })).rejects.toMatchObject({ message: 'The spreadsheet is empty' });
  });

  it('refuses a file over the size limit with 413 before reading it', async () => {
    const file = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048)]);
    await expect(readSpreadsheet(file, 'big.xlsx', { accept: ['xlsx'], limits: { maxBytes: 1024 } })).rejects.toMatchObject({
      statusCode: 413,
      message: 'The spreadsheet is larger than 1 KB',
    });
  });

  it('refuses more rows, columns or sheets than the limits, in every format', async () => {
    const rows = Array.from({ length: 12 }, (_row, index) => [`k${index}`, 'v']);
    await expect(readSpreadsheet(sheetJsFile(rows, 'xlsx'), 'a.xlsx', { accept: ['xlsx'], limits: { maxRows: 10 } })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('more than 10 rows'),
    });
    await expect(readSpreadsheet(sheetJsFile(rows, 'biff8'), 'a.xls', { accept: ['xls'], limits: { maxRows: 10 } })).rejects.toMatchObject({
      message: expect.stringContaining('more than 10 rows'),
    });
    const csv = Buffer.from(rows.map((row) => row.join(',')).join('\n'));
    await expect(readSpreadsheet(csv, 'a.csv', { accept: ['csv'], limits: { maxRows: 10 } })).rejects.toMatchObject({ message: 'The sheet has more than 10 rows' });
    await expect(readSpreadsheet(sheetJsFile([['a', 'b', 'c']], 'xlsx'), 'a.xlsx', { accept: ['xlsx'], limits: { maxColumns: 2 } })).rejects.toMatchObject({
      message: expect.stringContaining('more than 2 columns'),
    });
    const workbook = XLSX.utils.book_new();
    for (const name of ['one', 'two', 'three']) XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['x']]), name);
    const threeSheets = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await expect(readSpreadsheet(threeSheets, 'a.xlsx', { accept: ['xlsx'], limits: { maxSheets: 2 } })).rejects.toMatchObject({
      message: 'The spreadsheet cannot be read: The workbook has more than 2 sheets',
    });
  });

  it('stops a reading that takes longer than the time limit with 400', async () => {
    const rows = Array.from({ length: 3000 }, (_row, index) => [`key${index}`, `value ${index}`]);
    await expect(readSpreadsheet(sheetJsFile(rows, 'biff8'), 'slow.xls', { accept: ['xls'], limits: { timeoutMs: 1 } })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The spreadsheet took longer than 0.001 s to read',
    });
  });

  it('refuses an .xlsx that unpacks to more than the limit (a ZIP bomb) with 400 before reading it', async () => {
    // 40 MB of spaces in one entry deflate to a few dozen KB.
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/worksheets/sheet1.xml', ' '.repeat(40 * 1024 * 1024));
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(file.byteLength).toBeLessThan(200 * 1024);
    await expect(readSpreadsheet(file, 'bomb.xlsx', { accept: ['xlsx'] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The spreadsheet unpacks to more than 30 MB',
    });
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    await expect(readSpreadsheet(damaged, 'damaged.xlsx', { accept: ['xlsx'] })).rejects.toMatchObject({
      message: 'The spreadsheet cannot be read: its ZIP directory is damaged',
    });
  });

  it('reads one file per worker: a reading after a refused one gives its own answer', async () => {
    await expect(readSpreadsheet(sheetJsFile([['a']], 'xlsx').subarray(0, 100), 'bad.xlsx', { accept: ['xlsx'] })).rejects.toMatchObject({ statusCode: 400 });
    const results = await Promise.all(
      ['one', 'two', 'three'].map((name) => readSpreadsheet(sheetJsFile([['key', 'value'], [name, name]], 'biff8'), `${name}.xls`, { accept: ['xls'] })),
    );
    expect(results.map((workbook) => workbook.sheets[0]?.rows[1])).toEqual([['one', 'one'], ['two', 'two'], ['three', 'three']]);
  });
});

describe('readSettingsSheet', () => {
  it('keeps a __proto__ or constructor key inert: an own setting, no prototype changed', async () => {
    const file = sheetJsFile([['key', 'value'], ['__proto__', 'polluted'], ['constructor', 'x'], ['siteTitle', 'Shop']], 'biff8');
    const settings = await readSettingsSheet(file, 'settings.xls');
    expect(Object.keys(settings)).toEqual(['__proto__', 'constructor', 'siteTitle']);
    expect(Object.getOwnPropertyDescriptor(settings, '__proto__')?.value).toBe('polluted');
    expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
  });

  it('takes the sheet named Settings, trims keys, reads empty values as empty text and skips empty rows', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['notes']]), 'Readme');
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Key', 'Value'], ['  siteTitle ', 'Shop'], [], ['empty', null], ['n', 0.08]]), 'settings');
    const file = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await readSettingsSheet(file, 'x.xlsx')).toEqual({ siteTitle: 'Shop', empty: '', n: '0.08' });
  });

  it('round-trips values a spreadsheet would run as formulas', async () => {
    const values = { a: '=SUM(1)', b: '-5', c: "'plain", d: "'=x", e: '+1', f: '@me' };
    expect(await readSettingsSheet(await settingsWorkbook(values), 'x.xlsx')).toEqual(values);
    expect(settingCellText('-5')).toBe("'-5");
    expect(settingFromCell("'-5")).toBe('-5');
    expect(settingFromCell("'plain")).toBe("'plain");
  });

  it('refuses a wrong header, a value without a key and a key given twice, naming the row', async () => {
    await expect(readSettingsSheet(sheetJsFile([['name', 'value']], 'xlsx'), 'x.xlsx')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Row 1 of sheet Settings must read key | value',
    });
    await expect(readSettingsSheet(sheetJsFile([['key', 'value'], ['a', '1'], [null, 'orphan']], 'xlsx'), 'x.xlsx')).rejects.toMatchObject({
      message: 'Row 3: the key is empty',
    });
    await expect(readSettingsSheet(sheetJsFile([['key', 'value'], ['a', '1'], ['a', '2']], 'xlsx'), 'x.xlsx')).rejects.toMatchObject({
      message: 'Row 3: the key a is given twice',
    });
  });

  it('reads an exceljs workbook saved again by the xlsx package (another program edited it)', async () => {
    const original = await settingsWorkbook({ siteTitle: 'Shop', region: 'us-east-1' });
    const edited = XLSX.read(original, { type: 'buffer' });
    XLSX.utils.sheet_add_aoa(edited.Sheets.Settings!, [['siteTitle', 'Edited Shop']], { origin: 'A2' });
    const saved = XLSX.write(edited, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await readSettingsSheet(saved, 'settings.xlsx')).toEqual({ siteTitle: 'Edited Shop', region: 'us-east-1' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(saved as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Settings')?.getCell('B2').value).toBe('Edited Shop');
  });
});
