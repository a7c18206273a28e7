const ENGAGEMENT_ID_KEY = 'analytics-engagement-id';

/**
 * The engagement service's id for this device (SPEC 7): random, kept across visits, tied to no account, so
 * it says "the same phone came back" and nothing about who holds it.
 */
export function engagementId(): string {
  try {
    const kept = localStorage.getItem(ENGAGEMENT_ID_KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    localStorage.setItem(ENGAGEMENT_ID_KEY, id);
    return id;
  } catch {
    return 'unavailable'; // storage blocked (private mode): the event still says the app was used
  }
}
