/**
 * Reliability: SIGTERM lets the requests in flight finish, refuses new connections, closes
 * the database and exits 0.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startFakeOpenAI } from "../fakes/openai";
import { Client, setPlan, signUp, startServer, type TestServer } from "../support/server";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: fake.baseURL });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

it("finishes a slow request after SIGTERM, then exits 0", async () => {
  const client = new Client(server.url);
  const { email } = await signUp(client);
  await setPlan(server.dbFile, email, "pro");
  fake.set({ kind: "reply", text: "Answered during shutdown." });
  const release = fake.hold();
  const slow = client.json("/api/ai/chat", { message: "What is Section 24?" });
  await vi.waitFor(() => expect(fake.requests.length).toBe(1), { timeout: 10_000 });

  const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
  server.child.kill("SIGTERM");
  await vi.waitFor(() => expect(server.output()).toMatch(/SIGTERM received/), { timeout: 10_000 });
  // No new connections once stopping.
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

  release();
  const res = await slow;
  expect(res.status).toBe(200);
  expect((await res.json()).response).toMatch(/^Answered during shutdown\.\n\nSource: /);
  expect(await exited).toBe(0);
  expect(server.output()).toMatch(/"msg":"stopped","exitCode":0/);
});
