/** Outlet feedback (SPEC 3 "Feedback", SPEC 7 saveFeedback): signed-in, stored once per Idempotency-Key. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { PATHS, saveFeedbackRequest, type FormReceipt } from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import { feedback, restaurants } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { accountWords } from '../messages/account';

/** In English, as the tests read it; the sender reads it in their language. */
export const FEEDBACK_SAVED = accountWords.feedbackReceived.en;

export const feedbackReference = (id: number): string => `GL-FB-${String(id).padStart(5, '0')}`;

export function feedbackRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post(PATHS.saveFeedback, async (c) => {
    const user = currentUser(c);
    const { selectedRestaurant, ...body } = await readJsonBody(c, saveFeedbackRequest);
    const [outlet] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, selectedRestaurant));
    if (!outlet) throw new ApiError(422, MSG.selectRestaurant);
    const [row] = await db
      .insert(feedback)
      .values({ userId: user.id, restaurantId: outlet.id, ...body, createdAt: new Date(deps.now()) })
      .returning({ id: feedback.id });
    return ok<FormReceipt>(c, { referenceId: feedbackReference(row!.id) }, { ref: accountWords.feedbackReceived });
  });

  return routes;
}
