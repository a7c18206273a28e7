/** A schedule as the console's lists say it (issue 46): its window in Kolkata time, and whether it is on now. */
import { Chip } from '@mui/material';
import type { ScheduleState } from '../api/contract';
import { dateTimeText } from './dateTime';

export const windowText = ({ startsAt, endsAt }: { startsAt: number | null; endsAt: number | null }): string =>
  startsAt === null && endsAt === null ? 'Always' : `${startsAt === null ? 'Now' : dateTimeText(startsAt)} – ${endsAt === null ? 'no end' : dateTimeText(endsAt)}`;

const STATES: Record<ScheduleState, { label: string; color: 'success' | 'info' | 'default' }> = {
  showing: { label: 'Showing', color: 'success' },
  scheduled: { label: 'Scheduled', color: 'info' },
  ended: { label: 'Ended', color: 'default' },
};

export const StateChip = ({ state }: { state: ScheduleState }) => <Chip size="small" color={STATES[state].color} variant={state === 'ended' ? 'outlined' : 'filled'} label={STATES[state].label} />;

/** English only, or English and Hindi: what a Hindi reader gets. */
export const LanguageChip = ({ hindi }: { hindi: boolean }) =>
  hindi ? <Chip size="small" variant="outlined" label="English · हिन्दी" /> : <Chip size="small" color="warning" variant="outlined" label="No Hindi yet" />;
