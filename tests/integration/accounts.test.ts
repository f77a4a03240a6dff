import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, GOOD_PASSWORD, signUp, startServer, uniqueEmail, type TestServer } from "../support/server";

let server: TestServer;
let db: Database.Database;

beforeAll(async () => {
  server = await startServer();
  db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

const userCount = () => (db.prepare("select count(*) as n from users").get() as { n: number }).n;

describe("server basics", () => {
  it("answers /healthz with 200 once the database is up", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });

  it("sends security headers and no X-Powered-By", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("x-powered-by")).toBeNull();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    // Every inline script carries the nonce.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("compresses HTML and caches hashed assets for a year", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = await res.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const assetRes = await fetch(server.url + asset);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("renders '404 Page Not Found' with status 404 for unknown paths", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: "Not found." });
  });

  it("shows the landing page with its links when signed out", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="#pricing"');
    expect(html).toContain("official UK government databases");
    expect(html.match(/<h1/g)).toHaveLength(1);
  });
});

describe("route guards", () => {
  it.each(["/dashboard", "/analytics", "/account", "/billing", "/plan", "/subscribe", "/payment/success", "/payment/cancel"])(
    "%s sends a visitor to /login with a redirectTo",
    async (path) => {
      const res = await new Client(server.url).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    },
  );

  it("sends a signed-in user away from /login and /signup, and serves every app page", async () => {
    const client = new Client(server.url);
    await signUp(client);
    for (const path of ["/login", "/signup"]) {
      const res = await client.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
    // A free user's /analytics is the upgrade prompt, answered 403 (decision 020).
    const expected: Record<string, number> = { "/analytics": 403 };
    for (const path of ["/", "/dashboard", "/analytics", "/account", "/billing", "/plan", "/subscribe", "/payment/success", "/payment/cancel"]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(expected[path] ?? 200);
      const html = await res.text();
      expect(html.match(/<h1/g), path).toHaveLength(1);
    }
  });
});

describe("sign up (form post, no JavaScript)", () => {
  it("creates the account, starts a session and redirects to /dashboard with a toast", async () => {
    const client = new Client(server.url);
    const before = userCount();
    const { email, response } = await signUp(client);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(userCount()).toBe(before + 1);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const page = await (await client.get("/dashboard")).text();
    expect(page).toContain("Account created!");
    // A flash: shown once, then gone.
    expect(await (await client.get("/dashboard")).text()).not.toContain("Account created!");
    const row = db.prepare("select password_hash from users where email = ?").get(email) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
    // The cookie holds only the session id; the session lives in the database.
    const signed = decodeURIComponent(client.cookies.get("__session")!).split(".")[0]!;
    const sid = JSON.parse(Buffer.from(signed, "base64").toString("utf8")) as string;
    expect(sid.length).toBeGreaterThan(10);
    const stored = db.prepare("select u.email from sessions s join users u on u.id = s.user_id where s.sid = ?").get(sid);
    expect(stored).toEqual({ email });
  });

  it("takes a Pro chooser from the landing page on to Pro's checkout, and ignores any other plan (decision 210)", async () => {
    // The landing page: both plans' buttons go to /signup, Pro's saying so.
    const landing = (await (await fetch(`${server.url}/`)).text()).replaceAll("<!-- -->", "");
    expect(landing).toMatch(/<a[^>]*href="\/signup\?plan=pro"[^>]*>Start with Pro/);
    expect(landing).toMatch(/<a[^>]*href="\/signup"[^>]*>Get Started Free<span class="sr-only"> \(Free plan\)/);
    // The sign-up page carries the choice in its form, and its Log in link on to checkout.
    const page = (await (await fetch(`${server.url}/signup?plan=pro`)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain('<input type="hidden" name="plan" value="pro"/>');
    expect(page).toContain("You chose Pro: creating your account takes you on to its checkout.");
    expect(page).toContain(`href="/login?${new URLSearchParams({ redirectTo: "/subscribe" })}"`);
    for (const path of ["/signup", "/signup?plan=gold", "/signup?plan=PRO&plan=pro"]) {
      const plain = await (await fetch(`${server.url}${path}`)).text();
      expect(plain, path).not.toContain('name="plan"');
      expect(plain, path).toContain('href="/login"');
    }

    const pro = new Client(server.url);
    const { response } = await signUp(pro, { plan: "pro" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/subscribe");
    // Without Stripe, the checkout page says payment is not configured (and the toast is there).
    const subscribe = await (await pro.get("/subscribe")).text();
    expect(subscribe).toContain("Payment processing is not configured");
    expect(subscribe).toContain("Account created!");

    // Anything else is ignored, never an error: the account is made and goes to the chat.
    for (const plan of ["gold", "free", "enterprise", "PRO", ""]) {
      const { response: other } = await signUp(new Client(server.url), { plan });
      expect(other.status, plan).toBe(302);
      expect(other.headers.get("location"), plan).toBe("/dashboard");
    }
  });

  it("shows the spec's messages for every invalid field and creates nothing", async () => {
    const before = userCount();
    const res = await new Client(server.url).form("/signup", {
      firstName: "",
      lastName: "",
      email: "not-an-email",
      password: "short",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Password must be at least 8 characters",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toMatch(/aria-describedby="[^"]*error/);
    expect(userCount()).toBe(before);
  });

  it.each([
    ["alllowercase1", "Password must contain at least one uppercase letter"],
    ["ALLUPPERCASE1", "Password must contain at least one lowercase letter"],
    ["NoNumbersHere", "Password must contain at least one number"],
  ])("rejects password %s with '%s'", async (password, message) => {
    const res = await new Client(server.url).form("/signup", {
      firstName: "A",
      lastName: "B",
      email: uniqueEmail(),
      password,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it("refuses a duplicate email (any case) without confirming it is registered (decision 043)", async () => {
    const email = uniqueEmail("dupe");
    await signUp(new Client(server.url), { email });
    const before = userCount();
    const { response } = await signUp(new Client(server.url), { email: email.toUpperCase() });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("We couldn&#x27;t create an account with these details. Please check them, or log in if you have an account.");
    expect(html).toContain("Signup failed");
    expect(userCount()).toBe(before);
  });

  it("escapes script tags in names", async () => {
    const client = new Client(server.url);
    await signUp(client, { firstName: "<script>alert(1)</script>", lastName: "<b>x</b>" });
    const html = await (await client.get("/account")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses a filled-in honeypot", async () => {
    const before = userCount();
    const { response } = await signUp(new Client(server.url), { website: "http://spam.example" });
    expect(response.status).toBe(400);
    expect(userCount()).toBe(before);
  });

  it("refuses a cross-origin form post and changes nothing", async () => {
    const before = userCount();
    const evil = new Client(server.url, "https://evil.example");
    const { response } = await signUp(evil);
    expect(response.status).toBe(403);
    expect(userCount()).toBe(before);
  });
});

describe("log in and out (form posts)", () => {
  it("logs in with the right password and goes to a safe redirectTo", async () => {
    const { email } = await signUp(new Client(server.url));
    const client = new Client(server.url);
    const res = await client.form("/login", { email, password: GOOD_PASSWORD, redirectTo: "/account" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account");
    expect(await (await client.get("/account")).text()).toContain("Welcome back!");

    const other = new Client(server.url);
    const evil = await other.form("/login", { email, password: GOOD_PASSWORD, redirectTo: "//evil.example" });
    expect(evil.headers.get("location")).toBe("/dashboard");
  });

  it("shows the inline alert and 'Login failed' for a wrong password", async () => {
    const { email } = await signUp(new Client(server.url));
    const res = await new Client(server.url).form("/login", { email, password: "WrongPass1" });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("Login failed");
    expect(html).toContain("Invalid email or password. Please try again.");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("WrongPass1");
  });

  it("validates login fields with the spec's messages", async () => {
    const res = await new Client(server.url).form("/login", { email: "nope", password: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Invalid email address");
    expect(html).toContain("Password is required");
  });

  it("rate-limits failed logins per account with 429", async () => {
    const { email } = await signUp(new Client(server.url));
    const client = new Client(server.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.form("/login", { email, password: `Wrong${i}Pass` })).status).toBe(401);
    }
    const limited = await client.form("/login", { email, password: GOOD_PASSWORD });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many failed login attempts");
    // Another account from the same address is not blocked by this one.
    const { email: other } = await signUp(new Client(server.url));
    expect((await new Client(server.url).form("/login", { email: other, password: GOOD_PASSWORD })).status).toBe(302);
  });

  it("logs out with a POST and the old session no longer works", async () => {
    const client = new Client(server.url);
    await signUp(client);
    const stolen = client.cookieHeader();
    const res = await client.form("/logout", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    // Home says so (decision 225).
    expect(await (await client.get("/")).text()).toContain("Logged out");
    const replay = await fetch(`${server.url}/account`, { headers: { Cookie: stolen }, redirect: "manual" });
    expect(replay.status).toBe(302);
  });
});

describe("account settings", () => {
  it("saves first and last name and shows 'Profile updated'", async () => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const res = await client.form("/account", { intent: "profile", firstName: " Grace ", lastName: "Hopper" });
    expect(res.status).toBe(302);
    expect(await (await client.get("/account")).text()).toContain("Profile updated");
    expect(db.prepare("select first_name, last_name from users where email = ?").get(email)).toEqual({
      first_name: "Grace",
      last_name: "Hopper",
    });
  });

  it("refuses names over 100 characters with 'First name too long'", async () => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const res = await client.form("/account", { intent: "profile", firstName: "x".repeat(101), lastName: "Y" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("First name too long");
    expect(db.prepare("select first_name from users where email = ?").get(email)).toEqual({ first_name: "Ada" });
  });

  it("changes the password, checks the current one, and revokes other sessions", async () => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const laptop = new Client(server.url);
    expect((await laptop.form("/login", { email, password: GOOD_PASSWORD })).status).toBe(302);

    const wrong = await client.form("/account", {
      intent: "password",
      currentPassword: "NotMine123",
      newPassword: "BrandNew2025",
      confirmPassword: "BrandNew2025",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect");

    const weak = await client.form("/account", {
      intent: "password",
      currentPassword: GOOD_PASSWORD,
      newPassword: "weak",
      confirmPassword: "weak",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password must be at least 8 characters");

    const ok = await client.form("/account", {
      intent: "password",
      currentPassword: GOOD_PASSWORD,
      newPassword: "BrandNew2025",
      confirmPassword: "BrandNew2025",
    });
    expect(ok.status).toBe(302);
    expect((await client.get("/account")).status).toBe(200);
    expect((await laptop.get("/account")).status).toBe(302);
    expect((await new Client(server.url).form("/login", { email, password: "BrandNew2025" })).status).toBe(302);
    expect((await new Client(server.url).form("/login", { email, password: GOOD_PASSWORD })).status).toBe(401);
  });

  it("refuses the current password as the new one on the new password's field, counting no wrong guess", async () => {
    const client = new Client(server.url);
    const { email } = await signUp(client);
    const laptop = new Client(server.url);
    expect((await laptop.form("/login", { email, password: GOOD_PASSWORD })).status).toBe(302);
    const hashBefore = db.prepare("select password_hash from users where email = ?").get(email);
    const sessionBefore = client.cookies.get("__session");
    const same = { intent: "password", currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

    // More times than the five wrong current passwords a session may give.
    for (let i = 0; i < 6; i++) {
      const res = await client.form("/account", same);
      expect(res.status).toBe(400);
      // No new session (a spent flash toast may be cleared).
      expect(res.headers.getSetCookie().filter((c) => !c.startsWith("toast="))).toEqual([]);
      const html = await res.text();
      // The message is the new password's error: the field is invalid and described by it.
      const input = /<input[^>]* name="newPassword"[^>]*>/.exec(html)![0];
      expect(input).toContain('aria-invalid="true"');
      const errorId = /aria-describedby="[^"]*?([\w-]+-error)"/.exec(input)![1];
      expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>Choose a new password that is different from your current one</p>`));
      expect(/<input[^>]* name="currentPassword"[^>]*>/.exec(html)![0]).not.toContain("aria-invalid");
      expect(html).not.toContain("Current password is incorrect");
    }

    // Nothing changed: same hash, same sessions, and no wrong guess counted.
    expect(db.prepare("select password_hash from users where email = ?").get(email)).toEqual(hashBefore);
    expect(client.cookies.get("__session")).toBe(sessionBefore);
    expect((await laptop.get("/account")).status).toBe(200);
    expect(db.prepare("select count(*) as n from rate_limits where key like 'password-change:%'").get()).toEqual({ n: 0 });
    const ok = await client.form("/account", { ...same, newPassword: "BrandNew2025", confirmPassword: "BrandNew2025" });
    expect(ok.status).toBe(302);
  });
});

describe("preferences", () => {
  it("sets the theme cookie by form post and renders the dark theme on the server", async () => {
    const client = new Client(server.url);
    await signUp(client);
    const res = await client.form("/theme", { theme: "dark", redirectTo: "/account" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account");
    const html = await (await client.get("/account")).text();
    expect(html).toMatch(/<html lang="en-GB" class="dark"/);
    expect((await client.form("/theme", { theme: "purple" })).status).toBe(400);
  });

  it("remembers the sidebar in sidebar_state for 7 days", async () => {
    const client = new Client(server.url);
    await signUp(client);
    const res = await client.form("/sidebar", { open: "false", redirectTo: "/dashboard" });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sidebar_state="))!;
    expect(cookie).toMatch(/Max-Age=604800/);
    const html = await (await client.get("/dashboard")).text();
    expect(html).toContain('aria-expanded="false"');
  });
});
