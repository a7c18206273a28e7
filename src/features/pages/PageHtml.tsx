import { useLayoutEffect, useRef } from 'react';
import { sanitizePageHtml } from './sanitizeHtml';
import { showTableScroll } from './tableScrollHint';
import { CONTENT_LANG } from '../../config/constants';

/**
 * A page's server HTML, sanitised (sanitizeHtml.ts) and inserted as a DOM fragment: never through
 * dangerouslySetInnerHTML, so what DOMPurify checked is exactly what lands in the document.
 */
export function PageHtml({ html, lang = CONTENT_LANG }: { html: string; /** The language the HTML is written in. */ lang?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    root.replaceChildren(sanitizePageHtml(html));
    // After sanitising: the frames and tabindex are the app's, never the page's own HTML.
    const stops = [...root.querySelectorAll('table')].map(showTableScroll);
    return () => stops.forEach((stop) => stop());
  }, [html]);
  return <div ref={box} className="page-prose" lang={lang} data-testid="page-content" />;
}
