/**
 * Temporary SQLite databases for in-process tests: a copy of the template (migrations and
 * shipped data in, see ./template.ts) opened with the app's own `openDatabase`, removed after.
 * Needs the project's globalSetup (tests/support/global-setup.ts), which provides the template.
 */
import { eq } from "drizzle-orm";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { users } from "../../db/schema";
import { openDatabase, type Db } from "../../app/server/db.server";
import { createUser, findUserById, type Plan, type PublicUser } from "../../app/server/users.server";

export type TempDatabase = { db: Db; file: string; dir: string; close: () => void };

/** A fresh database file: a copy of the template, or (`empty`) only the migrations. */
export function tempDatabase(options: { empty?: boolean } = {}): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), "dealfinder-db-"));
  const file = join(dir, "test.db");
  if (!options.empty) copyFileSync(inject("templateDb"), file);
  const db = openDatabase(file);
  return {
    db,
    file,
    dir,
    close() {
      if (db.$client.open) db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers hooks that give every test (`"each"`, the default) or the whole file (`"file"`) its
 * own database; call the returned function inside a test to get it.
 */
export function useTempDatabase(scope: "each" | "file" = "each", options: { empty?: boolean } = {}): () => Db {
  let current: TempDatabase | undefined;
  const [before, after] = scope === "each" ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    current = tempDatabase(options);
  });
  after(() => {
    current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("useTempDatabase: no database outside a test");
    return current.db;
  };
}

let counter = 0;
export const TEST_PASSWORD = "Investor2025";

/** A new account made with the app's `createUser`, then put on `plan` (billing sets it in the app). */
export async function createTestUser(
  db: Db,
  plan: Plan = "free",
  input: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
): Promise<PublicUser> {
  counter += 1;
  const user = await createUser(db, {
    email: input.email ?? `user.${process.pid}.${counter}@example.com`,
    password: input.password ?? TEST_PASSWORD,
    firstName: input.firstName ?? "Ada",
    lastName: input.lastName ?? "Lovelace",
  });
  if (plan === "free") return user;
  db.update(users)
    .set({ subscriptionPlan: plan, subscriptionStatus: "active" })
    .where(eq(users.id, user.id))
    .run();
  return findUserById(db, user.id)!;
}
