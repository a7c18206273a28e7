/** What sets the banner moving, and so loads the carousel (embla): the diner's swipe or dot, or the autoplay's turn. */
export type BannerMove = 'next' | 'prev' | { to: number };

/** The autoplay's pace, the first turn (before embla) and every later one (embla's). */
export const AUTOPLAY_MS = 5000;

/** A pointer that travels this far sideways between down and up is a swipe, not a tap on the banner. */
export const SWIPE_PX = 40;

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
