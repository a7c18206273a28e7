/** A campaign's words in a language (issue 46): English in its columns, Hindi in its translations. */
import type { campaigns } from '../db/schema';

type Campaign = Pick<typeof campaigns.$inferSelect, 'title' | 'body' | 'translations'>;

export const hasText = (campaign: Campaign, locale: 'en' | 'hi'): boolean =>
  locale === 'en' ? campaign.title !== '' : (campaign.translations.hi?.title ?? '') !== '';

/** Its title and body in `locale`, or in the language it has when not (the send refuses a segment that needs the missing one). */
export function campaignText(campaign: Campaign, locale: 'en' | 'hi'): { title: string; body: string } {
  const hindi = campaign.translations.hi;
  if ((locale === 'hi' && hindi?.title) || (!campaign.title && hindi?.title)) return { title: hindi.title, body: hindi.body };
  return { title: campaign.title, body: campaign.body };
}
