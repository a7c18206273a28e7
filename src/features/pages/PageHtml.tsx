import { useLayoutEffect, useRef } from 'react';
import { sanitizePageHtml } from './sanitizeHtml';

/**
 * A page's server HTML, sanitised (sanitizeHtml.ts) and inserted as a DOM fragment: never through
 * dangerouslySetInnerHTML, so what DOMPurify checked is exactly what lands in the document.
 */
export function PageHtml({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    root.replaceChildren(sanitizePageHtml(html));
    // A table wider than the phone scrolls sideways: keyboard users reach it with Tab and scroll it with the
    // arrow keys. Set here, after sanitising (the page's own HTML may not set tabindex).
    for (const table of root.querySelectorAll('table')) {
      if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
    }
  }, [html]);
  return <div ref={box} className="page-prose" data-testid="page-content" />;
}
