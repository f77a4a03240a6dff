// A content hash of everything the build is made from: the app (app/**), what it bundles from
// outside app/ (the db schema and the importers, db/import/**, which the first start runs), the
// public files, the build configuration (with the precompression it runs) and the locked
// dependency versions. Not the data the importers read (db/data), the migrations (read from
// db/migrations at start), the commands (db/admin, db/ops) or the tests. The build stores the
// hash in build/.source-hash; `node server.js` compares it to decide whether to build again, and
// the build fails if it bundled a file this list leaves out (vite.config.ts).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const FILES = [
  "react-router.config.ts",
  "vite.config.ts",
  "server/precompress.js",
  "package-lock.json",
  "tsconfig.json",
  "db/schema.ts",
];
const DIRS = ["app", "public", "db/import"];

export const HASH_FILE = join("build", ".source-hash");

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** The files the hash covers under `root`, as absolute paths in a stable order. */
export function sourceFiles(root = process.cwd()) {
  return [
    ...FILES.map((f) => join(root, f)).filter((f) => existsSync(f)),
    ...DIRS.map((d) => join(root, d)).filter((d) => existsSync(d)).flatMap((d) => walk(d, [])),
  ].sort();
}

/** The hash of the build's sources under `root` (paths and contents, in a stable order). */
export function sourceHash(root = process.cwd()) {
  const hash = createHash("sha256");
  for (const file of sourceFiles(root)) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}
