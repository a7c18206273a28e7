import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import type { SavedAddress } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { useBusy } from '../../lib/useBusy';
import { Dialog } from '../../ui/Dialog';
import { isAuthenticatedAtom } from '../auth';
import {
  addressPosition,
  addressTypeLabel,
  devicePlace,
  devicePosition,
  disabledLocationHelp,
  enableLocationHelp,
  LocationError,
  locationProblemAtom,
  locationProblemText,
  placeLabel,
  positionAtom,
} from '../location';
import { addressLines, AddressTypeIcon } from './addressText';
import { listAddresses } from './api';
import { m } from './messages';
import { chooseAddress, sortOutletsFrom } from './sortPlace';
import './address.css';

/** Opened from the header's place: measure the outlets from where the customer is, or from a saved address. */
export default function PlaceDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const position = useAtomValue(positionAtom);
  const startupProblem = useAtomValue(locationProblemAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [problem, setProblem] = useState<{ message: string; help: string | null } | null>(null);
  const { busy, run } = useBusy();

  useEffect(() => {
    if (!signedIn) return undefined;
    let active = true;
    listAddresses().then(
      (list) => active && setAddresses(list),
      (error: unknown) => active && setProblem({ message: messageOf(error), help: null }),
    );
    return () => {
      active = false;
    };
  }, [signedIn]);

  const useDevice = () =>
    void run(async () => {
      try {
        const point = await devicePosition();
        store.set(locationProblemAtom, null);
        onClose();
        await sortOutletsFrom(store, devicePlace(point));
      } catch (error) {
        // Sorting by where the customer is needs the position: ask for it, and say how when it was refused.
        const disabled = error instanceof LocationError && error.disabled;
        setProblem({ message: disabled ? locationProblemText('unavailable') : messageOf(error), help: disabled ? disabledLocationHelp() : null });
      }
    });

  const current = position && `${position.latitude},${position.longitude}`;
  const shown =
    problem ?? (startupProblem ? { message: locationProblemText(startupProblem), help: startupProblem === 'disabled' ? enableLocationHelp() : null } : null);
  const [sortedBefore, sortedAfter] = t(m.sortedFrom).split('{place}');
  return (
    <Dialog open title={t(m.pickerTitle)} onClose={onClose} className="place-dialog">
      {position && (
        <p className="muted">
          {sortedBefore}
          <strong>{placeLabel(position)}</strong>
          {sortedAfter}
        </p>
      )}
      {shown && (
        <div className="form__error place-dialog__problem" role="alert">
          <p>{shown.message}</p>
          {shown.help && <p className="address-form__help">{shown.help}</p>}
        </div>
      )}
      <ul className="place-list">
        <li>
          <button type="button" className="place-option" onClick={useDevice} disabled={busy} aria-current={position?.source === 'device'}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="12" r="4" />
              <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
            </svg>
            <span className="place-option__text">
              {t(busy ? m.findingYou : m.useCurrentLocation)}
              <small>{t(m.needsPermission)}</small>
            </span>
          </button>
        </li>
        {(addresses ?? []).map((address) => {
          const place = addressPosition(address);
          return (
            <li key={address.recordId}>
              <button
                type="button"
                className="place-option"
                aria-current={current === `${place.latitude},${place.longitude}`}
                onClick={() => {
                  onClose();
                  void chooseAddress(store, address);
                }}
              >
                <AddressTypeIcon type={address.addressType} />
                <span className="place-option__text">
                  {addressTypeLabel(address.addressType)}
                  <small>{addressLines(address)}</small>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {signedIn && (
        <Link to="/address" className="link-button" onClick={onClose}>
          {t(m.manage)}
        </Link>
      )}
    </Dialog>
  );
}
