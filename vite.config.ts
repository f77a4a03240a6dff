import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, writeFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { precompressDirectory } from "./server/precompress.js";
import { HASH_FILE, sourceFiles, sourceHash } from "./server/source-hash.js";

/**
 * A production build: it stops if it bundled one of our files that the sources' hash leaves out
 * (a change there would not rebuild on `npm start`); afterwards, brotli and gzip copies of the
 * hashed assets (served by server/precompressed.js) and the sources' hash (so `npm start` knows
 * the build is current).
 */
function afterBuild(): Plugin {
  return {
    name: "dealfinder-after-build",
    apply: "build",
    generateBundle() {
      const root = process.cwd();
      const hashed = new Set(sourceFiles(root));
      const missing = [...this.getModuleIds()]
        .map((id) => id.replace(/[?#].*$/, ""))
        .filter((file) => file.startsWith(root + sep) && !file.includes(`${sep}node_modules${sep}`) && !hashed.has(file));
      if (missing.length > 0) {
        const files = [...new Set(missing)].map((file) => relative(root, file)).sort().join(", ");
        this.error(`The build bundles ${files}, which server/source-hash.js does not cover: add it there, or npm start will not rebuild when it changes`);
      }
    },
    closeBundle: {
      sequential: true,
      handler() {
        const assets = "build/client/assets";
        if (this.environment.name === "client" && existsSync(assets)) precompressDirectory(assets);
        if (existsSync("build/server/index.js")) writeFileSync(HASH_FILE, `${sourceHash()}\n`);
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), afterBuild()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
