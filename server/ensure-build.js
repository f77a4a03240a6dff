// `npm start` builds only when it must: when build/server/index.js is missing or the sources
// changed since the last build (their hash differs from build/.source-hash). A restart of an
// unchanged install starts straight away.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HASH_FILE, sourceHash } from "./source-hash.js";

/** Why a build is needed, or null when the current one is up to date. */
export function staleReason(root = process.cwd()) {
  if (!existsSync(join(root, "build", "server", "index.js"))) return "no build yet";
  // A deployment that ships a build without the build configuration (the container image)
  // has nothing to rebuild from: its build is the one to run.
  if (!existsSync(join(root, "react-router.config.ts"))) return null;
  const file = join(root, HASH_FILE);
  if (!existsSync(file)) return "the build has no source hash";
  return readFileSync(file, "utf8").trim() === sourceHash(root) ? null : "the sources changed since the last build";
}

/** Runs `react-router build` when the build is missing or stale; exits the process if it fails. */
export function ensureBuild(root = process.cwd()) {
  const reason = staleReason(root);
  if (!reason) return false;
  console.log(`Building the app (${reason})...`);
  const bin = join(root, "node_modules", ".bin", "react-router");
  // The build's own plugin (vite.config.ts) writes the new hash when it finishes. It is not
  // secret: it gets the usual modes, not the 0077 umask server.js sets for the database (a build
  // made by `npm start` was 0700, unreadable to any other user, a service's among them).
  const umask = process.umask(0o022);
  let result;
  try {
    result = spawnSync(bin, ["build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  } finally {
    process.umask(umask);
  }
  if (result.status !== 0) {
    console.error("The build failed; see above.");
    process.exit(1);
  }
  return true;
}
