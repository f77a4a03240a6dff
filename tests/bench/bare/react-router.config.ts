import type { Config } from "@react-router/dev/config";

// A bare React Router 7.18 app (two routes, no data), the yardstick of `npm run bench:load`.
export default {
  ssr: true,
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
} satisfies Config;
