/**
 * Body rows of the grid on screen. antd's virtual table renders rows as plain divs without ARIA
 * roles, so rows are found by their class.
 */
export function gridRows(container: ParentNode = document): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row')];
}

/** The cell texts of each body row. */
export function gridCells(container: ParentNode = document): string[][] {
  return gridRows(container).map((row) => [...row.querySelectorAll<HTMLElement>('.ant-table-cell')].map((cell) => cell.textContent ?? ''));
}

/** The body row whose text contains `text`. */
export function gridRow(text: string, container: ParentNode = document): HTMLElement {
  const row = gridRows(container).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No grid row with '${text}'`);
  return row;
}
