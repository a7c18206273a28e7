import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { SavedAddress } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { DEFAULT_ADDRESS } from '../../config/constants';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RetryNotice } from '../../ui/RetryNotice';
import { addressTypeLabel, placeAtom, selectedAddressAtom } from '../location';
import { chooseAddress } from '../location/chooseAddress';
import { AddressCard } from './AddressCard';
import { AddressForm } from './LazyAddressForm';
import { deleteAddress, listAddresses } from './api';
import { m } from './messages';
import './address.css';

type Editing = { address: SavedAddress | null } | null;

/** /address: the customer's saved addresses; add, edit, delete, and choose the one to deliver to. */
export function AddressScreen() {
  const store = useStore();
  const selected = useAtomValue(selectedAddressAtom);
  const setSelected = useSetAtom(selectedAddressAtom);
  const place = useAtomValue(placeAtom);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const { busy, run } = useBusy();

  useEffect(() => {
    let active = true;
    listAddresses().then(
      (list) => active && setAddresses(list),
      (error: unknown) => active && setLoadProblem(messageOf(error)),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (editing) {
    return (
      <section className="screen address-screen">
        <AddressForm
          titleLevel={1}
          initial={editing.address}
          startAt={place ?? DEFAULT_ADDRESS}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setAddresses((list) => (editing.address ? (list ?? []).map((a) => (a.recordId === saved.recordId ? saved : a)) : [...(list ?? []), saved]));
            // A new address, or the chosen one moved: deliver there and measure the outlets from it.
            if (!editing.address || selected?.recordId === saved.recordId) chooseAddress(store, saved);
            notify.success(t(editing.address ? m.updated : m.saved));
            setEditing(null);
          }}
        />
      </section>
    );
  }

  const remove = (address: SavedAddress) =>
    void run(async () => {
      try {
        await deleteAddress(address.recordId);
        setAddresses((list) => (list ?? []).filter((a) => a.recordId !== address.recordId));
        if (selected?.recordId === address.recordId) setSelected(null);
        setDeleting(null);
        notify.success(t(m.deleted));
      } catch (error) {
        setDeleteProblem(messageOf(error));
      }
    });

  return (
    <section className="screen address-screen">
      <h1 className="screen__title">{t(m.title)}</h1>
      {loadProblem && !addresses && (
        <RetryNotice
          message={loadProblem}
          onRetry={() => {
            setLoadProblem(null);
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {!addresses && !loadProblem && (
        <p className="muted" role="status">
          {t(m.loading)}
        </p>
      )}
      {addresses?.length === 0 && (
        <div className="empty">
          <p>
            <strong>{t(m.emptyTitle)}</strong>
          </p>
          <p className="muted">{t(m.emptyHint)}</p>
        </div>
      )}
      {addresses && addresses.length > 0 && (
        <ul className="address-list" aria-label={t(m.listLabel)}>
          {addresses.map((address) => (
            <AddressCard
              key={address.recordId}
              address={address}
              selected={selected?.recordId === address.recordId}
              onSelect={() => chooseAddress(store, address)}
              onEdit={() => setEditing({ address })}
              onDelete={() => {
                setDeleteProblem(null);
                setDeleting(address);
              }}
            />
          ))}
        </ul>
      )}
      {addresses && (
        <button type="button" className="button button--block" onClick={() => setEditing({ address: null })}>
          {t(m.addNew)}
        </button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={
          deleteProblem ??
          (deleting ? t(m.deleteWhich, { type: addressTypeLabel(deleting.addressType), lines: [deleting.addressLine1, deleting.addressLine2].filter(Boolean).join(', ') }) : '')
        }
        confirmLabel={t(m.delete)}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
