/**
 * What the HTTP server calls once at start (validate the environment, open the database and
 * apply migrations, load the shipped data on first start) and once at stop.
 */
import { loadShippedData } from "../../db/import/shipped";
import { billingCspSources } from "./billing/stripe.server";
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
  // Extra CSP sources (Stripe's checkout and portal origins for `form-action`), from the validated env.
  return { port: env.PORT, db, csp: billingCspSources(env) };
}

export function onServerStop() {
  closeDb();
}
