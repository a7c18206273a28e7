import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import type { SavedAddress } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { DEFAULT_ADDRESS } from '../../config/constants';
import { AddressForm, addressLines, chooseAddress, listAddresses } from '../address';
import { addressTypeLabel, positionAtom, selectedAddressAtom } from '../location';
import { addressToPreselect, readLastAddressId } from './lastAddress';
import { t } from '../../i18n';
import { m } from './messages';
import './checkout.css';

/**
 * Deliver to a saved address, or to a new one placed on the map and saved here. The order always goes to an
 * address's own pin: never to where the phone happens to be (which is how the outlet list is sorted).
 */
export function AddressPicker() {
  const store = useStore();
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
        // The only address, or the last one used, is chosen at once so the bill shows without a tap. A choice
        // that is no longer saved (deleted elsewhere, or a pin from before addresses had one) is dropped.
        setSelected((current) => {
          const still = current && saved.find((address) => address.recordId === current.recordId);
          return addressToPreselect(saved, still ? still.recordId : null, lastUsedId) ?? still ?? null;
        });
      },
      (error: unknown) => active && setProblem(messageOf(error)),
    );
    return () => {
      active = false;
    };
  }, [setSelected]);

  return (
    <fieldset className="address-picker">
      <legend className="section-title">{t(m.deliverTo)}</legend>
      {problem && <p className="form__error">{problem}</p>}
      {(addresses ?? []).map((address) => (
        <label key={address.recordId} className="choice">
          <input type="radio" name="address" checked={selected?.recordId === address.recordId} onChange={() => setSelected(address)} />
          <span>
            <strong>{addressTypeLabel(address.addressType)}</strong> · {addressLines(address)}
          </span>
        </label>
      ))}
      {adding ? (
        <AddressForm
          initial={null}
          startAt={position ?? DEFAULT_ADDRESS}
          onSaved={(address) => {
            setAddresses((list) => [...(list ?? []), address]);
            void chooseAddress(store, address);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="link-button" onClick={() => setAdding(true)}>
          {t(m.addAddress)}
        </button>
      )}
    </fieldset>
  );
}
