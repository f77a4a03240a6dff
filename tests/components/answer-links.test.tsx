import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AnswerText } from "~/components/answer-text";
import { ChatView } from "~/components/chat/chat-view";
import { ANSWER_PAGES } from "~/lib/answer-links";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import type { LoadedConversation } from "~/server/chat-page.server";

/** A built-in answer that cites the app's assumptions as "(/methodology)". */
const BUILT_IN = answerGeneralQuestion("What yield is a £200,000 house renting at £900 a month?").answer;

/** Text as a model might write it: addresses and paths, none of them ours to link but one. */
const MODEL =
  "See https://evil.example/methodology, www.evil.example/plan, [a link](/account) and /billing.\n\n" +
  "Also /methodology#score, /methodology/x, //methodology and javascript:alert(1). Then: /methodology.";

function conversation(...messages: [role: "user" | "assistant", content: string][]): LoadedConversation {
  return {
    id: "c1",
    title: "Yields",
    earlier: null,
    isEarlierPage: false,
    messages: messages.map(([role, content], i) => ({ id: `m${i}`, role, content, kind: "chat", deals: [] })),
  } as unknown as LoadedConversation;
}

async function renderChat(c: LoadedConversation) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => null,
      HydrateFallback: () => <p>Loading…</p>,
      children: [{ path: "chat/c1", Component: () => <ChatView conversation={c} submission="s" /> }],
    },
  ]);
  render(<Stub initialEntries={["/chat/c1"]} />);
  return screen.findByRole("log", { name: "Messages" });
}

/** Every "(/page)" or ", /page)" the built-in assistant's code writes, outside comments. */
function pathsInAnswers(): string[] {
  const found = new Set<string>();
  for (const dir of ["app/lib/assistant", "app/server/assistant"]) {
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"))) {
      for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
        for (const m of line.matchAll(/(?:\(|, )(\/[a-z][a-z#-]*)\)/g)) found.add(m[1]!);
      }
    }
  }
  return [...found].sort();
}

describe("the product's own pages in an answer (decision 186)", () => {
  it("allows every page the built-in assistant names by path, and no other", () => {
    expect(pathsInAnswers()).toEqual(Object.keys(ANSWER_PAGES).sort());
  });


  it("links a built-in answer's (/methodology), named for a screen reader, keeping the text", async () => {
    expect(BUILT_IN).toContain("(/methodology)");
    const log = await renderChat(conversation(["user", "What yield is a £200,000 house renting at £900 a month?"], ["assistant", BUILT_IN]));
    // jsdom drops the space before the clipped span, which a browser keeps (tests/e2e/chat.test.ts).
    const link = within(log).getByRole("link", { name: /^\/methodology ?\(How deals are valued and scored\)$/ });
    expect(link.getAttribute("href")).toBe("/methodology");
    expect(link.closest("p")!.textContent).toContain("as at 23 November 2026 (/methodology (How deals are valued and scored)), not a mortgage offer");
    expect(within(log).getAllByRole("link")).toHaveLength(1);
  });

  it("links nothing else: external addresses, other paths and a path the user typed stay text", async () => {
    const log = await renderChat(conversation(["user", "Is (/methodology) right?"], ["assistant", MODEL]));
    const links = within(log).getAllByRole("link");
    // The one bare "/methodology" at the end of the model's text, and nothing from the user.
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/methodology"]);
    expect(log.textContent).toContain("https://evil.example/methodology, www.evil.example/plan, [a link](/account) and /billing.");
    expect(log.textContent).toContain("Also /methodology#score, /methodology/x, //methodology and javascript:alert(1).");
    expect(log.textContent).toContain("You said: Is (/methodology) right?");
  });

  it("renders the same on the server and in the browser: hydrating it changes nothing", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const ui = (
      <MemoryRouter>
        <p>
          <AnswerText text={BUILT_IN} />
        </p>
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (e) => recoverable.push(e) }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector('a[href="/methodology"]')).not.toBeNull();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
