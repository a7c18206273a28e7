import { useId } from 'react';
import type { SavedAddress } from '../../api/contract';
import { t } from '../../i18n';
import { addressTypeLabel } from '../location';
import { addressLines, AddressTypeIcon } from './addressText';
import { m } from './messages';

interface AddressCardProps {
  address: SavedAddress;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AddressCard({ address, selected, onSelect, onEdit, onDelete }: AddressCardProps) {
  const titleId = useId();
  const type = addressTypeLabel(address.addressType);
  return (
    <li className={`address-card${selected ? ' address-card--selected' : ''}`} aria-labelledby={titleId} data-testid="address-card">
      <span className="address-card__icon">
        <AddressTypeIcon type={address.addressType} />
      </span>
      <div className="address-card__body">
        <p className="address-card__title" id={titleId}>
          <strong>{type}</strong>
          {selected && <span className="address-card__badge">{t(m.deliveringHere)}</span>}
        </p>
        <p className="address-card__text">{addressLines(address)}</p>
        <div className="address-card__actions">
          {!selected && (
            <button type="button" className="link-button" onClick={onSelect} aria-describedby={titleId}>
              {t(m.deliverHere)}
            </button>
          )}
          <button type="button" className="link-button" onClick={onEdit} aria-label={t(m.editLabel, { type })}>
            {t(m.edit)}
          </button>
          <button type="button" className="link-button address-card__delete" onClick={onDelete} aria-label={t(m.deleteLabel, { type })}>
            {t(m.delete)}
          </button>
        </div>
      </div>
    </li>
  );
}
