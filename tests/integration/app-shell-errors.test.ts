/**
 * Errors inside the signed-in area render inside the app shell (sidebar and header stay), and
 * every page has exactly one "Notifications" region.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, signUp, startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const regions = (html: string) => (html.match(/aria-label="Notifications \(F8\)"/g) ?? []).length;

async function signedIn() {
  const client = new Client(server.url);
  await signUp(client);
  return client;
}

describe("errors inside the app shell", () => {
  for (const path of [
    "/chat/00000000-0000-4000-8000-000000000000",
    "/chat/not-a-chat/delete",
    "/deals/999999999",
    "/deals/abc",
    "/deals/-1",
  ]) {
    it(`answers ${path} with the 404 page inside the sidebar and header`, async () => {
      const client = await signedIn();
      const res = await client.get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("404 Page Not Found");
      // One title, the error's: a browser without JavaScript shows the first one.
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>404 Page Not Found · DealFinder AI</title>"]);
      expect((html.match(/<h1/g) ?? []).length).toBe(1);
      // The shell: the sidebar with New Chat and the header with the product name and account menu.
      expect(html).toContain('id="sidebar"');
      expect(html).toContain("New Chat");
      expect(html).toMatch(/<header[\s\S]*DealFinder AI/);
      expect((html.match(/<main/g) ?? []).length).toBe(1);
      // Every in-page link goes somewhere: no "Skip to message box" where there is no message box.
      for (const [, id] of html.matchAll(/href="#([\w-]+)"/g)) expect(html, `#${id}`).toContain(`id="${id}"`);
    });
  }

  it("shows the bare 404 page (no shell) to a signed-out visitor of an unknown path", async () => {
    const res = await new Client(server.url).get("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>404 Page Not Found · DealFinder AI</title>"]);
    expect(html).not.toContain('id="sidebar"');
  });
});

describe("one notifications region per page", () => {
  it("renders exactly one on public pages, app pages and after failed form posts", async () => {
    const anon = new Client(server.url);
    for (const path of ["/", "/login", "/signup", "/methodology", "/nowhere"]) {
      expect(regions(await (await anon.get(path)).text()), path).toBe(1);
    }
    const failedLogin = await anon.form("/login", { email: "nobody@example.com", password: "wrong" });
    expect(failedLogin.status).toBe(401);
    const loginHtml = await failedLogin.text();
    expect(regions(loginHtml)).toBe(1);
    // The failure is announced once, by the form's alert; the toast shows it outside the live region.
    expect(loginHtml).toMatch(/role="alert"[^>]*>[\s\S]*Invalid email or password/);
    const live = /<div role="status" aria-live="polite" aria-atomic="true">([\s\S]*?)<\/div>/.exec(loginHtml);
    expect(live?.[1] ?? "").not.toContain("Invalid email or password");
    expect(loginHtml).toContain('data-testid="toast"');

    const failedSignup = await anon.form("/signup", { firstName: "A", lastName: "B", email: "bad", password: "x" });
    expect(regions(await failedSignup.text())).toBe(1);

    const client = await signedIn();
    for (const path of ["/dashboard", "/account", "/plan", "/billing", "/analytics", "/deals/1", "/chat/x"]) {
      expect(regions(await (await client.get(path)).text()), path).toBe(1);
    }
    const badProfile = await client.form("/account", { intent: "profile", firstName: "", lastName: "" });
    expect(badProfile.status).toBe(400);
    expect(regions(await badProfile.text())).toBe(1);
  });

  it("answers an unknown account intent with 400 and changes nothing", async () => {
    const client = await signedIn();
    const res = await client.form("/account", { intent: "delete-everything", firstName: "X", lastName: "Y" });
    expect(res.status).toBe(400);
    const html = await (await client.get("/account")).text();
    expect(html).toContain('value="Ada"');
  });
});
