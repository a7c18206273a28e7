/**
 * The demo's events, placed relative to the clock at seed time so a fresh start always has some to come (over
 * the next weeks, one nearly sold out) and some past. Times are Kolkata wall-clock evenings; seats already
 * sold (through the outlets and partners) show as fewer seats left than the total.
 */
import type { Database } from '../db/client';
import { eventTicketKinds, events, restaurants } from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant of hh:mm in Kolkata, `days` after today's Kolkata date. */
export function kolkataAt(now: number, days: number, hh: number, mm = 0): number {
  const kolkataMidnight = Math.floor((now + KOLKATA_OFFSET_MS) / DAY_MS) * DAY_MS - KOLKATA_OFFSET_MS;
  return kolkataMidnight + days * DAY_MS + (hh * 60 + mm) * 60_000;
}

/** Days from today (Kolkata) to the next 31 December whose gala has not started yet. */
function daysToNewYearsEve(now: number): number {
  const kolkataToday = new Date(now + KOLKATA_OFFSET_MS);
  for (const year of [kolkataToday.getUTCFullYear(), kolkataToday.getUTCFullYear() + 1]) {
    const eve = Date.UTC(year, 11, 31);
    const days = Math.round((eve - Date.UTC(kolkataToday.getUTCFullYear(), kolkataToday.getUTCMonth(), kolkataToday.getUTCDate())) / DAY_MS);
    if (kolkataAt(now, days, 20) > now) return days;
  }
  throw new Error('unreachable: next year always has a 31 December ahead');
}

interface SeedKind {
  name: string;
  description: string;
  admits: number;
  price: number;
  total: number;
  left: number;
}
interface SeedEvent {
  title: string;
  description: string;
  image: string;
  /** Outlet code (server/db/seed-data.ts) */
  outlet: string;
  days: number;
  from: [number, number];
  hours: number;
  kinds: SeedKind[];
}

const stag = (price: number, total: number, left: number, drink = 'a welcome drink'): SeedKind => ({
  name: 'Stag',
  description: `Entry for one, with ${drink}`,
  admits: 1,
  price,
  total,
  left,
});
const couple = (price: number, total: number, left: number): SeedKind => ({
  name: 'Couple',
  description: 'Entry for two, with two welcome drinks',
  admits: 2,
  price,
  total,
  left,
});
const vipTable = (price: number, total: number, left: number): SeedKind => ({
  name: 'VIP table for 4',
  description: 'A reserved table by the stage for four, with a starter platter and four welcome drinks',
  admits: 4,
  price,
  total,
  left,
});

function seedEventsFor(now: number): SeedEvent[] {
  return [
    {
      title: 'Live IPL Screening: Punjab Kings Match Night',
      description:
        'Every ball on our 16-foot screen with stadium sound, a dhol for every six and the match-night menu of tikkas, kebabs and chilled coolers. Wear red: the loudest fan table wins a dessert platter.',
      image: 'event-ipl-screening',
      outlet: 'LDH',
      days: 3,
      from: [19, 0],
      hours: 4.5,
      kinds: [
        stag(499, 120, 84, 'a pint of beer or a mocktail'),
        { name: 'Couch for 4', description: 'A lounge couch facing the screen for four, with a tikka platter', admits: 4, price: 2499, total: 12, left: 5 },
      ],
    },
    {
      title: 'Sufi Night with Rooh-e-Punjab',
      description:
        'An evening of Bulleh Shah, Baba Farid and Nusrat favourites by the Rooh-e-Punjab qawwali ensemble, under lanterns on our outdoor terrace, with a slow-cooked Awadhi and Punjabi dinner menu.',
      image: 'event-sufi-night',
      outlet: 'MOH8',
      days: 6,
      from: [20, 0],
      hours: 3.5,
      kinds: [stag(999, 60, 41), couple(1799, 40, 22), vipTable(5999, 8, 3)],
    },
    {
      title: 'Bhangra & Boliyan Night with Dhol Live',
      description:
        'Live dhol by Patiala’s own Jassi Dholi, boliyan battles and a bhangra floor that does not stop till midnight. Sarson da saag, makki di roti and lassi on the counter all night.',
      image: 'event-bhangra-night',
      outlet: 'PTL',
      days: 9,
      from: [20, 30],
      hours: 4,
      kinds: [stag(699, 80, 0), couple(1199, 40, 2)],
    },
    {
      title: 'Bollywood Retro Night: 70s to 90s',
      description:
        'From R.D. Burman to Nadeem–Shravan: DJ Vinyl Vikram spins the songs your parents danced to. Come dressed in bell-bottoms or polka dots; the best-dressed couple dines free.',
      image: 'event-bollywood-retro',
      outlet: 'ROP',
      days: 13,
      from: [21, 0],
      hours: 4,
      kinds: [stag(799, 100, 73), couple(1499, 50, 31), vipTable(4999, 6, 6)],
    },
    {
      title: 'Karaoke Night',
      description:
        'Pick from 4,000 Hindi, Punjabi and English tracks, take the mic and bring the house down. The loudest applause of the night wins a Gold Leaf voucher worth ₹1,000.',
      image: 'event-karaoke-night',
      outlet: 'MRD',
      days: 17,
      from: [19, 30],
      hours: 3.5,
      kinds: [
        { name: 'Audience', description: 'Entry for one, to cheer from the floor', admits: 1, price: 199, total: 60, left: 47 },
        { name: 'Singer', description: 'Entry for one with a slot on the mic and a mocktail', admits: 1, price: 399, total: 50, left: 38 },
      ],
    },
    {
      title: "New Year's Eve Gala",
      description:
        'Ring in the new year with a live band, a DJ after midnight, a six-course gala dinner and the countdown on the terrace. Family friendly till 11 pm; the dance floor is open till 1 am.',
      image: 'event-new-year-gala',
      outlet: 'MOH8',
      days: daysToNewYearsEve(now),
      from: [20, 0],
      hours: 5,
      kinds: [stag(2999, 150, 112), couple(4999, 100, 64), vipTable(14999, 12, 7)],
    },
    {
      title: 'Diwali Dhamaka Dinner',
      description: 'A festive thali, live shehnai and a diya-lighting hour on the lawns, with sweets from our own halwai counter.',
      image: 'event-diwali-dinner',
      outlet: 'PTL',
      days: -15,
      from: [19, 30],
      hours: 3.5,
      kinds: [stag(899, 80, 0), couple(1599, 40, 0)],
    },
    {
      title: 'Navratri Dandiya Raas',
      description: 'Garba and dandiya with a live band from Ahmedabad, sticks provided, and a satvik Navratri menu all evening.',
      image: 'event-dandiya-night',
      outlet: 'MOH8',
      days: -40,
      from: [19, 0],
      hours: 4,
      kinds: [stag(599, 150, 12), couple(999, 80, 0)],
    },
    {
      title: 'Karaoke Night: Punjabi Hits Special',
      description: 'Diljit, Sidhu and Gurdas Maan all night: the mic was passed 112 times.',
      image: 'event-karaoke-night',
      outlet: 'LDH',
      days: -9,
      from: [19, 30],
      hours: 3.5,
      kinds: [stag(399, 50, 4, 'a mocktail')],
    },
  ];
}

/** Adds the demo events (the caller seeds them only while the events table is empty). */
export async function seedEvents(db: Database, now: number): Promise<void> {
  const outlets = new Map((await db.select({ id: restaurants.id, code: restaurants.code }).from(restaurants)).map((r) => [r.code, r.id]));
  for (const seed of seedEventsFor(now)) {
    const restaurantId = outlets.get(seed.outlet);
    if (restaurantId === undefined) continue;
    const startsAt = kolkataAt(now, seed.days, ...seed.from);
    const [event] = await db
      .insert(events)
      .values({
        title: seed.title,
        description: seed.description,
        imageUrl: `/media/${seed.image}.svg`,
        restaurantId,
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + seed.hours * 60 * 60_000),
        capacity: seed.kinds.reduce((people, k) => people + k.total * k.admits, 0),
      })
      .returning({ id: events.id });
    if (!event) throw new Error(`Seeding ${seed.title} returned nothing`);
    await db.insert(eventTicketKinds).values(
      seed.kinds.map((k, i) => ({
        eventId: event.id,
        name: k.name,
        description: k.description,
        admits: k.admits,
        pricePaise: k.price * 100,
        seatsTotal: k.total,
        seatsLeft: k.left,
        sortOrder: i + 1,
      })),
    );
  }
}

/** Kept for the tests: the seeded upcoming event with 2 seats left (its Stag tickets are sold out). */
export const NEARLY_SOLD_OUT_TITLE = 'Bhangra & Boliyan Night with Dhol Live';
