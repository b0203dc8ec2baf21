/**
 * The bar above a data grid's table: the search box with its tips, the stock filter, the page's
 * toolbar, the Columns and Views menus and the row count, then the search's refusal and the active
 * filters as chips (one naming a value no row has is marked).
 */
import { Button, Flex, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ClipboardEvent, ReactNode } from 'react';
import { SEARCH_TOOLTIP_TEXT, SEARCH_TOOLTIP_TITLE, pastedSearchText } from 'shared-kit/contract';
import { STOCK_LABELS, matchingCountText, missingValuesText, rowCountTexts, withoutFilters } from '../../grid/grid-model';
import type { StockFilter } from '../../search-engine/filters/stock-filter';
import type { GridController } from './controller';
import { GridMenus } from './grid-menus';

/**
 * The row count's selection when every row the query matches is selected (server mode); `capped`:
 * the count is the search's count cap and more rows match (docs/search.md "Counts of a word search").
 *
 * @example allMatchingSelectedText(123456) // 'All 123,456 matching selected'
 * @example allMatchingSelectedText(1000, true) // 'All 1,000+ matching selected'
 */
export function allMatchingSelectedText(total: number, capped = false): string {
  return `All ${matchingCountText(total, capped)} matching selected`;
}

/** The search box with the tips tooltip; a list pasted from a spreadsheet becomes the values separated by spaces. */
function SearchInput<Row extends object>({ grid, placeholder }: { grid: GridController<Row, unknown>; placeholder: string }) {
  const { text, change } = grid.search;
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedSearchText(event.clipboardData.getData('text'), grid.view);
    if (pasted === undefined) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? start;
    change(`${text.slice(0, start)}${pasted}${text.slice(end)}`);
  };
  const tips = (
    <div>
      <Typography.Text strong style={{ color: 'inherit' }}>
        {SEARCH_TOOLTIP_TITLE}
      </Typography.Text>
      <div>{SEARCH_TOOLTIP_TEXT}</div>
    </div>
  );
  return (
    <Space.Compact>
      <Input.Search aria-label="Search" allowClear placeholder={placeholder} value={text} onChange={(e) => change(e.target.value)} onPaste={onPaste} style={{ width: 320 }} />
      <Tooltip title={tips}>
        <Button aria-label={SEARCH_TOOLTIP_TITLE}>?</Button>
      </Tooltip>
    </Space.Compact>
  );
}

/** The row count: 'N of M rows', then 'K selected' or 'All N matching selected'. */
function rowCount<Row extends object>(grid: GridController<Row, unknown>): string[] {
  if (!grid.counts) return [];
  const { matching, all, capped } = grid.counts;
  if (grid.selection.matching) return [...rowCountTexts(matching, all, 0, capped), allMatchingSelectedText(matching, capped)];
  return rowCountTexts(matching, all, grid.selection.keys.length, capped);
}

/**
 * The row count's line below the search and the toolbar, one line of body text high even before the
 * first answer: the bar keeps its height when the count and the toolbar's totals arrive, so the
 * table below does not jump (and is not measured and drawn again).
 */
const ROW_COUNT_LINE = { display: 'flex', gap: 12, flexBasis: '100%', minHeight: '1lh' } as const;

/** Props of {@link GridBar}. */
export interface GridBarProps<Row extends object> {
  grid: GridController<Row, unknown>;
  /** The rows' load failed: no row count. */
  failed: boolean;
  searchPlaceholder: string;
  hideSearch: boolean;
  showStockFilter: boolean;
  toolbar: ReactNode;
}

/**
 * The bar above the table of `DataGrid` (./data-grid).
 *
 * @example <GridBar grid={grid} failed={false} searchPlaceholder="Search Invoices" hideSearch={false} showStockFilter={false} toolbar={<Export />} />
 */
export function GridBar<Row extends object>({ grid, failed, searchPlaceholder, hideSearch, showStockFilter, toolbar }: GridBarProps<Row>) {
  const { state, actions } = grid;
  const counts = rowCount(grid);
  return (
    <>
      <Flex align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Space style={{ flexWrap: 'wrap' }}>
          {!hideSearch && <SearchInput grid={grid} placeholder={searchPlaceholder} />}
          {showStockFilter && (
            <Select<StockFilter>
              aria-label="Stock"
              value={state.stock}
              style={{ width: 160 }}
              onChange={(stock) => actions.update((current) => ({ ...current, stock }))}
              options={[
                { value: 'all', label: 'All stock' },
                { value: 'inStock', label: STOCK_LABELS.inStock },
                { value: 'outOfStock', label: STOCK_LABELS.outOfStock },
              ]}
            />
          )}
          {toolbar}
          <GridMenus grid={grid} views={!hideSearch} />
        </Space>
        {!failed && (
          // There before the first answer too, empty: a screen reader announces the count once it
          // shows in the live region.
          // (A plain element: antd hides an empty Flex.)
          <div role="status" aria-label="Row count" style={ROW_COUNT_LINE}>
            {counts.map((count) => (
              <span key={count}>{count}</span>
            ))}
          </div>
        )}
      </Flex>
      {grid.search.refusal !== undefined && !hideSearch && (
        <Typography.Paragraph type="danger" role="alert" aria-label="Search problem" style={{ marginTop: -4, marginBottom: 8 }}>
          {grid.search.refusal}
        </Typography.Paragraph>
      )}
      {grid.chips.length > 0 && (
        <div style={{ marginBottom: 8 }} aria-label="Active filters">
          {grid.chips.map((chip) => {
            // A value no row has (a client deleted since the view was saved): the chip says so.
            const missing = chip.missing ? missingValuesText(chip.missing) : undefined;
            return (
              <Tag
                key={chip.key}
                color={missing ? 'warning' : undefined}
                title={missing}
                aria-description={missing}
                closable
                onClose={() => actions.update((current) => grid.chips.find((shownChip) => shownChip.key === chip.key)?.without ?? current)}
                closeIcon={<span aria-label={`Remove ${chip.label}`}>×</span>}
              >
                {missing ? `⚠ ${chip.label}` : chip.label}
              </Tag>
            );
          })}
          <Button type="link" size="small" onClick={() => actions.update(withoutFilters)}>
            Clear filters
          </Button>
        </div>
      )}
    </>
  );
}
