/**
 * What a banner opens when a diner taps it (issue 46, src/lib/sliderAction.ts): a home tab or the outlet list as the
 * spec has them, an outlet, an event, an info page, or a web link (http or https only). One field of the form,
 * sliderAction, written as the app reads it.
 */
import { useEffect, useState } from 'react';
import { useGetList, useInput } from 'react-admin';
import { Box, FormHelperText, MenuItem, TextField } from '@mui/material';
import type { AdminOutlet, AdminPage, EventSummary } from '../api/contract';
import { EVENT_PATHS } from '../api/eventEndpoints';
import { API_BASE_PATH } from '../api/endpoints';
import { isWebLink, readSliderAction, writeSliderAction, type SliderAction, type SliderKind } from '../lib/sliderAction';

const KIND_LABELS: Record<SliderKind, string> = {
  HomeDelivery: 'Home delivery (home, delivery tab)',
  TakeAway: 'Takeaway (home, takeaway tab)',
  Reservation: 'Book a table (the outlet list)',
  StealDeal: 'Steal deals (home, deals tab)',
  EventList: 'Events (home, events tab)',
  outlet: 'An outlet',
  event: 'An event',
  page: 'An info page',
  link: 'A web link',
};

/** The events diners can open now: the public list (an event id alone means nothing to an editor). */
function useUpcomingEvents(): EventSummary[] {
  const [events, setEvents] = useState<EventSummary[]>([]);
  useEffect(() => {
    void fetch(`${API_BASE_PATH}${EVENT_PATHS.upcomingEvents}`)
      .then((answer) => answer.json() as Promise<{ responsePacket?: EventSummary[] }>)
      .then((envelope) => setEvents(envelope.responsePacket ?? []))
      .catch(() => setEvents([]));
  }, []);
  return events;
}

const checkAction = (value: unknown) =>
  typeof value === 'string' && readSliderAction(value) !== null ? undefined : 'Choose what the banner opens; a link starts with http:// or https://';

export function SliderActionInput() {
  const { field, fieldState } = useInput({ source: 'sliderAction', validate: checkAction, defaultValue: 'HomeDelivery' });
  const stored = typeof field.value === 'string' ? field.value : '';
  const action = readSliderAction(stored);
  const [kind, setKind] = useState<SliderKind>(action?.kind ?? (stored.startsWith('link:') ? 'link' : 'HomeDelivery'));
  const [link, setLink] = useState(action?.kind === 'link' ? action.url : stored.startsWith('link:') ? stored.slice(5) : 'https://');
  const outlets = useGetList<AdminOutlet>('outlets', { pagination: { page: 1, perPage: 500 }, sort: { field: 'title', order: 'ASC' } }).data ?? [];
  const pages = useGetList<AdminPage & { id: string }>('pages', { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' } }).data ?? [];
  const events = useUpcomingEvents();

  const write = (next: SliderAction | null, raw?: string) => field.onChange(next ? writeSliderAction(next) : (raw ?? ''));
  const choose = (next: SliderKind) => {
    setKind(next);
    if (next === 'outlet') write(outlets[0] ? { kind: next, uuid: outlets[0].uuid } : null);
    else if (next === 'event') write(events[0] ? { kind: next, eventId: events[0].eventId } : null);
    else if (next === 'page') write(pages[0] ? { kind: next, slug: pages[0].id } : null);
    else if (next === 'link') field.onChange(`link:${link}`);
    else write({ kind: next });
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%', mb: 1 }}>
      <TextField select label="When tapped, it opens" value={kind} onChange={(event) => choose(event.target.value as SliderKind)} size="small">
        {(Object.keys(KIND_LABELS) as SliderKind[]).map((one) => (
          <MenuItem key={one} value={one}>
            {KIND_LABELS[one]}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'outlet' && (
        <TextField select label="Outlet" size="small" value={action?.kind === 'outlet' ? action.uuid : ''} onChange={(event) => write({ kind: 'outlet', uuid: event.target.value })}>
          {outlets.map((outlet) => (
            <MenuItem key={outlet.id} value={outlet.uuid}>
              {outlet.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {kind === 'event' && (
        <TextField select label="Event" size="small" value={action?.kind === 'event' ? action.eventId : ''} onChange={(event) => write({ kind: 'event', eventId: Number(event.target.value) })}>
          {events.map((one) => (
            <MenuItem key={one.eventId} value={one.eventId}>
              {one.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {kind === 'page' && (
        <TextField select label="Info page" size="small" value={action?.kind === 'page' ? action.slug : ''} onChange={(event) => write({ kind: 'page', slug: event.target.value })}>
          {pages.map((page) => (
            <MenuItem key={page.id} value={page.id}>
              {page.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {kind === 'link' && (
        <TextField
          label="Link (http:// or https://)"
          size="small"
          value={link}
          error={!isWebLink(link)}
          onChange={(event) => {
            setLink(event.target.value);
            field.onChange(`link:${event.target.value}`);
          }}
        />
      )}
      {fieldState.error && <FormHelperText error sx={{ gridColumn: '1 / -1' }}>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
