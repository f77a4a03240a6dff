/**
 * A small OpenAI-compatible server on 127.0.0.1: records every request and answers
 * `POST /v1/chat/completions` as the test tells it to (text, an error status, or nonsense).
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = { path: string; headers: IncomingHttpHeaders; body: any };
export type Behaviour =
  | { kind: "reply"; text: string }
  | { kind: "status"; status: number }
  | { kind: "empty" };

export async function startFakeOpenAI() {
  const requests: Recorded[] = [];
  let behaviour: Behaviour = { kind: "reply", text: "Fake model answer." };
  // A held answer waits until the test releases it (a slow model); the next request takes it.
  let gate: Promise<void> | null = null;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", async () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      const answer = behaviour; // as set when the request arrived, even if it is held
      if (gate) {
        const held = gate;
        gate = null;
        await held;
      }
      if (req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      if (answer.kind === "status") {
        res
          .writeHead(answer.status, { "Content-Type": "application/json", "retry-after-ms": "10" })
          .end(JSON.stringify({ error: { message: "fake failure", type: "server_error" } }));
        return;
      }
      const content = answer.kind === "reply" ? answer.text : "";
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body?.model ?? "fake",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next: Behaviour) {
      behaviour = next;
    },
    /** Holds the answer to the next request until the returned function is called. */
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
    reset() {
      requests.length = 0;
      behaviour = { kind: "reply", text: "Fake model answer." };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
