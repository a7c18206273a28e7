import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import './sheet.css';

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The sheet's own class (its content's layout), beside 'dialog--sheet'. */
  className?: string;
  /** Icon buttons beside the close button in the sheet's header (a dish's Share). */
  actions?: ReactNode;
}

/**
 * Issue 35: a bottom sheet on a phone, as the apps diners use daily open their choices, sign-in and confirmations,
 * and a centred modal on a wide screen (sheet.css). It is the app's Dialog underneath, so it stays an accessible
 * modal: named by its title, focus moved in and given back, Escape and the backdrop close it, the page behind inert.
 */
export function Sheet({ className = '', ...props }: SheetProps) {
  return <Dialog {...props} className={`dialog--sheet ${className}`} />;
}
