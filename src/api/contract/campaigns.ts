/**
 * Campaigns in the head office console (issue 46, /v1/admin/campaigns): a push and an in-app notification to a
 * segment of diners, in English and Hindi, prepared by an editor and sent by the owner (or a role the owner allows).
 */
import { z } from 'zod';
import { mobileNumberSchema } from './fields';
import { id } from './fields';
import { CAMPAIGN_KINDS, CAMPAIGN_LIMITS, CAMPAIGN_SEGMENT_TYPES, type CAMPAIGN_STATES } from '../campaignRules';


const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} has at most ${max} characters`)
    .regex(/^[^<>]*$/, `${field} cannot contain < or >`);

const days = (field: string) =>
  z
    .number({ error: `${field} must be a number of days` })
    .int(`${field} must be a whole number of days`)
    .min(1, `${field} must be at least 1`)
    .max(CAMPAIGN_LIMITS.maxDays, `${field} is at most ${CAMPAIGN_LIMITS.maxDays}`);

export const campaignSegment = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('everyone') }).strict(),
    z.object({ type: z.literal('city'), city: text('city', 80).min(1, 'Choose a city') }).strict(),
    z.object({ type: z.literal('outlet'), outletId: id('outletId'), days: days('days') }).strict(),
    z.object({ type: z.literal('dish'), itemId: id('itemId') }).strict(),
    z.object({ type: z.literal('lapsed'), days: days('days') }).strict(),
    z.object({ type: z.literal('device'), mobile: mobileNumberSchema }).strict(),
  ],
  { error: `segment.type must be one of ${CAMPAIGN_SEGMENT_TYPES.join(', ')}` },
);
export type CampaignSegmentInput = z.infer<typeof campaignSegment>;

/** An app screen: a path of this app, never another site ('//host' or 'https:' are refused). */
const target = z
  .string({ error: 'Choose the screen its click opens' })
  .trim()
  .max(CAMPAIGN_LIMITS.targetMax, `The screen is at most ${CAMPAIGN_LIMITS.targetMax} characters`)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/, 'The screen must be a path of the app, like /offers');

const words = z
  .object({ title: text('title', CAMPAIGN_LIMITS.titleMax), body: text('body', CAMPAIGN_LIMITS.bodyMax) })
  .strict()
  .refine((w) => (w.title === '') === (w.body === ''), { message: 'Give both a title and a body in a language, or neither' });

/** POST /campaigns and PUT /campaigns/:id (with the version read): English and Hindi, either may be empty but not both. */
export const campaignRequest = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS, { error: `kind must be one of ${CAMPAIGN_KINDS.join(', ')}` }),
    en: words,
    hi: words,
    target,
    segment: campaignSegment,
    urgent: z.boolean({ error: 'urgent must be true or false' }),
    /** epoch ms; null: at once when sent. */
    sendAt: z.number({ error: 'sendAt must be a time' }).int().positive().nullable(),
    version: z.number().int().positive().optional(),
  })
  .strict()
  .refine((c) => c.en.title !== '' || c.hi.title !== '', { message: 'Write the campaign in English, Hindi or both', path: ['en'] });
export type CampaignRequest = z.infer<typeof campaignRequest>;

/** POST /campaigns/:id/send (the version the owner read) and /campaigns/:id/test (the editor's own phone, a diner's number). */
export const sendCampaignRequest = z.object({ version: z.number({ error: 'version is required' }).int().positive() }).strict();
export const testCampaignRequest = z.object({ mobile: mobileNumberSchema }).strict();
export const campaignSettingsRequest = z
  .object({
    senderRoles: z.array(z.enum(['editor', 'manager', 'support', 'finance'], { error: 'senderRoles holds console roles other than owner' })).max(4),
    version: z.number().int().positive(),
  })
  .strict();
/** POST notificationOpened: the app reopened from a push's click. */
export const notificationOpenedRequest = z.object({ recordId: id('recordId') }).strict();

export interface CampaignFigures {
  /** Diners reached (queued or capped) and their devices. */
  targeted: number;
  devices: number;
  held: number;
  capped: number;
  sent: number;
  failed: number;
  opened: number;
}

export interface AdminCampaign extends CampaignFigures {
  id: number;
  kind: (typeof CAMPAIGN_KINDS)[number];
  en: { title: string; body: string };
  hi: { title: string; body: string };
  target: string;
  segment: CampaignSegmentInput;
  urgent: boolean;
  sendAt: number | null;
  state: (typeof CAMPAIGN_STATES)[number];
  version: number;
  createdAt: number;
  updatedAt: number;
}

/** GET /campaigns/:id/preview: who it would reach now, by language. */
export interface CampaignPreview {
  diners: number;
  devices: number;
  english: number;
  hindi: number;
}

export interface CampaignSettings {
  senderRoles: string[];
  version: number;
}
