import { formatRupees } from '../../lib/format';
import { t } from '../../i18n';
import { m } from './messages';

/** The deal price beside the struck-out usual price, and what is saved, as a buyer compares them. */
export function DealPrice({ dealPrice, usualPrice }: { dealPrice: number; usualPrice: number }) {
  const off = usualPrice > dealPrice ? Math.round(((usualPrice - dealPrice) / usualPrice) * 100) : 0;
  return (
    <p className="deal-price">
      <strong className="deal-price__now">{formatRupees(dealPrice)}</strong>
      {off > 0 && (
        <>
          <s className="deal-price__was">
            <span className="visually-hidden">{t(m.usually)}</span>
            {formatRupees(usualPrice)}
          </s>
          <span className="deal-price__off">{t(m.percentOff, { percent: off })}</span>
        </>
      )}
    </p>
  );
}

/** 'N left' (urgent when few), or SOLD OUT. */
export function StockNote({ stockLeft }: { stockLeft: number }) {
  if (stockLeft <= 0) return <span className="deal-stock deal-stock--sold">{t(m.soldOut)}</span>;
  return <span className={stockLeft <= 5 ? 'deal-stock deal-stock--few' : 'deal-stock'}>{t(m.left, { count: stockLeft })}</span>;
}
