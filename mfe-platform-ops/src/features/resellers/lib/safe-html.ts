import DOMPurify from 'dompurify';

/**
 * An invitation's HTML text made safe to render: DOMPurify's sanitiser removes scripts,
 * event-handler attributes (`onerror`, `onclick`, …), `javascript:` addresses and other active
 * content, keeping the markup (headings, paragraphs, links, images). An `h1` of the text becomes an
 * `h2`: the page's title is its one h1 (docs/accessibility.md).
 *
 * @example safeHtml('<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>') // '<p>Hi</p><img src="x">'
 * @example safeHtml('<h1>Welcome</h1>') // '<h2>Welcome</h2>'
 */
export function safeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  for (const heading of clean.querySelectorAll('h1')) {
    const lower = document.createElement('h2');
    for (const attribute of heading.attributes) lower.setAttribute(attribute.name, attribute.value);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
