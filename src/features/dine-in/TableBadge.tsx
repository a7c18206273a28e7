import { t } from '../../i18n';
import { m } from './messages';
import './dineIn.css';

/** 'Table T1' as a badge: where a dine-in order goes, shown wherever the diner reviews or pays for it. */
export function TableBadge({ tableNumber }: { tableNumber: string }) {
  return (
    <span className="table-badge" data-testid="dine-in-table">
      <svg className="table-badge__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 8h18M6 8v11M18 8v11M9 13h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t(m.table, { table: tableNumber })}
    </span>
  );
}
