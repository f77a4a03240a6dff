// Run by `npm install` (postinstall): loads each package that needs a native binary for this
// platform. The lock file is made on linux-x64, so on macOS or Windows npm can skip the optional
// platform packages (npm/cli#4828) and the build then fails with an obscure error; this says
// what to do instead. A package that is not installed at all (e.g. --omit=dev) is not checked.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = new URL("../../", import.meta.url);

const CHECKS = {
  "better-sqlite3": () => new (require("better-sqlite3"))(":memory:").close(),
  rolldown: () => import("rolldown").then((m) => m.VERSION ?? m.rolldown),
  rollup: () => require("rollup/dist/native.js"),
  esbuild: () => require("esbuild").transformSync("let a = 1"),
  lightningcss: () => require("lightningcss"),
  "@tailwindcss/oxide": () => require("@tailwindcss/oxide"),
};

const failed = [];
for (const [name, load] of Object.entries(CHECKS)) {
  if (!existsSync(new URL(`node_modules/${name}/package.json`, root))) continue;
  try {
    await load();
  } catch (error) {
    failed.push(`  ${name}: ${String(error?.message ?? error).split("\n")[0]}`);
  }
}

if (failed.length > 0) {
  console.error(`
Native packages for ${process.platform}-${process.arch} could not be loaded:
${failed.join("\n")}

The lock file was made on linux-x64, and npm can skip another platform's optional packages
(npm/cli#4828). See "Other platforms" in README.md. Fix:

  rm -rf node_modules package-lock.json     (Windows: rmdir /s /q node_modules & del package-lock.json)
  npm install
${failed.some((line) => line.startsWith("  better-sqlite3:")) ? `
better-sqlite3 gets its binary from its install script (a prebuilt download, else a compile).
npm skips a dependency's install script that package.json's allowScripts does not allow (npm
12 and later). Then: npm rebuild better-sqlite3
` : ""}`);
  process.exit(1);
}
