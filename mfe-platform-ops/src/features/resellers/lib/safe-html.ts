import DOMPurify from 'dompurify';

/**
 * An invitation's HTML text made safe to render (issue 10): DOMPurify's sanitiser removes scripts,
 * event-handler attributes (`onerror`, `onclick`, …), `javascript:` addresses and other active
 * content, keeping the markup (headings, paragraphs, links, images).
 *
 * @example safeHtml('<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>') // '<p>Hi</p><img src="x">'
 */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
