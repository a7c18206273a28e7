/**
 * The console's date-and-time input for a schedule (issue 46): its value is epoch ms (or null: no start, no end) and
 * what it shows and reads is Kolkata's wall time, whatever the laptop's zone: 'Friday 18:00' typed in London is Friday
 * 18:00 in Mohali. India keeps one offset all year (no daylight saving), so the conversion is that offset.
 */
import { TextInput, type TextInputProps } from 'react-admin';

const KOLKATA_OFFSET_MS = 330 * 60_000;

/** Epoch ms as an <input type="datetime-local"> value in Kolkata, 'YYYY-MM-DDTHH:mm'. */
export function kolkataInputValue(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return new Date(value + KOLKATA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The input's Kolkata wall time as epoch ms; empty: null. */
export function momentOfInput(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}:00+05:30`);
  return Number.isFinite(at) ? at : null;
}

export function MomentInput(props: Omit<TextInputProps, 'type' | 'format' | 'parse'>) {
  return <TextInput type="datetime-local" format={kolkataInputValue} parse={momentOfInput} slotProps={{ inputLabel: { shrink: true } }} {...props} />;
}
