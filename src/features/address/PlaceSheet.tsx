import { useEffect, useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import type { SavedAddress } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { useBusy } from '../../lib/useBusy';
import { Sheet } from '../../ui/Sheet';
import { isAuthenticatedAtom } from '../auth';
import { addressTypeLabel, devicePosition, disabledLocationHelp, LocationError, locationProblemText, placeAtom, selectedAddressAtom } from '../location';
import { chooseAddress } from '../location/chooseAddress';
import { chooseDevicePosition, chooseSearchedPlace } from '../location/choosePlace';
import { addressLines, AddressTypeIcon } from './addressText';
import { listAddresses } from './api';
import { m } from './messages';
import { PlaceSearch } from './PlaceSearch';
import { searchedPlaceOf } from './searchedPlace';
import './address.css';

type Permission = PermissionState | 'unsupported' | null;

/** Whether the site may read the device's position, as the browser says now (null until it has said). */
function useLocationPermission(): Permission {
  const [permission, setPermission] = useState<Permission>(() => ('geolocation' in navigator ? null : 'unsupported'));
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions) return undefined;
    let active = true;
    let status: PermissionStatus | null = null;
    const follow = () => status && setPermission(status.state);
    navigator.permissions.query({ name: 'geolocation' }).then(
      (answer) => {
        if (!active) return;
        status = answer;
        follow();
        answer.addEventListener('change', follow);
      },
      () => undefined,
    );
    return () => {
      active = false;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return permission;
}

const Check = () => (
  <svg className="place-option__check" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

/**
 * Where the food goes (issue 45), opened from the header's place: a search for a place, the device's position, or a
 * saved address. A bottom sheet, loaded on the tap: the first view does not pay for it.
 */
export default function PlaceSheet({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const place = useAtomValue(placeAtom);
  const selected = useAtomValue(selectedAddressAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const permission = useLocationPermission();
  const savedId = useId();
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; help: string | null } | null>(null);
  const { busy, run } = useBusy();

  useEffect(() => {
    if (!signedIn) return undefined;
    let active = true;
    listAddresses().then(
      (list) => active && setAddresses(list),
      (error: unknown) => active && setListProblem(messageOf(error)),
    );
    return () => {
      active = false;
    };
  }, [signedIn]);

  const useDevice = () =>
    void run(async () => {
      try {
        const point = await devicePosition();
        onClose();
        chooseDevicePosition(store, point);
      } catch (error) {
        // Measuring from where the diner is needs the position: ask for it, and say how when it was refused.
        const disabled = error instanceof LocationError && error.disabled;
        setProblem({ message: disabled ? locationProblemText('unavailable') : messageOf(error), help: disabled ? disabledLocationHelp() : null });
      }
    });

  // What the device's row says under its name: nothing while the site may read the position (it just does).
  const deviceNote = permission === 'prompt' ? t(m.asksFirst) : permission === 'denied' ? t(m.locationOff) : permission === 'unsupported' ? locationProblemText('unsupported') : null;
  const onDevice = place?.source === 'device';
  return (
    <Sheet open title={t(m.sheetTitle)} onClose={onClose} className="place-sheet">
      <PlaceSearch
        onChoose={(found) => {
          onClose();
          chooseSearchedPlace(store, searchedPlaceOf(found));
        }}
      />
      <button type="button" className="place-option place-sheet__device" onClick={useDevice} disabled={busy} aria-busy={busy} aria-current={onDevice}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        <span className="place-option__text">
          {t(busy ? m.findingYou : m.useCurrentLocation)}
          {deviceNote && <small>{deviceNote}</small>}
        </span>
        {onDevice && <Check />}
      </button>
      {problem && (
        <div className="form__error place-sheet__problem" role="alert">
          <p>{problem.message}</p>
          {problem.help && <p className="address-form__help">{problem.help}</p>}
        </div>
      )}
      {signedIn && (
        <section className="place-sheet__saved" aria-labelledby={savedId}>
          <h3 id={savedId} className="place-sheet__heading">
            {t(m.listLabel)}
          </h3>
          {listProblem && <p className="form__error">{listProblem}</p>}
          {!addresses && !listProblem && (
            <p className="muted" role="status">
              {t(m.loading)}
            </p>
          )}
          {addresses?.length === 0 && <p className="muted">{t(m.emptyTitle)}</p>}
          {addresses && addresses.length > 0 && (
            <ul className="place-list">
              {addresses.map((address) => {
                const current = place?.source === 'saved-address' && selected?.recordId === address.recordId;
                return (
                  <li key={address.recordId}>
                    <button
                      type="button"
                      className="place-option"
                      aria-current={current}
                      onClick={() => {
                        onClose();
                        chooseAddress(store, address);
                      }}
                    >
                      <AddressTypeIcon type={address.addressType} />
                      <span className="place-option__text">
                        {addressTypeLabel(address.addressType)}
                        <small>{addressLines(address)}</small>
                      </span>
                      {current && <Check />}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <Link to="/address" className="place-sheet__manage" onClick={onClose}>
            {t(m.manage)}
          </Link>
        </section>
      )}
    </Sheet>
  );
}
