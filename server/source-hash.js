// A content hash of everything the build is made from (app/**, the shared db schema, the
// build configuration and the locked dependency versions). The build stores it in
// build/.source-hash; `node server.js` compares it to decide whether to build again.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const FILES = ["react-router.config.ts", "vite.config.ts", "package-lock.json", "tsconfig.json", "db/schema.ts"];
const DIRS = ["app", "public"];

export const HASH_FILE = join("build", ".source-hash");

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** The hash of the build's sources under `root` (paths and contents, in a stable order). */
export function sourceHash(root = process.cwd()) {
  const files = [
    ...FILES.map((f) => join(root, f)).filter((f) => existsSync(f)),
    ...DIRS.map((d) => join(root, d)).filter((d) => existsSync(d)).flatMap((d) => walk(d, [])),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}
