/**
 * Saving the profile (the account form and `PUT /api/user/profile`): the database first, as the
 * source of truth, in one statement with no transaction held, then the name sent to the user's
 * Stripe customer, after the write and outside it (decision 154). Stripe's failure never fails
 * the save: it is logged, and the user sees "Profile updated".
 */
import { sendNameToStripe } from "./billing/customer-details.server";
import type { Db } from "./db.server";
import { updateProfile, type PublicUser } from "./users.server";

export async function saveProfile(db: Db, userId: string, input: { firstName: string; lastName: string }): Promise<PublicUser> {
  const user = updateProfile(db, userId, input);
  await sendNameToStripe(db, user);
  return user;
}
