export interface ShareProps {
  /** The app's path of what is shared ('/restaurants/…', '/event-detail/…'): the link opens that screen. */
  path: string;
  /** The share sheet's title and the sentence sent with the link. */
  title: string;
  text: string;
  /** The button's accessible name, naming what is shared ('Share Paneer Tikka'). */
  label: string;
  /** A word beside the icon ('Share'), dressed by `className` (a ghost button); without it, a bare icon button. */
  word?: string;
  className?: string;
}

/**
 * Shares a screen of the app (issue 23): the phone's share sheet with a link that opens it, or, where there is no
 * share sheet (desktop browsers), the link copied and said so. What it does on a tap is loaded on the tap, so a
 * menu with a share icon on every dish carries only the icons.
 */
export function ShareButton({ path, title, text, label, word, className = 'icon-button' }: ShareProps) {
  const share = async () => {
    const { shareLink } = await import('./shareLink');
    await shareLink({ title, text, url: new URL(path, window.location.origin).href });
  };
  return (
    <button type="button" className={className} aria-label={label} onClick={() => void share()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8a3 3 0 1 0-3-3c0 .2 0 .5.1.7L8 9.8A3 3 0 1 0 8 14.2l7.1 4.2-.1.6a2.9 2.9 0 1 0 3-2.9z"
          fill="currentColor"
        />
      </svg>
      {word && <span>{word}</span>}
    </button>
  );
}
