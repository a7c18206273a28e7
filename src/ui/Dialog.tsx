import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { m } from './messages';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Icon buttons beside the close button (a dish's Share). */
  actions?: ReactNode;
}

/** A modal on the native <dialog>: focus is trapped and restored, Escape closes, the page behind is inert. */
export function Dialog({ open, title, onClose, children, className = '', actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a tap on the backdrop
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {actions}
        <button type="button" className="icon-button" aria-label={t(m.close)} onClick={onClose}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
