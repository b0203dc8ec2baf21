import type { ThemeConfig } from 'antd';

/** The console's one antd theme (STYLE.md); auth-pages.css repeats its colours for the pages drawn before antd loads. */
export const THEME: ThemeConfig = {
  token: { colorPrimary: '#1f4e79' },
  components: { Menu: { itemSelectedBg: '#e6eef6', itemSelectedColor: '#1f4e79' } },
};
