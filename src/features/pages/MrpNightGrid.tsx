import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { TITLES } from '../../app/routeTitles';
import { MRP_NIGHT_PACK } from '../../config/constants';
import { t } from '../../i18n';
import type { MessageRef } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { isAuthenticatedAtom, showLoginModalAtom } from '../auth';
import { m } from './messages';
import { MRP_NIGHT_SPIRITS, type MrpSpirit } from './mrpNight';
import './mrpNight.css';

const KIND_NAMES: Record<MrpSpirit['kind'], MessageRef> = { Whisky: m.whisky, Vodka: m.vodka, Gin: m.gin };

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
        <p className="mrp__eyebrow">{t(m.mrpEyebrow)}</p>
        <Heading id="mrp-title" className="mrp__title">
          {t(TITLES.mrpNight)}
        </Heading>
        <p className="mrp__lede">{t(m.mrpLede, { pack: MRP_NIGHT_PACK })}</p>
      </header>
      <ul className="mrp__grid">
        {MRP_NIGHT_SPIRITS.map((spirit) => (
          <li key={spirit.name}>
            <button type="button" className="mrp-item" onClick={() => choose(spirit)} data-testid="mrp-item">
              <span className="mrp-item__name">{spirit.name}</span>
              <span className="mrp-item__rule" aria-hidden="true" />
              <span className="mrp-item__price">{formatRupees(spirit.price)}</span>
              <span className="mrp-item__meta">
                {t(KIND_NAMES[spirit.kind])} · <span data-testid="mrp-pack">{MRP_NIGHT_PACK}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mrp__small">{t(m.mrpSmall)}</p>
      <Dialog open={chosen !== null} title={t(m.showAtBar)} onClose={() => setChosen(null)} className="mrp-dialog">
        {chosen && (
          <div className="mrp-ticket" data-testid="mrp-ticket">
            <p className="mrp-ticket__label">{t(m.ticketLabel, { pack: MRP_NIGHT_PACK })}</p>
            <p className="mrp-ticket__name">{chosen.name}</p>
            <p className="mrp-ticket__price">{formatRupees(chosen.price)}</p>
            <p className="mrp-ticket__how">{t(m.ticketHow, { pack: MRP_NIGHT_PACK })}</p>
            <button type="button" className="button button--block" onClick={() => setChosen(null)}>
              {t(m.done)}
            </button>
          </div>
        )}
      </Dialog>
    </section>
  );
}
