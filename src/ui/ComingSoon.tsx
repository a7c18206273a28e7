/** A screen whose capability a later release builds: its title and one honest line, nothing fake. */
export function ComingSoon({ title, line = 'This screen is coming soon.' }: { title: string; line?: string }) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      <p className="muted">{line}</p>
    </section>
  );
}
