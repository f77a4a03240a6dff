/**
 * What the HTTP server calls once at start (validate the environment, open the database and
 * apply migrations, load the shipped data on first start) and once at stop.
 */
import { loadShippedData } from "../../db/import/shipped";
import { closeDb, getDb } from "./db.server";
import { getEnv } from "./env.server";
import { purgeExpiredSessions } from "./session.server";

export async function onServerStart() {
  const env = getEnv();
  const db = getDb();
  purgeExpiredSessions(db);
  // A new install has deals at once: the shipped government data loads on first start.
  const loaded = await loadShippedData(db, { onlyIfEmpty: true, quiet: true });
  if (!loaded.skipped) console.log(`Loaded the shipped data: ${loaded.deals} deals in ${(loaded.ms / 1000).toFixed(1)} s`);
  return { port: env.PORT, db };
}

export function onServerStop() {
  closeDb();
}
