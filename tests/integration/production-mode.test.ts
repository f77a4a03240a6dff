/**
 * `npm start` renders with React's production build whatever NODE_ENV the operator set (or none):
 * the server sets it before anything loads React, so react and react-dom never disagree.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe("production mode", () => {
  for (const nodeEnv of ["", "development"]) {
    it(`renders pages when NODE_ENV is ${nodeEnv ? `"${nodeEnv}"` : "unset"}`, async () => {
      server = await startServer({ NODE_ENV: nodeEnv });
      for (const path of ["/", "/login", "/methodology"]) {
        const res = await fetch(server.url + path);
        expect(res.status, path).toBe(200);
        expect(await res.text()).toContain("<h1");
      }
      expect(server.output()).not.toMatch(/TypeError|getOwner/);
    });
  }
});
