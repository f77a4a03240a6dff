/**
 * What a start does after an upgrade that changed how figures are made (docs/decisions/077), so
 * no page shows a figure this version would not make:
 *
 * 1. Shipped deal files valued before INPUTS_METHOD are imported again (their inputs changed),
 *    against the reference data held, which `npm run data:update` may have made newer than the
 *    shipped files.
 * 2. Every deal is re-valued from its stored inputs with this version's maths.
 * 3. Files whose inputs were already current are recorded as up to date; the others (an
 *    operator's own files from before INPUTS_METHOD) are returned, to be named in a warning.
 */
import type { Db } from "../../app/server/db.server";
import { INPUTS_METHOD, markCurrent, staleImports, type StaleImport } from "./figures-method";
import { revalueFromInputs } from "./revalue";
import { loadShippedData, shippedFileNames, type LoadShippedOptions, type LoadShippedResult } from "./shipped";

export interface UpgradeResult {
  /** The shipped deal files imported again, or null when none needed it. */
  reloaded: LoadShippedResult | null;
  /** The re-valuation of every deal from its inputs, or null when nothing was stale. */
  revalued: { deals: number; changed: number } | null;
  /** Files whose deals still carry figures from an older method: import them again. */
  remaining: StaleImport[];
}

export interface UpgradeOptions extends LoadShippedOptions {
  /**
   * The last method that changed the stored inputs. Default: INPUTS_METHOD. The tests set it
   * below FIGURES_METHOD to follow the maths-only path when this version changed the inputs too.
   */
  inputsMethod?: number;
}

export async function revalueAfterUpgrade(db: Db, options: UpgradeOptions = {}): Promise<UpgradeResult> {
  const stale = staleImports(db);
  if (stale.length === 0) return { reloaded: null, revalued: null, remaining: [] };
  const shipped = shippedFileNames(options.dataDir);
  const inputsMethod = options.inputsMethod ?? INPUTS_METHOD;
  const inputsStale = (s: StaleImport) => s.figuresMethod < inputsMethod;
  const reloaded = stale.some((s) => inputsStale(s) && shipped.has(s.file))
    ? await loadShippedData(db, { ...options, onlyIfEmpty: false, dealsOnly: true })
    : null;
  const revalued = revalueFromInputs(db);
  markCurrent(db, staleImports(db).filter((s) => !inputsStale(s)));
  return { reloaded, revalued, remaining: staleImports(db) };
}
