/**
 * Which method valued the deals held, so an upgrade that changes the figures re-values them
 * (docs/decisions/077). Each import run records FIGURES_METHOD in `import_runs`; a start after an
 * upgrade brings every file's deals up to date where it can (./upgrade.ts) and names the rest.
 */
import type { Db } from "../../app/server/db.server";

/**
 * Raise by one in any change that alters the figures of deals already held: the valuation
 * (`app/lib/valuation*`), the deal builder, the UK HPI or rent lookups, or the non-market test.
 * 1: the UK HPI year before the file (decision 075) and the same-postcode test (decision 076).
 * 2: confidence falls for a value far below the area's average price (decision 078).
 * 3: bulk transfers flagged as non-market (decision 082; the stored inputs change).
 * 4: running costs, the loan and its interest in whole pounds (decision 081), and the
 *    below-average-price confidence bands judged on the unrounded ratio.
 * 5: a past sale's value is dated by its UK HPI month, not called "today" (decision 084): the
 *    stored descriptions and non-market reasons change.
 * 6: yield and ROI stored unrounded, so they are rounded once when shown, and the value against
 *    the area's average price said to one decimal (decision 142).
 * 7: the value's ratio to the area's average price and its difference stored from the percentage
 *    the confidence reason says, held under a band's limit (decision 173): 64.96% is 0.649 and
 *    35.1% below, not 0.650 and 35.0% below.
 * 8: a date said with its month in full (decision 243): a non-market reason stored as "sold on 10
 *    Jan 2019" is said "10 January 2019" in the confidence reasons it gives.
 */
export const FIGURES_METHOD = 8;

/**
 * The last method that changed what the importers store as a deal's valuation inputs (the HPI
 * month, the rent looked up, the non-market reason), not only the maths that `valueDeal` does
 * with them. Set it to FIGURES_METHOD when raising that for such a change. Deals valued by a
 * method from this one on are brought up to date from their stored inputs; older ones need
 * their file imported again.
 */
export const INPUTS_METHOD = 5;

/** Importer kinds whose runs write deals. */
const DEAL_KINDS = ["price-paid", "listings"] as const;

export interface StaleImport {
  file: string;
  kind: string;
  figuresMethod: number;
  finishedAt: Date;
}

/** Files of deals whose latest import was valued by an older method than this code's. */
export function staleImports(db: Db): StaleImport[] {
  const rows = db.$client
    .prepare(
      `SELECT file, kind, figures_method AS figuresMethod, finished_at AS finishedAt
       FROM import_runs r
       WHERE kind IN (${DEAL_KINDS.map(() => "?").join(", ")})
         AND id = (SELECT max(id) FROM import_runs WHERE file = r.file AND kind = r.kind)
         AND figures_method < ?
       ORDER BY file`,
    )
    .all(...DEAL_KINDS, FIGURES_METHOD) as { file: string; kind: string; figuresMethod: number; finishedAt: number }[];
  return rows.map((r) => ({ ...r, finishedAt: new Date(r.finishedAt) }));
}

/** Records that these files' deals are valued by this version's method now. */
export function markCurrent(db: Db, files: readonly Pick<StaleImport, "file" | "kind">[]) {
  const latest = db.$client.prepare(
    "UPDATE import_runs SET figures_method = ? WHERE id = (SELECT max(id) FROM import_runs WHERE file = ? AND kind = ?)",
  );
  db.$client.transaction(() => {
    for (const f of files) latest.run(FIGURES_METHOD, f.file, f.kind);
  }).immediate();
}
