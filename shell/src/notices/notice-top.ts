/**
 * Where toasts and the message bar start, in px from the top (docs/toasts.md): below the top bar as
 * it is drawn and the page's title row. The top bar is one 64 px line on a wide window and wraps onto
 * more lines on a narrow one (a phone: about 200 px), so the top bar reports its height here and the
 * notices follow it; without a top bar (the sign-in pages) they start where a one-line bar would put them.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { PAGE_TITLE_ROW_PX, TOP_BAR_HEIGHT_PX } from '../app/theme';

let topBarHeight = TOP_BAR_HEIGHT_PX;
const listeners = new Set<() => void>();

/**
 * Records the top bar's drawn height in px (rounded up), or its absence (`undefined`: a 64 px bar is
 * assumed), and tells the notice renderers.
 */
function setTopBarHeight(px: number | undefined): void {
  const next = px === undefined ? TOP_BAR_HEIGHT_PX : Math.max(TOP_BAR_HEIGHT_PX, Math.ceil(px));
  if (next === topBarHeight) return;
  topBarHeight = next;
  listeners.forEach((listener) => listener());
}

/** px from the top where a notice starts now: the top bar's height plus the page's title row. */
export function noticeTop(): number {
  return topBarHeight + PAGE_TITLE_ROW_PX;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * {@link noticeTop}, re-rendering when the top bar's height changes.
 *
 * @example <AntApp notification={{ top: useNoticeTop() }} />
 */
export function useNoticeTop(): number {
  return useSyncExternalStore(subscribe, noticeTop, noticeTop);
}

/**
 * Reports the height of the element behind the returned ref (the top bar) while it is on the page:
 * at once, whenever it changes size, and its absence once it leaves.
 *
 * @example const ref = useReportTopBarHeight(); <Layout.Header ref={ref} />
 */
export function useReportTopBarHeight<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const report = () => setTopBarHeight(element.getBoundingClientRect().height);
    report();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      setTopBarHeight(undefined);
    };
  }, []);
  return ref;
}
