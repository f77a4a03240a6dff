import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { ChatView } from "~/components/chat/chat-view";
import type { RootData } from "~/root";
import type { LoadedConversation } from "~/server/chat-page.server";

/** What the app's root loader sends for a signed-in free user. */
const ROOT_DATA = {
  user: {
    id: "u1",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    profileImageUrl: null,
    plan: "free",
    canAccessPremiumFeatures: false,
  },
  chats: [],
  usage: { plan: "free", searchesUsed: 3, questionsUsed: 0, searchLimit: 3, questionLimit: 2 },
  theme: "light",
  sidebarOpen: true,
  toast: null,
  env: { stripePublishableKey: null, supportEmail: "support@example.com", salesEmail: "sales@example.com", checkout: false },
  nonce: "",
} as unknown as RootData;

/**
 * The chat screen under a stub router: a root route (id "root", as in the app) whose loader
 * gives the signed-in user, the page at /dashboard, and a /chat action that records messages.
 */
async function renderChat(
  path = "/dashboard",
  answered: Promise<void> = Promise.resolve(),
  conversation: LoadedConversation | null = null,
  /** What the action answers once answered: nothing, or a redirect (a refusal's). */
  answer: () => Response | null = () => null,
) {
  const sent: string[] = [];
  const action = async ({ request }: { request: Request }) => {
    sent.push(String((await request.formData()).get("message")));
    await answered;
    return answer();
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ROOT_DATA,
      HydrateFallback: () => <p>Loading…</p>,
      children: [
        { path: "dashboard", Component: () => <ChatView conversation={conversation} submission="form-1" /> },
        { path: "chat", action },
        { path: "chat/:id", action },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  const box = (await screen.findByLabelText("Message", { selector: "textarea" })) as HTMLTextAreaElement;
  const form = box.form!;
  // Counted synchronously: the composer calls requestSubmit(), which fires "submit" at once.
  let submits = 0;
  form.addEventListener("submit", () => (submits += 1));
  return { box, sent, submits: () => submits, send: () => screen.getByRole("button", { name: /^(Send|Sending\.\.\.)$/ }) };
}

function type(box: HTMLTextAreaElement, value: string) {
  fireEvent.change(box, { target: { value } });
}

/** The pending status shown while `message` is answered (in `conversation`); gone once it is. */
/**
 * The status a message shows while it is answered, once the chat's reader of a message's kind has
 * loaded (it is fetched after the page's scripts, decision 137; until then a pending message says
 * "Thinking..."): the status `expected` when it comes, else the last one seen.
 */
async function statusWhileAnswering(message: string, expected: string, conversation: LoadedConversation | null = null): Promise<string | null> {
  let answer = () => {};
  const { box, send } = await renderChat("/dashboard", new Promise<void>((resolve) => (answer = resolve)), conversation);
  type(box, message);
  fireEvent.click(send());
  const shown = await screen.findByRole("status");
  const status = await waitFor(() => {
    expect(shown.textContent).toBe(expected);
    return shown.textContent;
  }).catch(() => shown.textContent);
  answer();
  await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  return status;
}

describe("chat composer", () => {
  it("greets the user by name and posts to /chat from the dashboard", async () => {
    const { box } = await renderChat();
    expect(await screen.findByText(/^Hi Ada!/)).toBeDefined();
    expect(box.form!.getAttribute("action")).toBe("/chat");
    expect(box.form!.getAttribute("method")).toBe("post");
    expect(box.required).toBe(true);
  });

  it("Enter sends the message (and does not add a line)", async () => {
    const { box, sent, submits } = await renderChat();
    type(box, "Houses in Manchester");
    const notPrevented = fireEvent.keyDown(box, { key: "Enter" });
    expect(notPrevented).toBe(false);
    expect(submits()).toBe(1);
    await waitFor(() => expect(sent).toEqual(["Houses in Manchester"]));
    // The box is cleared once the message is on its way.
    await waitFor(() => expect(box.value).toBe(""));
  });

  it("Shift+Enter leaves the key to the textarea (a new line) and sends nothing", async () => {
    const { box, submits } = await renderChat();
    type(box, "What is an EPC?");
    const notPrevented = fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(submits()).toBe(0);
    expect(box.value).toBe("What is an EPC?");
  });

  it("an empty or whitespace-only message cannot be sent: Enter does nothing, Send is disabled", async () => {
    const { box, submits, send } = await renderChat();
    expect(send()).toHaveProperty("disabled", true);
    fireEvent.keyDown(box, { key: "Enter" });
    type(box, "  \n\t ");
    expect(send()).toHaveProperty("disabled", true);
    const notPrevented = fireEvent.keyDown(box, { key: "Enter" });
    expect(notPrevented).toBe(false); // no stray line either
    expect(submits()).toBe(0);
    type(box, " x ");
    expect(send()).toHaveProperty("disabled", false);
  });

  it("the Send button sends too", async () => {
    const { box, sent, send } = await renderChat();
    type(box, "What is Section 24?");
    fireEvent.click(send());
    await waitFor(() => expect(sent).toEqual(["What is Section 24?"]));
  });

  it.each([
    ["show me more", "Searching..."],
    ["Houses in Manchester", "Searching for properties using AI..."],
    ["What is an EPC?", "Thinking..."],
  ])("while %j is answered, the status says %j (decision 127: a next page is a search)", async (message, status) => {
    expect(await statusWhileAnswering(message, status)).toBe(status);
  });

  /** A conversation whose one search was "3 bed houses in Leeds", then a question. */
  const searched = (kind: "search" | "chat" = "search"): LoadedConversation => ({
    id: "c1",
    title: "3 bed houses in Leeds",
    earlier: null,
    isEarlierPage: false,
    messages: [
      { id: "m1", role: "user", content: "3 bed houses in Leeds", kind, deals: [] },
      { id: "m2", role: "assistant", content: 'I found 19 properties matching "3-bed houses in Leeds".', kind, deals: [] },
      { id: "m3", role: "user", content: "What is an EPC?", kind: "chat", deals: [] },
      { id: "m4", role: "assistant", content: "An EPC rates a home's energy efficiency.", kind: "chat", deals: [] },
    ],
  });

  it.each([
    ["now 3 beds, lowest yield first", "a search", "Searching..."],
    ["cheapest first", "a search", "Searching..."],
    ["and Bradford", "a search", "Searching..."],
    ["under 100k", "a search", "Searching..."],
    // With no search before it there is nothing to change: a question, as the server routes it.
    ["cheapest first", "a question", "Thinking..."],
    // A question after a search is still a question.
    ["What is an EPC?", "a search", "Thinking..."],
  ] as const)("while %j is answered after %s, the status says %j (decision 136: a change to a search is a search)", async (message, before, status) => {
    expect(await statusWhileAnswering(message, status, searched(before === "a search" ? "search" : "chat"))).toBe(status);
  });

  it("a refused message comes back as ?draft= and is put back in the box", async () => {
    const { box } = await renderChat("/dashboard?upgrade=search&draft=houses+in+Leeds");
    expect(box.value).toBe("houses in Leeds");
    // Rendered in the browser, the chooser is a modal dialog (decision 144).
    const chooser = await screen.findByRole("dialog", { name: "Choose Your Plan" });
    expect((chooser as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole("link", { name: /Contact Sales/i }).getAttribute("href")).toBe("mailto:sales@example.com");
    // Closing the chooser keeps it too (the address keeps `draft`, drops `upgrade`).
    fireEvent.click(screen.getByRole("button", { name: /^Close/ }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose Your Plan" })).toBeNull());
    expect(box.value).toBe("houses in Leeds");
  });

  it("a message refused again, to the same address, is put back in the box again (decision 140)", async () => {
    const refusal = "/dashboard?upgrade=search&draft=houses+in+Leeds";
    const { box, send, sent } = await renderChat(refusal, Promise.resolve(), null, () => redirect(refusal));
    expect(box.value).toBe("houses in Leeds");
    fireEvent.click(send());
    await waitFor(() => expect(sent).toEqual(["houses in Leeds"]));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeDefined());
    await waitFor(() => expect(box.value).toBe("houses in Leeds"));
  });

  it("carries the page's one-time id with every message (decision 141)", async () => {
    const { box } = await renderChat();
    expect((box.form!.elements.namedItem("submission") as HTMLInputElement).value).toBe("form-1");
  });
});
