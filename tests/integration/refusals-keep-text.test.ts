/**
 * A refused chat message or deal question keeps its text (decision 140), and a double post of
 * the chat composer is kept and charged once (decision 141). With JavaScript off: plain form
 * posts, then the page the redirect names, read as the browser would render its form.
 */
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH } from "~/lib/chat-limits";
import { inputValue, pageText, textareaValue } from "../support/html";
import { type Client, useServerWithDb } from "../support/server";
import { conversationIdOf, pathOf } from "../support/urls";
import { setQuestionsUsed, setSearchesUsed, spendFairUse } from "../support/usage";

const t = useServerWithDb();
const { newUser, usage } = t;

const SLOW_DOWN = "Please slow down";

/** The page a refusal went back to, and what its message box and question box hold. */
async function followed(client: Client, refused: Response) {
  expect(refused.status).toBe(302);
  const location = refused.headers.get("location")!;
  const html = await (await client.get(location)).text();
  return { location, html, message: textareaValue(html, "message"), question: textareaValue(html, "question") };
}

const dealId = () => (t.db.prepare("select min(id) as id from deals").get() as { id: number }).id;
const conversations = (userId: string) =>
  (t.db.prepare("select count(*) as n from conversations where user_id = ?").get(userId) as { n: number }).n;
const messages = (conversationId: string) =>
  t.db.prepare("select role, content from messages where conversation_id = ? order by rowid").all(conversationId) as {
    role: string;
    content: string;
  }[];

describe("a message refused by fair use keeps its text (decision 140)", () => {
  it("on the chat home, in a conversation and on the deal page, spending nothing", async () => {
    const { client, userId } = await newUser();
    const chat = (await client.form("/chat", { message: "What is Section 24?" })).headers.get("location")!;
    const conversationId = conversationIdOf(chat);
    spendFairUse(t.server.dbFile, userId);
    const before = usage(userId);

    const home = await followed(client, await client.form("/chat", { message: "houses in Leeds & Bury" }));
    expect(home.location).toBe("/dashboard?draft=houses+in+Leeds+%26+Bury");
    expect(pageText(home.html)).toContain(SLOW_DOWN);
    expect(home.message).toBe("houses in Leeds & Bury");

    const inChat = await followed(client, await client.form(`/chat/${conversationId}`, { message: "And an HMO?" }));
    expect(pathOf(inChat.location)).toBe(`/chat/${conversationId}?draft=And+an+HMO%3F`);
    expect(pageText(inChat.html)).toContain(SLOW_DOWN);
    expect(inChat.message).toBe("And an HMO?");

    // The deal page: the question, and the chat it belonged to, back at the form.
    const id = dealId();
    const deal = await followed(client, await client.form(`/deals/${id}`, { intent: "ask", question: "Is it <good>?", c: conversationId }));
    expect(deal.location).toBe(`/deals/${id}?c=${conversationId}&question=Is+it+%3Cgood%3E%3F#ask`);
    expect(pageText(deal.html)).toContain(SLOW_DOWN);
    expect(deal.question).toBe("Is it <good>?");
    expect(inputValue(deal.html, "c")).toBe(conversationId);
    // Someone else's chat is not carried into the address.
    const other = await client.form(`/deals/${id}`, { intent: "ask", question: "Is it good?", c: "not-mine" });
    expect(other.headers.get("location")).toBe(`/deals/${id}?question=Is+it+good%3F#ask`);

    expect(usage(userId)).toEqual(before);
    expect(messages(conversationId)).toHaveLength(2);
    expect(conversations(userId)).toBe(1);
  });

  it("gives a body that is not a form, or a message that is not text, the refusal it always had, with no draft", async () => {
    const { client, userId } = await newUser();
    spendFairUse(t.server.dbFile, userId);
    // Refused before the page is reached, as before: the action never reads these.
    const json = await client.request("/chat", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"message":"hi"}' });
    expect(json.status).toBe(415);
    const broken = await client.request("/chat", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=nothing-here" },
      body: "not a multipart body",
    });
    expect(broken.status).toBe(400);
    // A form whose message is a file: the refusal, and nothing to give back.
    const form = new FormData();
    form.append("message", new Blob(["houses in Leeds"]), "message.txt");
    const file = await client.request("/chat", { method: "POST", headers: { Accept: "text/html" }, body: form });
    expect(file.status).toBe(302);
    expect(file.headers.get("location")).toBe("/dashboard");
    expect(pageText(await (await client.get("/dashboard")).text())).toContain(SLOW_DOWN);
  });
});

describe("a deal question refused at the free limit keeps its text (decision 140)", () => {
  it("comes back in the question box, with its chat, and the plan chooser's Close keeps it", async () => {
    const { client, userId } = await newUser();
    const chat = (await client.form("/chat", { message: "What is Section 24?" })).headers.get("location")!;
    const conversationId = conversationIdOf(chat);
    setQuestionsUsed(t.server.dbFile, userId, 2);
    const id = dealId();
    const refused = await followed(
      client,
      await client.form(`/deals/${id}`, { intent: "ask", question: "What would the stamp duty be?", c: conversationId }),
    );
    expect(refused.location).toBe(`/deals/${id}?upgrade=question&c=${conversationId}&question=What+would+the+stamp+duty+be%3F`);
    expect(pageText(refused.html)).toContain("Question Limit Reached");
    expect(refused.question).toBe("What would the stamp duty be?");
    expect(inputValue(refused.html, "c")).toBe(conversationId);
    const close = /<a[^>]* href="([^"]+)"[^>]*>Close<span class="sr-only"> plan chooser/.exec(refused.html)![1]!.replace(/&amp;/g, "&");
    expect(close).toBe(`/deals/${id}?c=${conversationId}&question=What+would+the+stamp+duty+be%3F`);
    expect(textareaValue(await (await client.get(close)).text(), "question")).toBe("What would the stamp duty be?");
    expect(usage(userId)).toEqual({ s: 0, q: 2 });
    expect(messages(conversationId)).toHaveLength(2);
  });

  it("keeps a question that is too long, cut to what the box takes", async () => {
    const { client } = await newUser();
    const id = dealId();
    const long = `What would the stamp duty be? ${"Really? ".repeat(200)}`;
    const refused = await followed(client, await client.form(`/deals/${id}`, { intent: "ask", question: long }));
    expect(pageText(refused.html)).toContain("Questions can be at most 1000 characters.");
    expect(refused.question).toBe(long.trim().slice(0, 1000));
  });
});

describe("a refused chat message comes back whole (decision 140)", () => {
  /** A search of exactly `length` characters. */
  const searchOf = (length: number) => `houses in Leeds under £200k ${"with a garden ".repeat(200)}`.slice(0, length - 1) + "!";

  it("brings back a message of 2,000 characters refused at the free limit", async () => {
    const { client, userId } = await newUser();
    setSearchesUsed(t.server.dbFile, userId, 3);
    setQuestionsUsed(t.server.dbFile, userId, 2);
    const message = searchOf(MAX_MESSAGE_LENGTH);
    const refused = await followed(client, await client.form("/chat", { message }));
    expect(refused.location).toMatch(/^\/dashboard\?upgrade=(search|question)&draft=houses\+in\+Leeds/);
    expect(refused.message).toBe(message);
    expect(conversations(userId)).toBe(0);
  });

  it("brings back a message over the limit cut to the box's 2,000 characters", async () => {
    const { client, userId } = await newUser();
    const message = searchOf(2_600);
    const refused = await followed(client, await client.form("/chat", { message }));
    expect(pageText(refused.html)).toContain(`Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`);
    expect(refused.message).toBe(message.slice(0, MAX_MESSAGE_LENGTH));
    expect(usage(userId)).toEqual({ s: 0, q: 0 });
    expect(conversations(userId)).toBe(0);
  });

  it("keeps the address within its budget for text that encodes long (£ is 6 characters in a URL)", async () => {
    const { client } = await newUser();
    const refused = await followed(client, await client.form("/chat", { message: "£".repeat(2_500) }));
    expect(refused.location.length).toBeLessThan(6_100);
    expect(refused.message).toBe("£".repeat(1_000));
  });
});

describe("a double post of the composer is kept and charged once (decision 141)", () => {
  /** The one-time id the page's composer carries. */
  async function formId(client: Client, path: string) {
    const id = inputValue(await (await client.get(path)).text(), "submission");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    return id!;
  }

  it("sends two identical posts of one form at the same moment once, and both go to the answer", async () => {
    const { client, userId } = await newUser();
    const first = await client.form("/chat", { message: "houses in Bury", submission: await formId(client, "/dashboard") });
    const chat = pathOf(first.headers.get("location")!);
    expect(usage(userId)).toEqual({ s: 1, q: 0 });

    const submission = await formId(client, chat);
    // The second page's id is another: the same text sent again from a new page is a new message.
    const fields = { message: "houses in Salford", submission };
    // Each post's answer, and what was kept when it came: the second waited for the first's answer.
    const post = () => client.form(chat, fields).then((res) => ({ res, kept: messages(conversationIdOf(chat)).length }));
    const [a, b] = await Promise.all([post(), post()]);
    for (const { res, kept } of [a, b]) {
      expect(res.headers.get("location")).toBe(`${chat}#latest`);
      expect(kept).toBe(4);
    }
    const kept = messages(conversationIdOf(chat));
    expect(kept.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(kept[2]!.content).toBe("houses in Salford");
    expect(usage(userId)).toEqual({ s: 2, q: 0 });

    // Sent again later (the back button and Send): still once.
    expect((await client.form(chat, fields)).headers.get("location")).toBe(`${chat}#latest`);
    expect(usage(userId)).toEqual({ s: 2, q: 0 });
    expect(messages(conversationIdOf(chat))).toHaveLength(4);

    // The same form with other text (edited after going back) is a new message.
    expect((await client.form(chat, { message: "houses in Wigan", submission })).headers.get("location")).toBe(`${chat}#latest`);
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
    expect(messages(conversationIdOf(chat))).toHaveLength(6);
  });

  it("starts one conversation from two identical posts of the chat home, free replies included", async () => {
    const { client, userId } = await newUser();
    const fields = { message: "What is Section 24?", submission: await formId(client, "/dashboard") };
    const [a, b] = await Promise.all([client.form("/chat", fields), client.form("/chat", fields)]);
    expect(a.headers.get("location")).toMatch(/^\/chat\/[0-9a-f-]{36}#latest$/);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(conversations(userId)).toBe(1);
    expect(usage(userId)).toEqual({ s: 0, q: 1 });

    // "thanks" takes no use, and is kept once too.
    const chat = pathOf(a.headers.get("location")!);
    const thanks = { message: "thanks!", submission: await formId(client, chat) };
    await Promise.all([client.form(chat, thanks), client.form(chat, thanks)]);
    expect(messages(conversationIdOf(chat))).toHaveLength(4);
  });

  it("asks a deal's question once from two identical posts of its form", async () => {
    const { client, userId } = await newUser();
    const id = dealId();
    const fields = { intent: "ask", question: "What would the stamp duty be?", submission: await formId(client, `/deals/${id}`) };
    const [a, b] = await Promise.all([client.form(`/deals/${id}`, fields), client.form(`/deals/${id}`, fields)]);
    expect(a.headers.get("location")).toMatch(new RegExp(`^/deals/${id}\\?c=[0-9a-f-]{36}#answer$`));
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    const conversationId = new URL(a.headers.get("location")!, t.server.url).searchParams.get("c")!;
    expect(messages(conversationId)).toHaveLength(2);
    expect(conversations(userId)).toBe(1);
    expect(usage(userId)).toEqual({ s: 0, q: 1 });
  });

  it("lets a refused post be sent again once the plan allows it", async () => {
    const { client, userId } = await newUser();
    setSearchesUsed(t.server.dbFile, userId, 3);
    const fields = { message: "houses in Bury", submission: await formId(client, "/dashboard") };
    const [a, b] = await Promise.all([client.form("/chat", fields), client.form("/chat", fields)]);
    for (const res of [a, b]) expect(res.headers.get("location")).toBe("/dashboard?upgrade=search&draft=houses+in+Bury");
    setSearchesUsed(t.server.dbFile, userId, 2);
    expect((await client.form("/chat", fields)).headers.get("location")).toMatch(/^\/chat\//);
    expect(usage(userId)).toEqual({ s: 3, q: 0 });
  });
});
