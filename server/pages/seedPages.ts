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

/** The slugs the app links to, with their titles (the route titles of issue 12). */
export const SEED_PAGES: ReadonlyArray<{ slug: string; title: string; html: () => string }> = [
  { slug: 'privacy-policy', title: 'Privacy Policy', html: () => PRIVACY_POLICY_HTML },
  { slug: 'terms-and-conditions', title: 'Terms And Conditions', html: () => TERMS_HTML },
  { slug: 'ceo', title: 'CEO Speaks', html: () => CEO_HTML },
  { slug: 'nutrition-information', title: 'Nutrition Information', html: nutritionHtml },
  { slug: 'atm-bar', title: 'ATM Bar', html: () => ATM_BAR_HTML },
];

export async function seedPages(db: Database, now: number): Promise<void> {
  const updatedAt = new Date(now);
  await db
    .insert(staticPages)
    .values(SEED_PAGES.map((page) => ({ slug: page.slug, title: page.title, html: page.html().trim(), updatedAt })))
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
