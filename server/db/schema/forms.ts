/** What the contact, franchise, careers and feedback forms keep (issue 12). */
import { customType, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import { restaurants } from './outlets';

/** A file's bytes in the database (job applications' CVs): bytea, read back as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Contact Us and franchise enquiries (issue 12), public forms: userId is set when the sender was signed in.
 * kind: CONTACT or FRANCHISE; city and investmentRange belong to franchise enquiries.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    email: text('email').notNull(),
    city: text('city'),
    investmentRange: text('investment_range'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * Job applications (issue 12, /job-and-career) with the applicant's CV, a PDF of at most 2 MB kept in the
 * database: it is read by the chain's HR, never served back by the API.
 */
export const jobApplications = pgTable('job_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  mobile: varchar('mobile', { length: 10 }).notNull(),
  email: text('email').notNull(),
  city: text('city').notNull(),
  position: text('position').notNull(),
  message: text('message').notNull(),
  cvFileName: text('cv_file_name').notNull(),
  cv: bytes('cv').notNull(),
  createdAt: createdAt(),
});

/** Outlet feedback (SPEC 3 "Feedback", saveFeedback): five 1-5 star ratings and two free texts. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    customerName: text('customer_name').notNull(),
    customerMobile: varchar('customer_mobile', { length: 10 }).notNull(),
    qualityOfFood: smallint('quality_of_food').notNull(),
    serviceQuality: smallint('service_quality').notNull(),
    cleaning: smallint('cleaning').notNull(),
    staffBehavior: smallint('staff_behavior').notNull(),
    music: smallint('music').notNull(),
    bestPartOfRestaurant: text('best_part_of_restaurant').notNull(),
    suggestion: text('suggestion').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
