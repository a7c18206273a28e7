/**
 * The console's date input: its value is a Kolkata day, 'YYYY-MM-DD' (dateTime.ts dayValue), and `fromToday` offers no
 * day before today in Kolkata, as the server counts it: at 05:13 in Mohali a laptop in London is still on yesterday.
 */
import { useState } from 'react';
// eslint-disable-next-line no-restricted-syntax -- the console's one DateInput, which reads days in Kolkata
import { DateInput, type DateInputProps } from 'react-admin';
import { kolkataDayOf } from '../lib/closures';
import { dayValue } from './dateTime';

export function DayInput({ fromToday = false, ...props }: DateInputProps & { fromToday?: boolean }) {
  const [today] = useState(() => kolkataDayOf(Date.now()));
  return <DateInput format={dayValue} {...props} slotProps={fromToday ? { htmlInput: { min: today } } : undefined} />;
}
