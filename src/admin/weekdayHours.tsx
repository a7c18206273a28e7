/**
 * Opening hours per weekday in the console (issue 36): every day keeps the outlet's usual hours unless set apart here,
 * to other hours or closed all day. The rule diners see is src/lib/openingHours.ts; the server checks the week
 * (at least one open day, real times) and says why it refuses.
 */
import { useInput } from 'react-admin';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { WEEK_FROM_MONDAY, weekdayName } from '../lib/weekHours';
import { isOpenAllDay, type DayHours, type Weekday, type WeekdayHours } from '../lib/openingHours';

const dayName = (weekday: Weekday) => weekdayName(weekday, 'en-IN');
const hoursText = (day: DayHours) => `${day.opens}–${day.closes}`;
/** A day's hours as the diner's app says them: midnight to midnight is open all day. */
export const dayHoursText = (opens: string, closes: string) => (isOpenAllDay({ opens, closes }) ? 'Open 24 hours' : `${opens}–${closes}`);

/** 'Sun closed · Fri 11:00–01:00', or 'the usual hours every day': for the outlet list and the audit trail. */
export function weekdaySummary(week: WeekdayHours | null | undefined): string {
  const apart = WEEK_FROM_MONDAY.filter((weekday) => week?.[weekday] !== undefined);
  if (apart.length === 0) return 'the usual hours every day';
  return apart.map((weekday) => `${dayName(weekday).slice(0, 3)} ${week?.[weekday] ? hoursText(week[weekday]) : 'closed'}`).join(' · ');
}

type DayKind = 'usual' | 'other' | 'closed';
const KINDS: { id: DayKind; name: string }[] = [
  { id: 'usual', name: 'Usual hours' },
  { id: 'other', name: 'Other hours' },
  { id: 'closed', name: 'Closed all day' },
];
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** A day opens at a time of the day; it may close at 24:00 (midnight). */
const wrongTime = (value: string, closing: boolean) => !TIME.test(value) || (!closing && value === '24:00');

/** The form is not sent while a day's hours are not times: the red field says which, this says why Save did nothing. */
function validateWeek(week: WeekdayHours | null | undefined): string | undefined {
  const wrong = WEEK_FROM_MONDAY.find((weekday) => {
    const day = week?.[weekday];
    return day ? wrongTime(day.opens, false) || wrongTime(day.closes, true) : false;
  });
  return wrong === undefined ? undefined : `${dayName(wrong)}'s hours need times like 09:30 and 23:00`;
}

/** A week, Monday first: per day its kind, and for other hours their opening and closing times. */
export function WeekdayHoursInput({ readOnly }: { readOnly: boolean }) {
  const { field, fieldState } = useInput<WeekdayHours>({ source: 'weekdayHours', defaultValue: {}, validate: validateWeek });
  const week: WeekdayHours = field.value ?? {};
  const [usualOpens, usualCloses] = useWatch({ name: ['openingTime', 'closingTime'] }) as [string, string];
  const set = (weekday: Weekday, day: DayHours | null | undefined) => {
    const next: WeekdayHours = { ...week };
    if (day === undefined) delete next[weekday];
    else next[weekday] = day;
    field.onChange(next);
  };
  const kindOf = (weekday: Weekday): DayKind => (week[weekday] === undefined ? 'usual' : week[weekday] === null ? 'closed' : 'other');
  return (
    <Box role="group" aria-label="Hours by weekday" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each day keeps the usual hours unless you set it apart. Hours past midnight (18:00 to 02:00) run into the next morning.
      </Typography>
      {WEEK_FROM_MONDAY.map((weekday) => {
        const day = week[weekday];
        const name = dayName(weekday);
        return (
          <Box key={weekday} sx={{ display: 'grid', gridTemplateColumns: '120px 190px 130px 130px', columnGap: 2, alignItems: 'center', minHeight: 56 }}>
            <Typography component="span">{name}</Typography>
            <TextField
              select
              size="small"
              label={`${name}'s hours`}
              value={kindOf(weekday)}
              disabled={readOnly}
              onChange={(event) => {
                const kind = event.target.value as DayKind;
                set(weekday, kind === 'usual' ? undefined : kind === 'closed' ? null : { opens: usualOpens || '11:00', closes: usualCloses || '23:00' });
              }}
            >
              {KINDS.map((kind) => (
                <MenuItem key={kind.id} value={kind.id}>
                  {kind.name}
                </MenuItem>
              ))}
            </TextField>
            {day ? (
              <>
                <TimeField label={`${name} opens`} value={day.opens} readOnly={readOnly} closing={false} onChange={(opens) => set(weekday, { ...day, opens })} />
                <TimeField label={`${name} closes`} value={day.closes} readOnly={readOnly} closing onChange={(closes) => set(weekday, { ...day, closes })} />
              </>
            ) : (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ gridColumn: 'span 2' }}>
                {day === null ? 'Closed' : usualOpens && usualCloses ? dayHoursText(usualOpens, usualCloses) : ''}
              </Typography>
            )}
          </Box>
        );
      })}
      {fieldState.error?.message && (
        <Typography role="alert" variant="body2" color="error">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}

function TimeField({ label, value, readOnly, closing, onChange }: { label: string; value: string; readOnly: boolean; closing: boolean; onChange: (value: string) => void }) {
  const wrong = wrongTime(value, closing);
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ input: { readOnly } }}
      error={wrong}
      helperText={wrong ? (closing ? 'Like 23:00; 24:00 is midnight' : 'Like 09:30') : ' '}
    />
  );
}
