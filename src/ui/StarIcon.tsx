/**
 * The rating's star, drawn rather than typed (markers and icons are SVG): the ★ character is missing from many main
 * fonts (Noto Sans, this machine's system-ui, among them), and a page that shows one looks up a fallback font before
 * its first layout, about 15 ms of an outlet's here. server/http/outletShell.ts paints the same path before React.
 */
export function StarIcon({ className }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
      <path fill="currentColor" d="M12 17.3 18.2 21l-1.6-7 5.4-4.8-7.2-.6L12 2 9.2 8.6 2 9.2l5.4 4.8-1.6 7z" />
    </svg>
  );
}
