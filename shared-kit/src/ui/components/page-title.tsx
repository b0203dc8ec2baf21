/**
 * The title of a console page (docs/accessibility.md): the page's one h1.
 */
import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  children: ReactNode;
  /** The heading's id, for a section's `aria-labelledby`. */
  id?: string;
  style?: CSSProperties;
}

/** The title's look: antd's h3 size (24 px), the size page titles have always had. */
const TITLE_STYLE: CSSProperties = { fontSize: 24, lineHeight: 1.35, marginTop: 0 };

/**
 * A page's title as its one h1 (every page has exactly one, the browser suite checks it), drawn at
 * the size page titles have (24 px). Use it once per page, in the page frame; the headings inside the
 * page are h2 and below.
 *
 * @example <section aria-labelledby="new-tenant-title"><PageTitle id="new-tenant-title">Onboard New Tenant</PageTitle>...</section>
 */
export function PageTitle({ children, id, style }: PageTitleProps) {
  return (
    <Typography.Title level={1} id={id} style={{ ...TITLE_STYLE, ...style }}>
      {children}
    </Typography.Title>
  );
}
