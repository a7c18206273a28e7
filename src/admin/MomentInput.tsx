/**
 * The console's date-and-time input: its value is a moment (epoch ms), shown and typed as Kolkata's wall clock
 * whatever the laptop's zone (India keeps +05:30 all year, with no summer time), so '18:00 on Friday' is Friday
 * 18:00 in Mohali when head office types it in London.
 */
import { TextInput, type TextInputProps } from 'react-admin';

const KOLKATA_OFFSET_MS = 330 * 60_000;

/** A moment as the input shows it: 'YYYY-MM-DDTHH:mm' on Kolkata's clock; '' for none. */
export function momentText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return typeof value === 'string' ? value : '';
  return new Date(value + KOLKATA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What was typed, as a moment; null for an empty field (the server names what is missing). */
export function momentOf(text: string): number | null {
  if (!text) return null;
  const at = Date.parse(`${text.length === 16 ? `${text}:00` : text}+05:30`);
  return Number.isFinite(at) ? at : null;
}

export function MomentInput(props: TextInputProps) {
  return <TextInput type="datetime-local" format={momentText} parse={momentOf} helperText="India time" {...props} slotProps={{ inputLabel: { shrink: true } }} />;
}
