import type { ThemeConfig } from 'antd';

/** Height of the console's top bar in px (antd's Layout header height, set in {@link THEME}). */
export const TOP_BAR_HEIGHT_PX = 64;

/**
 * Where toasts and the message bar start: below the top bar, so that a toast of 30,000 ms never
 * covers its controls (spec 01 §8 keeps the duration; issue 14 "Polish"), in px from the top.
 */
export const NOTICE_TOP_PX = TOP_BAR_HEIGHT_PX + 8;

/** The console's one antd theme (STYLE.md); auth-pages.css repeats its colours for the pages drawn before antd loads. */
export const THEME: ThemeConfig = {
  token: { colorPrimary: '#1f4e79' },
  components: {
    Menu: { itemSelectedBg: '#e6eef6', itemSelectedColor: '#1f4e79' },
    Layout: { headerHeight: TOP_BAR_HEIGHT_PX },
  },
};
