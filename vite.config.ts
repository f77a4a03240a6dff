import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { precompressDirectory } from "./server/precompress.js";
import { HASH_FILE, sourceHash } from "./server/source-hash.js";

/**
 * After a production build: brotli and gzip copies of the hashed assets (served by
 * server/precompressed.js) and the sources' hash (so `npm start` knows the build is current).
 */
function afterBuild(): Plugin {
  return {
    name: "dealfinder-after-build",
    apply: "build",
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
