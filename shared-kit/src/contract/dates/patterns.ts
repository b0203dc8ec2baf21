/**
 * The day/month/year patterns the shared date parser accepts (docs/grid.md#filters:
 * about 70 day, month and year patterns), in dayjs customParseFormat notation and in the
 * order they are tried: where a text fits several (03/04/2024), the earlier pattern wins, so US
 * month-first readings come before day-first ones.
 */

const SEPARATORS = ['/', '-', '.'] as const;

function numericPatterns(sep: string): string[] {
  return [
    `MM${sep}DD${sep}YYYY`, `M${sep}D${sep}YYYY`, `DD${sep}MM${sep}YYYY`, `D${sep}M${sep}YYYY`,
    `YYYY${sep}MM${sep}DD`, `YYYY${sep}M${sep}D`,
    `MM${sep}DD${sep}YY`, `M${sep}D${sep}YY`, `DD${sep}MM${sep}YY`, `D${sep}M${sep}YY`,
  ];
}

/**
 * Every accepted pattern (dayjs customParseFormat tokens), in the order they are tried.
 *
 * @example DATE_PATTERNS.includes('DD/MM/YYYY') // true
 */
export const DATE_PATTERNS: readonly string[] = [
  // Numeric with separators: 30.
  ...SEPARATORS.flatMap(numericPatterns),
  // Compact numeric.
  'YYYYMMDD', 'MMDDYYYY', 'DDMMYYYY',
  // Month names first.
  'MMM DD YYYY', 'MMM D YYYY', 'MMM DD, YYYY', 'MMM D, YYYY',
  'MMMM DD YYYY', 'MMMM D YYYY', 'MMMM DD, YYYY', 'MMMM D, YYYY',
  'MMM-DD-YYYY', 'MMM/DD/YYYY', 'MMM.DD.YYYY', 'MMM DD YY',
  // Day first with month names.
  'DD MMM YYYY', 'D MMM YYYY', 'DD MMMM YYYY', 'D MMMM YYYY', 'DD MMM, YYYY', 'D MMM, YYYY',
  'DD-MMM-YYYY', 'D-MMM-YYYY', 'DD-MMM-YY', 'DD/MMM/YYYY', 'DD.MMM.YYYY', 'DD MMM YY',
  // Year first with month names.
  'YYYY-MMM-DD', 'YYYY MMM DD', 'YYYY/MMM/DD',
  // With a weekday (a JavaScript date string, long forms).
  'ddd MMM DD YYYY', 'dddd, MMMM D, YYYY', 'ddd, MMM D, YYYY', 'ddd, DD MMM YYYY',
  // With a time of day (the date part is what counts).
  'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm',
  'MM/DD/YYYY HH:mm', 'MM/DD/YYYY HH:mm:ss', 'MM/DD/YYYY hh:mm A', 'DD/MM/YYYY HH:mm',
  'MMM DD, YYYY, hh:mm a',
];
