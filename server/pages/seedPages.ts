/**
 * First-start info pages and upcoming outlets. A page is added once, by slug, and never overwritten: an editor
 * may have changed it since, and a page added in a later release still reaches a database that has the others.
 */
import type { Database } from '../db/client';
import { staticPages, upcomingOutlets } from '../db/schema';
import { PRIVACY_POLICY_HTML, TERMS_HTML } from './legalPages';
import { nutritionHtml } from './nutritionPage';
import { ATM_BAR_HTML, CEO_HTML } from './storyPages';
import { SEED_UPCOMING_OUTLETS, upcomingImageUrl } from './upcomingOutletsSeed';

/** Midnight of a day in Kolkata, as a page's 'Last updated' names it. */
const kolkataDay = (isoDay: string): Date => new Date(`${isoDay}T00:00:00+05:30`);

/**
 * The slugs the app links to, with their titles (the route titles of issue 12) and the day their text was last
 * changed: 'Last updated' says when the words changed, not when a server first started. Change the day with the
 * text; an edit made in the database later moves it by itself (migration 0016).
 */
export const SEED_PAGES: ReadonlyArray<{ slug: string; title: string; html: () => string; updatedAt: Date }> = [
  { slug: 'privacy-policy', title: 'Privacy Policy', html: () => PRIVACY_POLICY_HTML, updatedAt: kolkataDay('2026-03-02') },
  { slug: 'terms-and-conditions', title: 'Terms And Conditions', html: () => TERMS_HTML, updatedAt: kolkataDay('2026-03-02') },
  { slug: 'ceo', title: 'CEO Speaks', html: () => CEO_HTML, updatedAt: kolkataDay('2026-01-15') },
  { slug: 'nutrition-information', title: 'Nutrition Information', html: nutritionHtml, updatedAt: kolkataDay('2026-02-10') },
  { slug: 'atm-bar', title: 'ATM Bar', html: () => ATM_BAR_HTML, updatedAt: kolkataDay('2026-01-15') },
];

export async function seedPages(db: Database): Promise<void> {
  await db
    .insert(staticPages)
    .values(SEED_PAGES.map((page) => ({ slug: page.slug, title: page.title, html: page.html().trim(), updatedAt: page.updatedAt })))
    .onConflictDoNothing({ target: staticPages.slug });
  await db
    .insert(upcomingOutlets)
    .values(
      SEED_UPCOMING_OUTLETS.map((outlet, i) => ({
        name: outlet.name,
        city: outlet.city,
        locality: outlet.locality,
        openingMonth: outlet.openingMonth,
        description: outlet.description,
        imageUrl: upcomingImageUrl(outlet),
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing({ target: upcomingOutlets.name });
}
