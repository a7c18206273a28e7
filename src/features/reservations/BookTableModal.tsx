import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { t } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { isAuthenticatedAtom, showBookTableModalAtom, showLoginModalAtom } from '../auth';
import { BookTableForm } from './BookTableForm';
import { MessageDialog } from './MessageDialog';
import { m } from './messages';
import { BOOKED_TITLE, BOOKING_FAILED_TITLE } from './reservationForm';
import { bookTableRestaurantAtom, isBookedAtom } from './reservationAtoms';
import './reservations.css';

type Outcome = { title: typeof BOOKED_TITLE | typeof BOOKING_FAILED_TITLE; message: string };

/** Loaded on first use by the root layout. The form lives only while the modal is open, so closing resets it. */
export default function BookTableModal() {
  const [open, setOpen] = useAtom(showBookTableModalAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const preselected = useAtomValue(bookTableRestaurantAtom);
  const setBooked = useSetAtom(isBookedAtom);
  const openLogin = useSetAtom(showLoginModalAtom);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // SPEC 6: a visitor (or a customer whose session just ended) gets the login modal instead of the form.
  useEffect(() => {
    if (open && !signedIn) {
      setOpen(false);
      openLogin(true);
    }
  }, [open, signedIn, setOpen, openLogin]);

  return (
    <>
      <Dialog open={open && signedIn} title={t(m.bookTable)} onClose={() => setOpen(false)} className="dialog--book-table">
        <BookTableForm
          preselected={preselected}
          onBooked={(message) => {
            setOpen(false);
            setBooked(true);
            setOutcome({ title: BOOKED_TITLE, message });
          }}
          // The form stays open underneath, with everything the customer typed, to be corrected and sent again.
          onFailed={(message) => setOutcome({ title: BOOKING_FAILED_TITLE, message })}
        />
      </Dialog>
      <MessageDialog open={outcome !== null} title={outcome ? t(outcome.title) : ''} message={outcome?.message ?? ''} onClose={() => setOutcome(null)} />
    </>
  );
}
