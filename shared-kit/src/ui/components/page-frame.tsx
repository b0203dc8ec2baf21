import { Flex } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { PageTitle } from './page-title';

/** Widest a tool page's content runs, px: forms and their cards share it (docs/layout.md). */
export const PAGE_FRAME_WIDTH = 960;

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's title, as the spec names the screen. */
  title: ReactNode;
  /** Buttons beside the title (e.g. Activity), right-aligned. */
  actions?: ReactNode;
  /** `form` (default) keeps the content at {@link PAGE_FRAME_WIDTH}; `full` lets tables use the width. */
  width?: 'form' | 'full';
  /**
   * Centres the frame in the window, for a public page shown without the console's menu (a
   * registration, an invitation). Default `false`: a console page starts at the menu's edge.
   */
  centered?: boolean;
  /** The title's id when a test or a link needs it; one is made otherwise. */
  titleId?: string;
  children?: ReactNode;
}

/**
 * The frame of a tool page (docs/layout.md): the title as the page's single h1 at one size and
 * height on every page, the page's buttons beside it, and content at one width. The section is
 * labelled by the title. Public pages use it too, `centered`.
 */
export function PageFrame({ title, actions, width = 'form', centered = false, titleId, children }: PageFrameProps) {
  const madeId = useId();
  const id = titleId ?? `page-title-${madeId.replace(/:/g, '')}`;
  const style: CSSProperties = { ...(width === 'form' ? { maxWidth: PAGE_FRAME_WIDTH } : {}), ...(centered ? { marginInline: 'auto' } : {}) };
  return (
    <section aria-labelledby={id} data-page-frame="" style={Object.keys(style).length > 0 ? style : undefined}>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ minHeight: 40, marginBottom: 16 }}>
        <PageTitle id={id} style={{ margin: 0, lineHeight: '32px' }}>
          {title}
        </PageTitle>
        {actions ? (
          <Flex gap={8} wrap align="center">
            {actions}
          </Flex>
        ) : null}
      </Flex>
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </section>
  );
}
