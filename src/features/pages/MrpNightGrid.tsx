import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { MRP_NIGHT_PACK } from '../../config/constants';
import { formatRupees } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { isAuthenticatedAtom, showLoginModalAtom } from '../auth';
import { MRP_NIGHT_SPIRITS, MRP_NIGHT_WHEN, type MrpSpirit } from './mrpNight';
import './mrpNight.css';

/**
 * The MRP night price list (SPEC 2). A tap while signed out opens the login modal (the spec's auth action);
 * signed in, it shows how to claim that bottle at the bar, since the app does not sell alcohol.
 */
export function MrpNightGrid({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const openLogin = useSetAtom(showLoginModalAtom);
  const [chosen, setChosen] = useState<MrpSpirit | null>(null);
  const Heading = headingLevel;

  const choose = (spirit: MrpSpirit) => {
    if (!signedIn) openLogin(true);
    else setChosen(spirit);
  };

  return (
    <section className="mrp" aria-labelledby="mrp-title" data-testid="mrp-night">
      <header className="mrp__head">
        <p className="mrp__eyebrow">ATM Bar · Wednesdays</p>
        <Heading id="mrp-title" className="mrp__title">
          MRP Night
        </Heading>
        <p className="mrp__lede">Full bottles at the printed MRP, poured as {MRP_NIGHT_PACK}s of 30 ml at your table.</p>
      </header>
      <ul className="mrp__grid">
        {MRP_NIGHT_SPIRITS.map((spirit) => (
          <li key={spirit.name}>
            <button type="button" className="mrp-item" onClick={() => choose(spirit)} data-testid="mrp-item">
              <span className="mrp-item__name">{spirit.name}</span>
              <span className="mrp-item__rule" aria-hidden="true" />
              <span className="mrp-item__price">{formatRupees(spirit.price)}</span>
              <span className="mrp-item__meta">
                {spirit.kind} · <span data-testid="mrp-pack">{MRP_NIGHT_PACK}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mrp__small">
        {MRP_NIGHT_WHEN}. Served only to guests aged 25 and above with a photo ID. Not sold through the app or delivered.
      </p>
      <Dialog open={chosen !== null} title="Show this at the bar" onClose={() => setChosen(null)} className="mrp-dialog">
        {chosen && (
          <div className="mrp-ticket" data-testid="mrp-ticket">
            <p className="mrp-ticket__label">MRP Night · {MRP_NIGHT_PACK}</p>
            <p className="mrp-ticket__name">{chosen.name}</p>
            <p className="mrp-ticket__price">{formatRupees(chosen.price)}</p>
            <p className="mrp-ticket__how">
              Show this screen to your server at the ATM bar on MRP night. The bottle is opened at your table and poured
              as {MRP_NIGHT_PACK}s; you pay the printed MRP on your bill.
            </p>
            <button type="button" className="button button--block" onClick={() => setChosen(null)}>
              Done
            </button>
          </div>
        )}
      </Dialog>
    </section>
  );
}
