/**
 * Reading and writing accounts. The password hash never leaves this module: callers get a
 * `PublicUser`.
 */
import { eq, sql } from "drizzle-orm";
import { users, type User } from "../../db/schema";
import { prepared, type Db } from "./db.server";
import { hashPassword, timingDummyHash, verifyPassword } from "./password.server";

export type PublicUser = Omit<User, "passwordHash">;

export type Plan = "free" | "pro" | "enterprise";

/** free, pro, and anything else counts as enterprise (spec section 3). */
export function planOf(user: Pick<User, "subscriptionPlan">): Plan {
  if (user.subscriptionPlan === "free") return "free";
  if (user.subscriptionPlan === "pro") return "pro";
  return "enterprise";
}

export function canAccessPremiumFeatures(user: Pick<User, "subscriptionPlan">) {
  return planOf(user) !== "free";
}

export function toPublicUser(user: User): PublicUser {
  const { passwordHash: _omit, ...rest } = user;
  return rest;
}

export function findUserById(db: Db, id: string): PublicUser | undefined {
  const byId = prepared(db, "users.byId", () =>
    db.select().from(users).where(eq(users.id, sql.placeholder("id"))).prepare(),
  );
  const row = byId.get({ id });
  return row ? toPublicUser(row) : undefined;
}

export function findUserByEmail(db: Db, email: string): PublicUser | undefined {
  const row = db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
  return row ? toPublicUser(row) : undefined;
}

/**
 * A sign-up for an address that has an account. The message does not confirm that it has one
 * (decision 043); callers answer it with the same status as any other refused sign-up (400).
 */
export class DuplicateEmailError extends Error {
  constructor() {
    super("We couldn't create an account with these details. Please check them, or log in if you have an account.");
  }
}

export async function createUser(
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<PublicUser> {
  const email = input.email.toLowerCase();
  // The password is hashed first, whether or not the address is taken: the same work, so the
  // same time, either way.
  const passwordHash = await hashPassword(input.password);
  if (findUserByEmail(db, email)) throw new DuplicateEmailError();
  try {
    const row = db
      .insert(users)
      .values({ email, passwordHash, firstName: input.firstName, lastName: input.lastName })
      .returning()
      .get();
    return toPublicUser(row);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) {
      throw new DuplicateEmailError();
    }
    throw error;
  }
}

/** The user when the password matches; the same work is done when the email is unknown. */
export async function verifyLogin(
  db: Db,
  email: string,
  password: string,
): Promise<PublicUser | null> {
  const row = db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
  if (!row) {
    await verifyPassword(password, await timingDummyHash());
    return null;
  }
  return (await verifyPassword(password, row.passwordHash)) ? toPublicUser(row) : null;
}

export function updateProfile(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string },
): PublicUser {
  const row = db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
    .get();
  return toPublicUser(row);
}

export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) return false;
  const passwordHash = await hashPassword(newPassword);
  db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)).run();
  return true;
}
