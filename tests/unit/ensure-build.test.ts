import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureBuild, staleReason } from "../../server/ensure-build.js";
import { HASH_FILE, sourceHash } from "../../server/source-hash.js";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-check-"));
  mkdirSync(join(root, "app", "routes"), { recursive: true });
  writeFileSync(join(root, "app", "routes", "home.tsx"), "export default 1;\n");
  writeFileSync(join(root, "vite.config.ts"), "export default {};\n");
  writeFileSync(join(root, "package-lock.json"), "{}\n");
  writeFileSync(join(root, "react-router.config.ts"), "export default {};\n");
  for (const dir of ["db/import", "db/data", "db/migrations", "db/ops", "tests/unit", "server"]) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, "db/schema.ts"), "export const a = 1;\n");
  writeFileSync(join(root, "db/import/price-paid.ts"), "export const b = 1;\n");
  writeFileSync(join(root, "server/precompress.js"), "export const c = 1;\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build() {
  mkdirSync(join(root, "build", "server"), { recursive: true });
  writeFileSync(join(root, "build", "server", "index.js"), "");
  writeFileSync(join(root, HASH_FILE), `${sourceHash(root)}\n`);
}

describe("whether npm start must build", () => {
  it("builds when there is no build, and not again while the sources are unchanged", () => {
    expect(staleReason(root)).toBe("no build yet");
    build();
    expect(staleReason(root)).toBeNull();
  });

  it("builds again when a source (the importers and schema it bundles from db/ too), the build configuration or the lock file changes", () => {
    for (const [file, text] of [
      ["app/routes/home.tsx", "export default 2;\n"],
      ["app/routes/new.tsx", "export default 3;\n"],
      ["vite.config.ts", "export default { base: '/' };\n"],
      ["package-lock.json", '{"lockfileVersion":3}\n'],
      // Bundled from outside app/: the schema and the importers the first start runs.
      ["db/schema.ts", "export const a = 2;\n"],
      ["db/import/price-paid.ts", "export const b = 2;\n"],
      ["db/import/new-kind.ts", "export const d = 1;\n"],
      ["server/precompress.js", "export const c = 2;\n"],
    ]) {
      build();
      writeFileSync(join(root, file!), text!);
      expect(staleReason(root)).toBe("the sources changed since the last build");
    }
  });

  it("does not build again for the data, the migrations, the commands or the tests", () => {
    build();
    for (const [file, text] of [
      ["db/data/pp-2025.csv", "a,b\n"],
      ["db/migrations/0007_next.sql", "select 1;\n"],
      ["db/ops/cli.ts", "export {};\n"],
      ["tests/unit/new.test.ts", "export {};\n"],
    ]) {
      writeFileSync(join(root, file!), text!);
      expect(staleReason(root)).toBeNull();
    }
  });

  it("runs a shipped build as it is where there is no build configuration (the container image)", () => {
    build();
    rmSync(join(root, "react-router.config.ts"));
    writeFileSync(join(root, "app/routes/home.tsx"), "changed\n");
    expect(staleReason(root)).toBeNull();
  });

  it("builds when a build has no recorded hash", () => {
    build();
    rmSync(join(root, HASH_FILE));
    expect(staleReason(root)).toBe("the build has no source hash");
  });
});

describe("a build npm start makes", () => {
  // server.js sets a 0077 umask first (the database is the owner's alone), and the build it ran
  // inherited it: build/ was 0700 and its files 0600, unreadable to any other user (a service
  // user starting a checkout built by `npm start`, a test running the server as nobody).
  it("has the usual modes, not the server's private umask", () => {
    const bin = join(root, "node_modules", ".bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, "react-router"), "#!/bin/sh\nmkdir -p build/server && echo '' > build/server/index.js\n");
    chmodSync(join(bin, "react-router"), 0o755);
    const umask = process.umask(0o077);
    try {
      expect(ensureBuild(root)).toBe(true);
      expect(process.umask()).toBe(0o077);
    } finally {
      process.umask(umask);
    }
    expect(statSync(join(root, "build")).mode & 0o777).toBe(0o755);
    expect(statSync(join(root, "build", "server", "index.js")).mode & 0o777).toBe(0o644);
  });
});
