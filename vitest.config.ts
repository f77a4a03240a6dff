import { defineConfig } from "vitest/config";

// The reactRouter() plugin stays out of here (it is for the app build only).
// Projects, fastest first: `unit` (pure functions, the importer), `server` (data-access and
// services in-process on a real SQLite file), `components` (React components in jsdom),
// `integration` (the built server over HTTP) and `e2e` (Chromium). See docs/decisions/014.
const globalSetup = ["tests/support/global-setup.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          globalSetup,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          globalSetup,
          environment: "node",
          // The app reads its environment once (app/server/env.server.ts); tests get the built-in
          // assistant engine and no Stripe, whatever the shell running them has set.
          env: { NODE_ENV: "test", OPENAI_API_KEY: "", STRIPE_SECRET_KEY: "", SESSION_SECRET: "server-project-secret" },
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["tests/components/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/components-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser at a time: this machine has 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
