/**
 * A table wider than the phone scrolls sideways inside the column (pages.css), and must say so: each table sits
 * in a frame that shades the edge with more columns behind it, and the sticky first column casts a shadow once
 * the rest has moved under it. The frame's data-more-left / data-more-right follow the scroll and the size.
 * Keyboard users reach a table that scrolls with Tab and move it with the arrow keys (the page's own HTML may
 * not set tabindex: the sanitiser removes it). Returns the cleanup.
 */
export function showTableScroll(table: HTMLTableElement): () => void {
  const frame = document.createElement('div');
  frame.className = 'page-table';
  frame.dataset.testid = 'page-table';
  table.replaceWith(frame);
  frame.append(table);

  const update = () => {
    const hidden = table.scrollWidth - table.clientWidth;
    // A pixel of slack: zoomed layouts leave fractions of a pixel of scroll.
    frame.toggleAttribute('data-more-left', table.scrollLeft > 1);
    frame.toggleAttribute('data-more-right', table.scrollLeft < hidden - 1);
    if (hidden > 1) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  };
  update();
  table.addEventListener('scroll', update, { passive: true });
  const resized = new ResizeObserver(update);
  resized.observe(table);
  return () => {
    table.removeEventListener('scroll', update);
    resized.disconnect();
  };
}
