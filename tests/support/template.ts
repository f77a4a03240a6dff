/**
 * The template database: migrations applied and the shipped data loaded, exactly as a fresh
 * install reaches it on first start. Loading takes several seconds, so the file is cached under
 * `tests/.tmp/` and rebuilt only when something that shapes it changes: the migrations, the
 * shipped data, or the source of the loader (every module reachable from `db/import/shipped.ts`,
 * followed through its imports, so a refactor that moves code keeps the key honest).
 *
 * Next to the database, a JSON file keeps what that one `loadShippedData` run returned and
 * logged, so the loader's own test can assert on the run that built the template.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { LoadShippedResult } from "../../db/import/shipped";

const ROOT = process.cwd();
export const CACHE_DIR = resolve(ROOT, "tests/.tmp");

/** Inputs hashed as whole trees. */
const TREES = ["db/migrations", "db/data"];
/** Sources whose import graphs are hashed (the brief's list; the graph adds what they import). */
const ENTRY_POINTS = [
  "db/import/shipped.ts",
  "db/schema.ts",
  "app/lib/valuation.ts",
  "app/lib/property-tax.ts",
  "app/server/db.server.ts",
];

export type TemplateRun = { result: LoadShippedResult; lines: string[] };
export type Template = { file: string; runFile: string; key: string; built: boolean };

function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listTree(path));
    else out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveSpecifier(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("~/")) base = resolve(ROOT, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(from), spec);
  else return undefined; // a package: its version is in package-lock.json
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every project source file reachable from the entry points through static imports. */
export function sourceGraph(entries = ENTRY_POINTS): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => resolve(ROOT, e)).filter((f) => existsSync(f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveSpecifier(file, (match[1] ?? match[2])!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * The cache key: a hash of the names and contents of every input, and of today's date, since a
 * deal's figures are valued as of the day it is imported (the age of its sale and rent).
 */
export function templateKey(): string {
  const files = [
    ...TREES.flatMap((t) => listTree(resolve(ROOT, t))),
    ...sourceGraph(),
    resolve(ROOT, "package-lock.json"),
  ].filter((f) => existsSync(f));
  const hash = createHash("sha256").update(new Date().toISOString().slice(0, 10)).update("\0");
  for (const file of [...new Set(files)].sort()) {
    hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

async function build(file: string, runFile: string) {
  // Imported here so a cache hit does not load the importer at all.
  const { openDatabase } = await import("../../app/server/db.server");
  const { loadShippedData } = await import("../../db/import/shipped");
  const partial = `${file}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  const db = openDatabase(partial);
  const lines: string[] = [];
  const result = await loadShippedData(db, { log: (l) => lines.push(l), progress: false });
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  for (const suffix of ["-wal", "-shm"]) rmSync(partial + suffix, { force: true });
  writeFileSync(runFile, JSON.stringify({ result, lines } satisfies TemplateRun));
  // The database last: its presence means the pair is complete.
  renameSync(partial, file);
}

/**
 * The template for the current sources, built if missing. Several vitest projects may ask at
 * once: a lock file makes one build and the others wait for its result.
 */
export async function ensureTemplate(): Promise<Template> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const key = templateKey();
  const file = join(CACHE_DIR, `template-${key}.db`);
  const runFile = join(CACHE_DIR, `template-${key}.json`);
  if (existsSync(file) && existsSync(runFile)) return { file, runFile, key, built: false };

  const lock = join(CACHE_DIR, `template-${key}.lock`);
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    let fd: number | undefined;
    try {
      fd = openSync(lock, "wx");
    } catch {
      // Another process builds it: wait for the database (or for a stale lock to clear).
      if (existsSync(file)) return { file, runFile, key, built: false };
      if (Date.now() > deadline) throw new Error(`template database: gave up waiting for ${lock}`);
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 3 * 60_000) rmSync(lock, { force: true });
      await delay(250);
      continue;
    }
    try {
      if (!existsSync(file)) {
        // Old templates go: only the current key is kept.
        for (const old of readdirSync(CACHE_DIR).filter((n) => /^template-[0-9a-f]+\.(db|json)$/.test(n))) {
          rmSync(join(CACHE_DIR, old), { force: true });
        }
        await build(file, runFile);
        return { file, runFile, key, built: true };
      }
      return { file, runFile, key, built: false };
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

export function readTemplateRun(runFile: string): TemplateRun {
  return JSON.parse(readFileSync(runFile, "utf8")) as TemplateRun;
}
