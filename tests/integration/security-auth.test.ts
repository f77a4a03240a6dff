/**
 * Issue 11, findings 3, 4 and the account parts of 9: signup and login throttling, the
 * password change, sessions, and what signup tells about registered addresses.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, GOOD_PASSWORD, signUp, startServer, uniqueEmail, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  // A small signup allowance so the limit is reached quickly (the default is in decision 041).
  server = await startServer({ SIGNUP_LIMIT_PER_HOUR: "4" });
});
afterAll(async () => {
  await server?.stop();
});

/** A client that connects through the local proxy from `address` (X-Forwarded-For is trusted from loopback). */
class AddressedClient extends Client {
  constructor(
    base: string,
    readonly address: string,
  ) {
    super(base);
  }
  override request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", this.address);
    return super.request(path, { ...init, headers });
  }
}

let addressCounter = 0;
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

function query<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(server.dbFile, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

function execute(sql: string, ...params: unknown[]) {
  const db = new Database(server.dbFile);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

const newUser = () => ({ email: uniqueEmail("sec"), password: GOOD_PASSWORD, firstName: "Ada", lastName: "Lovelace" });

describe("finding 3: signups are limited per address", () => {
  it("answers 429 with a clear message once an address has used its signups (form and API)", async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) {
      const res = await new AddressedClient(server.url, address).json("/api/auth/signup", newUser());
      expect(res.status).toBe(201);
    }
    const before = query<{ n: number }>("select count(*) as n from users").n;
    const api = await new AddressedClient(server.url, address).json("/api/auth/signup", newUser());
    expect(api.status).toBe(429);
    expect((await api.json()).message).toMatch(/Too many sign-ups from your network/);
    const { response } = await signUp(new AddressedClient(server.url, address));
    expect(response.status).toBe(429);
    expect(await response.text()).toMatch(/Too many sign-ups from your network/);
    expect(query<{ n: number }>("select count(*) as n from users").n).toBe(before);
    // Another address is not affected.
    expect((await new AddressedClient(server.url, freshAddress()).json("/api/auth/signup", newUser())).status).toBe(201);
  });

  it("counts an IPv6 client's whole /64 as one address, so new addresses in it do not reset the count", async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await new AddressedClient(server.url, `2001:db8:7:1::${i}`).json("/api/auth/signup", newUser())).status).toBe(201);
    }
    const next = await new AddressedClient(server.url, "2001:db8:7:1:ffff:ffff:ffff:fffe").json("/api/auth/signup", newUser());
    expect(next.status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await new AddressedClient(server.url, "2001:db8:7:2::1").json("/api/auth/signup", newUser())).status).toBe(201);
  });
});

describe("finding 4: failed logins lock account + address, not the account for everyone", () => {
  it("lets the owner log in from their own address after wrong passwords from five others", async () => {
    const owner = new AddressedClient(server.url, freshAddress());
    const { email } = await signUp(owner);
    await owner.form("/logout", {});
    for (let a = 0; a < 5; a++) {
      const attacker = new AddressedClient(server.url, freshAddress());
      for (let i = 0; i < 5; i++) {
        const res = await attacker.form("/login", { email, password: `wrong-${a}-${i}` });
        expect(res.status).toBe(401);
      }
      // That address is now locked out of this account.
      expect((await attacker.form("/login", { email, password: GOOD_PASSWORD })).status).toBe(429);
    }
    const res = await owner.form("/login", { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
  });

  it("counts concurrent wrong guesses as it counts a sequence, and a success counts nothing", async () => {
    const owner = new AddressedClient(server.url, freshAddress());
    const { email } = await signUp(owner);
    await owner.form("/logout", {});
    const attacker = new AddressedClient(server.url, freshAddress());
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attacker.form("/login", { email, password: `wrong-burst-${i}` }).then((r) => r.status)),
    );
    // Only the address's 5 guesses at this account get an answer; the rest are refused unhashed.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await owner.form("/login", { email, password: GOOD_PASSWORD })).status).toBe(302);
    const accountCount = () =>
      query<{ count: number }>("select count from rate_limits where key = ?", `login:account:${email.toLowerCase()}`).count;
    expect(accountCount()).toBe(5);
  });

  it("locks the account everywhere past the account-wide ceiling", async () => {
    const owner = new AddressedClient(server.url, freshAddress());
    const { email } = await signUp(owner);
    await owner.form("/logout", {});
    execute(
      "insert into rate_limits (key, count, reset_at) values (?, 100, ?)",
      `login:account:${email.toLowerCase()}`,
      Date.now() + 15 * 60 * 1000,
    );
    const res = await owner.form("/login", { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(429);
    // The API says when to try again, as its sign-up does: the window's end, about 15 minutes away.
    const retryAfter = (r: Response) => Number(r.headers.get("retry-after"));
    const api = await owner.json("/api/auth/login", { email, password: GOOD_PASSWORD });
    expect(api.status).toBe(429);
    expect(retryAfter(api)).toBeGreaterThan(890);
    expect(retryAfter(api)).toBeLessThanOrEqual(900);
  });

  it("throttles wrong current passwords on the password change", async () => {
    const client = new AddressedClient(server.url, freshAddress());
    const { email } = await signUp(client);
    const change = (currentPassword: string) =>
      client.form("/account", { intent: "password", currentPassword, newPassword: "Newpass2026", confirmPassword: "Newpass2026" });
    for (let i = 0; i < 5; i++) expect((await change(`Wrong${i}pass`)).status).toBe(400);
    const limited = await change(GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(/Too many wrong passwords/);
    // The password did not change.
    const again = new AddressedClient(server.url, freshAddress());
    expect((await again.json("/api/auth/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
    // The throttle is per session: the owner, signed in elsewhere, can still change the password
    // (and so end the session that guessed). It was per user, so a stolen session could block it.
    const owner = await again.form("/account", { intent: "password", currentPassword: GOOD_PASSWORD, newPassword: "Newpass2026", confirmPassword: "Newpass2026" });
    expect(owner.status).toBe(302);
    // The session that guessed has ended: it is sent to log in.
    const ended = await client.get("/account");
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("finding 4: the password change's throttle", () => {
  it("counts concurrent wrong current passwords as it counts a sequence", async () => {
    const client = new AddressedClient(server.url, freshAddress());
    const { email } = await signUp(client);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client
          .form("/account", { intent: "password", currentPassword: `Wrong${i}pass`, newPassword: "Newpass2026", confirmPassword: "Newpass2026" })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const again = new AddressedClient(server.url, freshAddress());
    expect((await again.json("/api/auth/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});

describe("finding 9: sessions", () => {
  it("gives a new session id on a password change and ends the old one", async () => {
    const client = new AddressedClient(server.url, freshAddress());
    await signUp(client);
    const oldCookie = client.cookieHeader();
    const res = await client.form("/account", {
      intent: "password",
      currentPassword: GOOD_PASSWORD,
      newPassword: "Newpass2026",
      confirmPassword: "Newpass2026",
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
    expect(client.cookieHeader()).not.toBe(oldCookie);
    expect((await client.get("/account")).status).toBe(200);
    const replay = await fetch(`${server.url}/account`, { headers: { Cookie: oldCookie }, redirect: "manual" });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toMatch(/^\/login/);
  });

  it("keeps at most 20 sessions per user, dropping the oldest", async () => {
    const first = new AddressedClient(server.url, freshAddress());
    const { email } = await signUp(first);
    const { id } = query<{ id: string }>("select id from users where email = ?", email.toLowerCase());
    for (let i = 0; i < 20; i++) {
      const res = await new AddressedClient(server.url, first.address).json("/api/auth/login", { email, password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
    }
    expect(query<{ n: number }>("select count(*) as n from sessions where user_id = ?", id).n).toBe(20);
    expect((await first.get("/api/auth/user")).status).toBe(401);
  });
});

describe("finding 9: signup does not confirm that an address is registered", () => {
  it("answers a taken address with the same status as other refusals and a message that does not confirm it", async () => {
    const address = freshAddress();
    const input = newUser();
    expect((await new AddressedClient(server.url, address).json("/api/auth/signup", input)).status).toBe(201);
    const api = await new AddressedClient(server.url, address).json("/api/auth/signup", input);
    expect(api.status).toBe(400);
    const { message } = await api.json();
    expect(message).not.toMatch(/already|exists|registered|taken/i);
    const { response } = await signUp(new AddressedClient(server.url, freshAddress()), { email: input.email.toUpperCase() });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message.replace(/'/g, "&#x27;"));
  });
});
