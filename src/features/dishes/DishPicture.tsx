import { useState } from 'react';
import './dishPicture.css';

/** The dish's picture, or a quiet tile when it has none or it cannot load (offline): never a broken image. */
export function DishPicture({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (url === '' || failed) return <span className="dish-picture dish-picture--none" aria-hidden="true" />;
  return <img className="dish-picture" src={url} alt="" width="72" height="72" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
