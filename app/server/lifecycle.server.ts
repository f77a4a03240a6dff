/**
 * What the HTTP server calls once at start (validate the environment, open the database and
 * apply migrations, load the shipped data on first start) and once at stop.
 */
import { closeDb, getDb } from "./db.server";
import { getEnv } from "./env.server";
import { purgeExpiredSessions } from "./session.server";

export async function onServerStart() {
  const env = getEnv();
  getDb();
  purgeExpiredSessions();
  return { port: env.PORT };
}

export function onServerStop() {
  closeDb();
}
