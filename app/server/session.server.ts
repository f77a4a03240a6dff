/**
 * Sessions live in the database (the spec's session store: sid, sess, expire); the cookie
 * holds only the signed session id. Sessions can therefore be revoked: log out, or every
 * other session after a password change.
 */
import { randomBytes } from "node:crypto";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { createCookie, createSessionStorage, type Session } from "react-router";
import { sessions } from "../../db/schema";
import { prepared, type Db } from "./db.server";
import { getEnv } from "./env.server";

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
/** Sessions one user may have at once; a new one beyond this ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;

type SessionData = { userId: string };
type FlashData = Record<string, never>;

function makeStorage(db: Db, secure: boolean) {
  const cookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: getEnv().sessionSecrets,
    maxAge: SESSION_MAX_AGE_S,
  });
  return createSessionStorage<SessionData, FlashData>({
    cookie,
    async createData(data, expires) {
      const sid = randomBytes(32).toString("base64url");
      db
        .insert(sessions)
        .values({
          sid,
          sess: data,
          expire: expires ?? new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
          userId: data.userId ?? null,
        })
        .run();
      if (data.userId) dropOldestSessions(db, data.userId);
      return sid;
    },
    async readData(sid) {
      const bySid = prepared(db, "sessions.bySid", () =>
        db.select().from(sessions).where(eq(sessions.sid, sql.placeholder("sid"))).prepare(),
      );
      const row = bySid.get({ sid });
      if (!row) return null;
      if (row.expire.getTime() <= Date.now()) {
        db.delete(sessions).where(eq(sessions.sid, sid)).run();
        return null;
      }
      return row.sess as Partial<SessionData>;
    },
    async updateData(sid, data, expires) {
      db
        .update(sessions)
        .set({
          sess: data,
          userId: data.userId ?? null,
          ...(expires ? { expire: expires } : {}),
        })
        .where(eq(sessions.sid, sid))
        .run();
    },
    async deleteData(sid) {
      db.delete(sessions).where(eq(sessions.sid, sid)).run();
    },
  });
}

type Storage = ReturnType<typeof makeStorage>;
const storages = new WeakMap<Db, { secure?: Storage; plain?: Storage }>();

/** Cookies are `Secure` whenever the request came over HTTPS (directly or via a proxy). */
export function sessionStorageFor(db: Db, request: Request) {
  const secure = new URL(request.url).protocol === "https:";
  const key = secure ? "secure" : "plain";
  let forDb = storages.get(db);
  if (!forDb) storages.set(db, (forDb = {}));
  return (forDb[key] ??= makeStorage(db, secure));
}

export type AppSession = Session<SessionData, FlashData>;

export function getSession(db: Db, request: Request) {
  return sessionStorageFor(db, request).getSession(request.headers.get("Cookie"));
}

export function commitSession(db: Db, request: Request, session: AppSession) {
  return sessionStorageFor(db, request).commitSession(session, {
    expires: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
  });
}

export function destroySession(db: Db, request: Request, session: AppSession) {
  return sessionStorageFor(db, request).destroySession(session);
}

/** Keeps the user's newest MAX_SESSIONS_PER_USER sessions (rowid order is creation order). */
function dropOldestSessions(db: Db, userId: string) {
  db.$client
    .prepare(
      `delete from sessions where user_id = ? and rowid not in
         (select rowid from sessions where user_id = ? order by rowid desc limit ?)`,
    )
    .run(userId, userId, MAX_SESSIONS_PER_USER);
}

/** Ends every session of the user. */
export function revokeAllSessions(db: Db, userId: string) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** Ends every session of the user but the one named (after a password change). */
export function revokeOtherSessions(db: Db, userId: string, keepSid: string) {
  db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)))
    .run();
}

export function purgeExpiredSessions(db: Db, now = new Date()) {
  db.delete(sessions).where(lt(sessions.expire, now)).run();
}

