import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_PX } from '../config/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC 2: some side-menu items show only under 1080 px wide. */
export const NARROW_QUERY = `(max-width: ${WIDE_SCREEN_PX - 0.02}px)`;
export const useIsNarrow = () => useMediaQuery(NARROW_QUERY);
/** SPEC 2, /login: 1080 px or narrower shows the page. */
export const isLoginPageWidth = (width: number = window.innerWidth) => width <= WIDE_SCREEN_PX;
