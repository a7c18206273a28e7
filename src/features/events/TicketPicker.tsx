import { useState } from 'react';
import type { EventTicketKind } from '../../api/contract';
import { EVENT_LIMITS } from '../../api/eventEndpoints';
import { formatRupees } from '../../lib/format';
import { QuantityStepper } from '../cart';
import { t } from '../../i18n';
import { m } from './messages';
import { langOf } from '../../rules/contentLang';

/** Few enough left to say so loudly. */
const FEW_LEFT = 5;

interface Props {
  kinds: EventTicketKind[];
  quantities: ReadonlyMap<number, number>;
  onChange: (ticketId: number, quantity: number) => void;
}

/**
 * The ticket kinds with price and seats left; SOLD where none are (SPEC 4). Asking for more than are left says
 * 'No more tickets are available.' beside that kind (SPEC 8) instead of adding one; the server holds the same
 * rule under concurrency.
 */
export function TicketPicker({ kinds, quantities, onChange }: Props) {
  const [refused, setRefused] = useState<{ ticketId: number; message: string } | null>(null);
  return (
    <ul className="ticket-kinds">
      {kinds.map((kind) => {
        const quantity = quantities.get(kind.ticketId) ?? 0;
        const add = () => {
          if (quantity >= kind.seatsLeft) setRefused({ ticketId: kind.ticketId, message: t(m.noMoreTickets) });
          else if (quantity >= EVENT_LIMITS.maxPerKind) setRefused({ ticketId: kind.ticketId, message: t(m.maxPerKind, { max: EVENT_LIMITS.maxPerKind }) });
          else {
            setRefused(null);
            onChange(kind.ticketId, quantity + 1);
          }
        };
        const remove = () => {
          setRefused(null);
          onChange(kind.ticketId, Math.max(0, quantity - 1));
        };
        const message = refused?.ticketId === kind.ticketId ? refused.message : null;
        return (
          <li key={kind.ticketId} className="ticket-kind" data-testid="ticket-kind">
            <div className="ticket-kind__text">
              <span className="ticket-kind__name" lang={langOf(kind, 'name')}>
                {kind.name}
              </span>
              <span className="ticket-kind__price">{formatRupees(kind.price)}</span>
              {kind.description && <span className="ticket-kind__description" lang={langOf(kind, 'description')}>
                  {kind.description}
                </span>}
              {!kind.soldOut && (
                <span className={kind.seatsLeft <= FEW_LEFT ? 'ticket-kind__left ticket-kind__left--few' : 'ticket-kind__left'}>
                  {t(kind.seatsLeft <= FEW_LEFT ? m.onlyLeft : m.left, { count: kind.seatsLeft })}
                </span>
              )}
            </div>
            <div className="ticket-kind__side">
              {kind.soldOut ? (
                <span className="event-badge event-badge--sold">{t(m.sold)}</span>
              ) : (
                <QuantityStepper title={t(m.ticketKind, { name: kind.name })} quantity={quantity} onAdd={add} onRemove={remove} />
              )}
            </div>
            {message && (
              <p className="form__error ticket-kind__error" role="alert">
                {message}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
