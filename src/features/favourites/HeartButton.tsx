import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { t } from '../../i18n';
import { userAtom } from '../auth/sessionAtoms';
import { favouriteIdsAtom } from './favouritesAtoms';
import { ensureFavourites, setFavourite, type FavouriteTarget } from './useFavourites';
import { m } from './messages';
import './favourites.css';

interface HeartButtonProps {
  /** What is hearted, made only when tapped (a menu has hundreds of hearts). */
  target: () => FavouriteTarget;
  kind: FavouriteTarget['kind'];
  id: number;
  name: string;
  className?: string;
}

/** A toggle (aria-pressed) named after what it keeps, for a signed-in customer. */
export default function HeartButton({ target, kind, id, name, className = '' }: HeartButtonProps) {
  const store = useStore();
  const userId = useAtomValue(userAtom)?.recordId;
  useEffect(() => {
    if (userId !== undefined) void ensureFavourites(store);
  }, [store, userId]);
  const kept = useAtomValue(favouriteIdsAtom)[kind].has(id);
  const tap = () => void setFavourite(store, target(), !kept);
  return (
    <button type="button" className={`heart ${className}`} aria-pressed={kept} aria-label={t(m.heart, { name })} onClick={tap}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
    </button>
  );
}
