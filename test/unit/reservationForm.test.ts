import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../src/api/contract';
import { fromKolkataInput, toKolkataInput } from '../../src/features/reservations/kolkataTime';
import { checkReservation, initialReservationForm, type ReservationForm } from '../../src/features/reservations/reservationForm';

// 15 Jan 2026, 15:30 in Kolkata.
const NOW = Date.parse('2026-01-15T10:00:00Z');

const filled: ReservationForm = {
  restaurantId: '12',
  reservedByName: '  Asha Verma ',
  reservedByMobile: '9812345678',
  reservedByEmail: 'asha@example.com ',
  reservationDateTime: '2026-01-16T20:00',
  occasion: 'Birthday',
  numberOfPeople: '4',
  cookingInstructions: '',
};

describe('checkReservation (SPEC 5, Book table)', () => {
  it('turns a properly filled form into the saveReservation payload', () => {
    expect(checkReservation(filled, NOW)).toEqual({
      ok: true,
      request: {
        reservedByName: 'Asha Verma',
        reservedByMobile: '9812345678',
        reservedByEmail: 'asha@example.com',
        reservationDateTime: Date.parse('2026-01-16T14:30:00Z'),
        occasion: 'Birthday',
        numberOfPeople: 4,
        restaurantId: 12,
        eventId: '',
      },
    });
  });

  it('sends cooking instructions when there are some, and never requires them', () => {
    const check = checkReservation({ ...filled, cookingInstructions: ' No onion ' }, NOW);
    expect(check.ok && check.request.cookingInstructions).toBe('No onion');
  });

  it('marks every empty field of an empty form, except the cooking instructions', () => {
    expect(checkReservation(initialReservationForm(null, null), NOW)).toEqual({
      ok: false,
      invalid: ['restaurantId', 'reservedByName', 'reservedByMobile', 'reservedByEmail', 'reservationDateTime', 'occasion', 'numberOfPeople'],
    });
  });

  it.each<[Partial<ReservationForm>, string]>([
    [{ reservedByName: '   ' }, 'reservedByName'],
    [{ reservedByMobile: '1234567890' }, 'reservedByMobile'],
    [{ reservedByMobile: '98123' }, 'reservedByMobile'],
    [{ reservedByEmail: 'asha@example' }, 'reservedByEmail'],
    [{ reservationDateTime: '2026-01-15T15:29' }, 'reservationDateTime'],
    [{ reservationDateTime: '2026-01-16' }, 'reservationDateTime'],
    [{ numberOfPeople: '0' }, 'numberOfPeople'],
    [{ numberOfPeople: '21' }, 'numberOfPeople'],
    [{ numberOfPeople: '2.5' }, 'numberOfPeople'],
    [{ numberOfPeople: '1e1' }, 'numberOfPeople'],
    [{ cookingInstructions: 'x'.repeat(501) }, 'cookingInstructions'],
  ])('marks %o as invalid', (change, field) => {
    expect(checkReservation({ ...filled, ...change }, NOW)).toEqual({ ok: false, invalid: [field] });
  });

  it('leaves opening hours to the server: 04:00 tomorrow passes the form', () => {
    expect(checkReservation({ ...filled, reservationDateTime: '2026-01-16T04:00' }, NOW).ok).toBe(true);
  });

  it('prefills name, mobile and email from the profile, and the preselected outlet', () => {
    const user = { fullName: 'Demo Customer', mobile: '9876543210', email: 'demo@example.com' } as UserProfile;
    expect(initialReservationForm(user, 12)).toMatchObject({
      restaurantId: '12',
      reservedByName: 'Demo Customer',
      reservedByMobile: '9876543210',
      reservedByEmail: 'demo@example.com',
    });
  });
});

describe('Kolkata wall time for the date-time picker', () => {
  it('shows an instant as Kolkata time and reads it back, whatever the zone of the test machine', () => {
    expect(toKolkataInput(NOW)).toBe('2026-01-15T15:30');
    expect(toKolkataInput(Date.parse('2026-01-15T20:00:00Z'))).toBe('2026-01-16T01:30');
    expect(fromKolkataInput('2026-01-15T15:30')).toBe(NOW);
    expect(fromKolkataInput('2026-01-15T15:30:00')).toBe(NOW);
  });

  it('reads an incomplete value as nothing', () => {
    expect(fromKolkataInput('')).toBeNull();
    expect(fromKolkataInput('2026-01-15')).toBeNull();
    expect(fromKolkataInput('2026-13-45T99:99')).toBeNull();
  });
});
