/**
 * What the HTTP server calls once at start (validate the environment, open the database and
 * apply migrations, load the shipped data on first start or re-value it after an upgrade that
 * changed the figures) and once at stop.
 */
import { indexMonthsWarning } from "../../db/import/hpi";
import { loadShippedData } from "../../db/import/shipped";
import { revalueAfterUpgrade } from "../../db/import/upgrade";
import { billingConfigWarning, billingCspSources } from "./billing/stripe.server";
import { closeDb, getDb } from "./db.server";
import { getGazetteer } from "./places.server";
import { getEnv } from "./env.server";
import { purgeExpiredSessions } from "./session.server";

export async function onServerStart() {
  const env = getEnv();
  const db = getDb();
  purgeExpiredSessions(db);
  // A new install has deals at once: the shipped government data loads on first start.
  const loaded = await loadShippedData(db, { onlyIfEmpty: true, quiet: true });
  if (!loaded.skipped) console.log(`Loaded the shipped data: ${loaded.deals} deals in ${(loaded.ms / 1000).toFixed(1)} s`);
  // An upgrade that changed how figures are made re-values them before any page shows one.
  const started = performance.now();
  const { reloaded, revalued, remaining } = await revalueAfterUpgrade(db, { quiet: true });
  if (revalued) {
    const reimported = reloaded
      ? `imported the shipped Price Paid files again (${reloaded.files.reduce((n, f) => n + f.changed, 0)} deals changed), then `
      : "";
    console.log(
      `The figures method changed: ${reimported}re-valued ${revalued.deals} deals from their inputs ` +
        `(${revalued.changed} changed), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // The place index of the latest import: read back in milliseconds when the importer kept it,
  // made here (before the port opens) when not, never on a user's first search (decision 157).
  getGazetteer(db);
  // A database whose UK HPI tables an earlier version left at different months (decision 099).
  const split = indexMonthsWarning(db);
  if (split) console.warn(split);
  for (const file of remaining) {
    console.warn(
      `${file.file} (imported ${file.finishedAt.toISOString().slice(0, 10)}) was valued by an older method: ` +
        `import it again to update its deals' figures (docs/operations.md, "Upgrades")`,
    );
  }
  // Extra CSP sources (Stripe's checkout and portal origins for `form-action`), the trusted
  // proxies as Express takes them, from the validated env, and the warnings server.js logs as
  // lines of their own (a partial Stripe set-up, decision 147).
  const billing = billingConfigWarning(env);
  return {
    port: env.PORT,
    db,
    csp: billingCspSources(env),
    trustProxy: env.TRUST_PROXY,
    warnings: billing ? [billing] : [],
  };
}

export function onServerStop() {
  closeDb();
}
