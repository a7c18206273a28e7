/**
 * Sharing an event (issue 11): the phone's share sheet (Web Share API) with the event's own link, which opens
 * the detail for anyone; where the browser has none, the link is copied ('Copied', SPEC 8). Cancelling the
 * share sheet is not a failure; anything else says the event can't be shared.
 */
import { notify } from '../../lib/toast';
import { t } from '../../i18n';
import { m } from './messages';

/** The absolute link of an event's detail, on this app's origin. */
export const eventLink = (eventId: number, origin = window.location.origin): string => `${origin}/event-detail/${eventId}`;

export async function shareEvent(event: { eventId: number; title: string; when: string }): Promise<void> {
  const url = eventLink(event.eventId);
  const data = { title: event.title, text: `${event.title}, ${event.when}`, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused by the browser (no user gesture, a policy): the copy below still gets the link out.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(t(m.copied));
  } catch {
    notify.error(t(m.cannotShare));
  }
}
