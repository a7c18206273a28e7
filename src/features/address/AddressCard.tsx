import { useId } from 'react';
import type { SavedAddress } from '../../api/contract';
import { addressLines, AddressTypeIcon } from './addressText';

interface AddressCardProps {
  address: SavedAddress;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AddressCard({ address, selected, onSelect, onEdit, onDelete }: AddressCardProps) {
  const titleId = useId();
  return (
    <li className={`address-card${selected ? ' address-card--selected' : ''}`} aria-labelledby={titleId} data-testid="address-card">
      <span className="address-card__icon">
        <AddressTypeIcon type={address.addressType} />
      </span>
      <div className="address-card__body">
        <p className="address-card__title" id={titleId}>
          <strong>{address.addressType}</strong>
          {selected && <span className="address-card__badge">Delivering here</span>}
        </p>
        <p className="address-card__text">{addressLines(address)}</p>
        <div className="address-card__actions">
          {!selected && (
            <button type="button" className="link-button" onClick={onSelect} aria-describedby={titleId}>
              Deliver here
            </button>
          )}
          <button type="button" className="link-button" onClick={onEdit} aria-label={`Edit ${address.addressType} address`}>
            Edit
          </button>
          <button type="button" className="link-button address-card__delete" onClick={onDelete} aria-label={`Delete ${address.addressType} address`}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
