/**
 * Re-valuing a held deal from the inputs stored with its valuation (`valuation.inputs`), with
 * this version's valuation maths: the non-market pass does it for a deal whose flag changed, and
 * a start after an upgrade does it for every deal when only the maths changed (decision 077).
 */
import type { Statement } from "better-sqlite3";
import { searchFlagsOf } from "../../app/lib/search/flags";
import { valueDeal, type Valuation, type ValuationInput } from "../../app/lib/valuation";
import type { Db } from "../../app/server/db.server";

type StoredValuation = Record<string, unknown> & { inputs: ValuationInput };

/**
 * The stored valuation made again from its inputs (with `overrides` laid over them), keeping any
 * field this version does not make; null when the inputs no longer value.
 */
export function revalueStored(
  stored: string,
  overrides: Partial<ValuationInput> = {},
): { v: Valuation; valuation: Record<string, unknown> } | null {
  const valuation = JSON.parse(stored) as StoredValuation;
  const v = valueDeal({ ...valuation.inputs, ...overrides });
  if (!v) return null;
  const { assumptions: _constant, ...rest } = v;
  const extras = Object.fromEntries(Object.entries(valuation).filter(([k]) => !(k in rest)));
  return { v, valuation: { ...rest, ...extras } };
}

const PAGE = 2_000;

/**
 * Every held deal re-valued from its stored inputs; rows whose figures differ are written (price,
 * yield, ROI, score, search flags and the valuation). The description and bedrooms come from the
 * importer's inputs, which this does not change. Returns how many deals were read and changed.
 */
export function revalueFromInputs(db: Db): { deals: number; changed: number } {
  const c = db.$client;
  const page = c.prepare("SELECT id, price, yield, roi, score, search_flags, valuation FROM deals WHERE id > ? ORDER BY id LIMIT ?");
  const update: Statement = c.prepare(
    `UPDATE deals SET price = ?, yield = ?, roi = ?, score = ?, search_flags = ?, valuation = ?,
            updated_at = (unixepoch('subsec') * 1000) WHERE id = ?`,
  );
  type Row = { id: number; price: number; yield: number; roi: number; score: number; search_flags: number; valuation: string };
  let after = 0;
  let deals = 0;
  let changed = 0;
  for (;;) {
    const rows = page.all(after, PAGE) as Row[];
    if (rows.length === 0) break;
    c.transaction(() => {
      for (const row of rows) {
        let made: ReturnType<typeof revalueStored>;
        try {
          made = revalueStored(row.valuation);
        } catch {
          continue; // a valuation that is not JSON (edited by hand) is left as it is, not a failed start
        }
        if (!made) continue;
        const json = JSON.stringify(made.valuation);
        const flags = searchFlagsOf(made.valuation);
        const { v } = made;
        const same =
          json === row.valuation &&
          v.currentValue === row.price &&
          v.grossYield === row.yield &&
          v.roi === row.roi &&
          v.score === row.score &&
          flags === row.search_flags;
        if (same) continue;
        update.run(v.currentValue, v.grossYield, v.roi, v.score, flags, json, row.id);
        changed++;
      }
    }).immediate();
    deals += rows.length;
    after = rows.at(-1)!.id;
  }
  return { deals, changed };
}
