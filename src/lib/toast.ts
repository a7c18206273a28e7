/**
 * The one way the app raises a toast, at SPEC 4's durations: blank 4 s, error 4 s, success 2 s, loading until
 * dismissed; the Toaster's own default (3 s), limit (20) and gutter (8) are set where it is mounted.
 * sonner loads with the first toast, not with the first view (it is a tenth of the start-up JavaScript);
 * the Toaster shows toasts raised before it mounted.
 */
import { atom } from 'jotai';
import type { ExternalToast } from 'sonner';
import { store } from './store';

const BLANK_MS = 4000;
const ERROR_MS = 4000;
const SUCCESS_MS = 2000;

/** Becomes true with the first toast: the root layout then mounts the Toaster. */
export const toasterNeededAtom = atom(false);

type Kind = 'blank' | 'error' | 'success' | 'loading';
const DURATIONS: Record<Kind, number> = { blank: BLANK_MS, error: ERROR_MS, success: SUCCESS_MS, loading: Infinity };

let nextId = 0;

function show(kind: Kind, message: string, options: ExternalToast = {}): string | number {
  const id = options.id ?? `toast-${++nextId}`;
  store.set(toasterNeededAtom, true);
  void import('sonner').then(({ toast }) => {
    const settings = { duration: DURATIONS[kind], ...options, id };
    if (kind === 'blank') toast(message, settings);
    else toast[kind](message, settings);
  });
  return id;
}

export const notify = {
  blank: (message: string, options?: ExternalToast) => show('blank', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: string | number) => void import('sonner').then(({ toast }) => toast.dismiss(id)),
};
