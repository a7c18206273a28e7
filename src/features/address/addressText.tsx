import type { SavedAddress } from '../../api/contract';

/** Home, Work, Other: told apart at a glance by an SVG glyph (no emoji: the phone may lack the font). */
const GLYPH: Record<string, string> = {
  Home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  Work: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  Other: 'M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11zM12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6',
};

export function AddressTypeIcon({ type }: { type: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={GLYPH[type] ?? GLYPH.Other} />
    </svg>
  );
}

/** The address in one line: "House 12, Phase 7 Market Road, Mohali, Punjab 160062". */
export const addressLines = (address: Pick<SavedAddress, 'addressLine1' | 'addressLine2' | 'addressLine3'>) =>
  [address.addressLine1, address.addressLine2, address.addressLine3].filter((line) => line.trim() !== '').join(', ');
