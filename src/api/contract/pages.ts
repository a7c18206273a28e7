/** Info pages and upcoming outlets (issue 12). */
import { z } from 'zod';

/** A page's slug: lower-case words joined by dashes, as in its URL ('privacy-policy'). */
export const pageSlugParam = z
  .string({ error: 'slug is required' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and dashes')
  .max(64, 'slug must be at most 64 characters');

/** GET staticPage/{slug}: server HTML, which the client sanitises before it reaches the DOM. */
export interface StaticPage {
  slug: string;
  title: string;
  html: string;
  /** epoch ms */
  updatedAt: number;
  /** Issue 46: the language the title and HTML are in: the one asked for (?lang=hi) where the chain wrote it, else English. */
  lang?: 'en' | 'hi';
}

/** GET upcomingOutlets: the outlets opening next, first to open first. */
export interface UpcomingOutlet {
  recordId: number;
  name: string;
  city: string;
  locality: string;
  /** As customers read it: 'March 2027'. */
  openingMonth: string;
  description: string;
  imageUrl: string;
  /** Issue 46: the language its words are in (as StaticPage's), and when it stops being listed (epoch ms; null: not planned). */
  lang?: 'en' | 'hi';
  endsAt?: number | null;
}
