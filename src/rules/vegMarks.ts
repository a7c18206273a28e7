import type { VegNonVeg } from '../api/contract';
import type { MessageRef } from '../i18n';
import { m } from './vegMarkWords';

interface Mark {
  className: string;
  label: MessageRef;
}

const MARKS: Record<VegNonVeg, Mark> = {
  VEG: { className: 'veg-mark--veg', label: m.veg },
  EGG: { className: 'veg-mark--egg', label: m.egg },
  NON_VEG: { className: 'veg-mark--non-veg', label: m.nonVeg },
};

/** A dish's mark and its spoken name; a kind this app does not know yet shows as non-veg, never as veg. */
export const vegMark = (kind: string): Mark => (MARKS as Partial<Record<string, Mark>>)[kind] ?? MARKS.NON_VEG;
