import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { SavedAddress } from '../../api/contract';
import { ADDRESS_TYPES } from '../../api/endpoints';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { MSG } from '../../config/messages';
import { positionAtom, selectedAddressAtom } from '../location';
import { listAddresses, saveAddress } from './api';
import { addressToPreselect, readLastAddressId } from './lastAddress';
import { CURRENT_LOCATION_ID } from './useDraftOrder';

/** The address in one line, without repeating its type ("Current location · Current location"). */
const describe = (address: { addressType: string; addressLine1: string; addressLine2: string; addressLine3: string }) =>
  [address.addressLine1, address.addressLine2, address.addressLine3].filter((line) => line && line !== address.addressType).join(', ');

/** Deliver to a saved address, to where the customer is now, or to a new address saved here. */
export function AddressPicker() {
  const [selected, setSelected] = useAtom(selectedAddressAtom);
  const position = useAtomValue(positionAtom);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([listAddresses(), readLastAddressId()]).then(
      ([saved, lastUsedId]) => {
        if (!active) return;
        setAddresses(saved);
        // The only address, or the last one used, is chosen at once so the bill shows without a tap.
        setSelected((current) => {
          if (current?.recordId === CURRENT_LOCATION_ID) return current;
          return addressToPreselect(saved, current?.recordId ?? null, lastUsedId) ?? current;
        });
      },
      (error: unknown) => active && setProblem(messageOf(error)),
    );
    return () => {
      active = false;
    };
  }, [setSelected]);

  const hereOption = position && {
    recordId: CURRENT_LOCATION_ID,
    addressLine1: position.source === 'device' ? 'Current location' : position.label,
    addressLine2: '',
    addressLine3: '',
    addressType: 'Current location',
    latitude: position.latitude,
    longitude: position.longitude,
  };

  return (
    <fieldset className="address-picker">
      <legend className="section-title">Deliver to</legend>
      {problem && <p className="form__error">{problem}</p>}
      {[...(addresses ?? []), ...(hereOption ? [hereOption] : [])].map((address) => (
        <label key={address.recordId} className="choice">
          <input type="radio" name="address" checked={selected?.recordId === address.recordId} onChange={() => setSelected(address)} />
          <span>
            <strong>{address.addressType}</strong>
            {describe(address) && ` · ${describe(address)}`}
          </span>
        </label>
      ))}
      {adding ? (
        <NewAddressForm
          onSaved={(address) => {
            setAddresses((list) => [...(list ?? []), address]);
            setSelected(address);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="link-button" onClick={() => setAdding(true)}>
          + Add a new address
        </button>
      )}
    </fieldset>
  );
}

function NewAddressForm({ onSaved, onCancel }: { onSaved: (address: SavedAddress) => void; onCancel: () => void }) {
  const position = useAtomValue(positionAtom);
  const [line1, setLine1] = useState('');
  const [line2, setLine2] = useState('');
  const [type, setType] = useState<(typeof ADDRESS_TYPES)[number] | ''>('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!line1.trim()) return setError(MSG.enterDetails);
    if (!type) return setError(MSG.selectAddressType);
    if (!position) return setError(MSG.allowLocation);
    await run(async () => {
      try {
        onSaved(
          await saveAddress({ addressLine1: line1.trim(), addressLine2: line2.trim(), addressLine3: '', addressType: type, latitude: position.latitude, longitude: position.longitude }),
        );
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Add Delivery Address">
      <label className="form__label" htmlFor="address-line1">
        House / flat, street
      </label>
      <input id="address-line1" className="input" value={line1} onChange={(event) => setLine1(event.target.value)} maxLength={200} />
      <label className="form__label" htmlFor="address-line2">
        Area, landmark (optional)
      </label>
      <input id="address-line2" className="input" value={line2} onChange={(event) => setLine2(event.target.value)} maxLength={200} />
      <div className="form__row" role="radiogroup" aria-label="Address type">
        {ADDRESS_TYPES.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="address-type" checked={type === option} onChange={() => setType(option)} /> {option}
          </label>
        ))}
      </div>
      <p className="muted">The pin is where you are now.</p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          Save address
        </button>
      </div>
    </form>
  );
}
