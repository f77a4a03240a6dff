import type { Config } from "@react-router/dev/config";

// A bare React Router 7.18 app (two routes, no data), the yardstick of `npm run bench:load`.
// BARE_BUILD names another build folder (the variant with filler routes, see app/routes.ts).
export default {
  ssr: true,
  buildDirectory: process.env.BARE_BUILD ?? "build",
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
} satisfies Config;
