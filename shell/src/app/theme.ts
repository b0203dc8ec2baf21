import type { ThemeConfig } from 'antd';

/** Height of the console's top bar in px (antd's Layout header height, set in {@link THEME}). */
export const TOP_BAR_HEIGHT_PX = 64;

/**
 * Height in px of a page's title row under the top bar: the content's top padding (24) and the h1
 * with its margin.
 */
export const PAGE_TITLE_ROW_PX = 80;


/**
 * Text colours of antd's Tag at WCAG AA contrast on the tag's own light background (the status
 * tags' colorSuccessBg #f6ffed, colorInfoBg #e6f4ff, colorWarningBg #fffbe6; the presets' step 1).
 */
export const TAG_TEXT_COLOURS = {
  colorSuccess: '#237804',
  colorInfo: '#1f4e79',
  colorWarning: '#ad4e00',
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
} as const;

/**
 * The console's one antd theme (docs/accessibility.md#colours); auth-pages.css repeats its colours
 * for the pages drawn before antd loads. Text and link colours read at WCAG AA's 4.5:1 on white,
 * which antd's defaults do not.
 *
 * antd draws no styles at run time (`zeroRuntime`): its components' rules come from antd's own
 * stylesheet, loaded with the console's first antd chunk (./antd-styles.ts), and this theme's
 * values reach them as CSS variables (docs/architecture.md#shared-at-run-time).
 */
export const THEME: ThemeConfig = {
  zeroRuntime: true,
  hashed: false,
  token: {
    colorPrimary: '#1f4e79',
    // 8.9:1, the primary colour; antd derives links from its info blue otherwise.
    colorLink: '#1f4e79',
    // #666 on white, 5.7:1: secondary text, descriptions, labels, empty states, step titles.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // #737373 on white, 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's red-7, 5.6:1.
    colorError: '#cf1322',
  },
  components: {
    // Tag text on its light background at 4.5:1 or more: status tags take colorSuccess/Info/Warning,
    // preset ones their palette's 7th step (green-7 #389e0d on #f6ffed is 3.4:1, gold-7 2.9:1).
    Tag: { ...TAG_TEXT_COLOURS },
    // The grid's no-rows text ('No Rows To Show', 'Search by email to find users'): antd draws it in the
    // disabled grey (#bfbfbf, 1.8:1); it is an answer, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    Menu: { itemSelectedBg: '#e6eef6', itemSelectedColor: '#1f4e79' },
    Layout: { headerHeight: TOP_BAR_HEIGHT_PX },
  },
};
