/**
 * What a banner does when tapped (SPEC 2, banner behaviour; issue 46). The spec's actions are order types: HomeDelivery,
 * Reservation, TakeAway (and, like them, the home tabs StealDeal and EventList). Head office's banners also open an
 * outlet, an event or an info page, or a link: written 'outlet:<uuid>', 'event:<id>', 'page:<slug>', 'link:<https URL>',
 * so an app that knows none of them falls back to home delivery, as the spec says of any other value. One reading
 * for the app (bannerAction.ts), the console's form and the server's check.
 */
export const PLAIN_ACTIONS = ['HomeDelivery', 'Reservation', 'TakeAway', 'StealDeal', 'EventList'] as const;
export type PlainAction = (typeof PLAIN_ACTIONS)[number];

export type SliderAction =
  | { kind: PlainAction }
  | { kind: 'outlet'; uuid: string }
  | { kind: 'event'; eventId: number }
  | { kind: 'page'; slug: string }
  | { kind: 'link'; url: string };

export type SliderKind = SliderAction['kind'];
export const SLIDER_KINDS: readonly SliderKind[] = [...PLAIN_ACTIONS, 'outlet', 'event', 'page', 'link'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A link a banner may open: http or https only (never javascript:, data: or a file), at most 500 characters. */
export function isWebLink(url: string): boolean {
  if (url.length > 500) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The action a banner's sliderAction names, or null for a value no version of the app knows. */
export function readSliderAction(value: string): SliderAction | null {
  if ((PLAIN_ACTIONS as readonly string[]).includes(value)) return { kind: value as PlainAction };
  const colon = value.indexOf(':');
  const [kind, target] = colon < 0 ? [value, ''] : [value.slice(0, colon), value.slice(colon + 1)];
  if (kind === 'outlet' && UUID.test(target)) return { kind, uuid: target.toLowerCase() };
  if (kind === 'event' && /^[1-9]\d{0,9}$/.test(target)) return { kind, eventId: Number(target) };
  if (kind === 'page' && SLUG.test(target) && target.length <= 64) return { kind, slug: target };
  if (kind === 'link' && isWebLink(target)) return { kind, url: target };
  return null;
}

/** The stored text of an action (the inverse of readSliderAction). */
export function writeSliderAction(action: SliderAction): string {
  switch (action.kind) {
    case 'outlet':
      return `outlet:${action.uuid}`;
    case 'event':
      return `event:${action.eventId}`;
    case 'page':
      return `page:${action.slug}`;
    case 'link':
      return `link:${action.url}`;
    default:
      return action.kind;
  }
}
