/** While a page loads: the shape of a text page (title, paragraphs), announced once to screen readers. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <span className="page-skeleton__line page-skeleton__line--meta" aria-hidden="true" />
      {[92, 100, 84, 96, 60, 100, 88, 72].map((width, i) => (
        <span key={i} className="page-skeleton__line" style={{ width: `${width}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
