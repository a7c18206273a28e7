import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { SavedAddress } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { DEFAULT_ADDRESS } from '../../config/constants';
import { AddressForm, addressLines, listAddresses } from '../address';
import { addressTypeLabel, placeAtom, selectedAddressAtom } from '../location';
import { chooseAddress } from '../location/chooseAddress';
import { addressToPreselect, readLastAddressId } from './lastAddress';
import { t } from '../../i18n';
import { m } from './messages';
import './checkout.css';

/**
 * Deliver to a saved address, or to a new one placed on the map and saved here. The order always goes to an
 * address's own pin, and the address chosen here is where the food goes everywhere (issue 45): the outlets' cards,
 * their menus and this bill all measure from it.
 */
export function AddressPicker() {
  const store = useStore();
  const selected = useAtomValue(selectedAddressAtom);
  const place = useAtomValue(placeAtom);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([listAddresses(), readLastAddressId()]).then(
      ([saved, lastUsedId]) => {
        if (!active) return;
        setAddresses(saved);
        // The only address, or the last one used, is chosen at once so the bill shows without a tap; after a place
        // searched for or the device's, only the address at it. A choice that is no longer saved (deleted elsewhere,
        // or a pin from before addresses had one) is dropped.
        const current = store.get(selectedAddressAtom);
        const still = current && saved.find((address) => address.recordId === current.recordId);
        const where = store.get(placeAtom);
        const start = addressToPreselect(saved, still ? still.recordId : null, lastUsedId, where?.chosen ? where : null) ?? still ?? null;
        if (start) chooseAddress(store, start);
        else if (current) store.set(selectedAddressAtom, null);
      },
      (error: unknown) => active && setProblem(messageOf(error)),
    );
    return () => {
      active = false;
    };
  }, [store]);

  return (
    <fieldset className="address-picker">
      <legend className="section-title">{t(m.deliverTo)}</legend>
      {problem && <p className="form__error">{problem}</p>}
      {(addresses ?? []).map((address) => (
        <label key={address.recordId} className="choice">
          <input type="radio" name="address" checked={selected?.recordId === address.recordId} onChange={() => chooseAddress(store, address)} />
          <span>
            <strong>{addressTypeLabel(address.addressType)}</strong> · {addressLines(address)}
          </span>
        </label>
      ))}
      {adding ? (
        <AddressForm
          initial={null}
          startAt={place ?? DEFAULT_ADDRESS}
          onSaved={(address) => {
            setAddresses((list) => [...(list ?? []), address]);
            chooseAddress(store, address);
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
