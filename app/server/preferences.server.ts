/**
 * Display preferences kept in plain cookies so the server renders the right theme and sidebar
 * state on the first byte (no flash), with or without JavaScript.
 */
import { createCookie } from "react-router";

export type Theme = "light" | "dark";

export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
});

/** The spec's cookie: `sidebar_state`, kept for 7 days (604800 s). */
export const sidebarCookie = createCookie("sidebar_state", {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 604800,
});

export async function readPreferences(request: Request) {
  const header = request.headers.get("Cookie");
  const theme: Theme = (await themeCookie.parse(header)) === "dark" ? "dark" : "light";
  const sidebar = await sidebarCookie.parse(header);
  return { theme, sidebarOpen: sidebar !== false && sidebar !== "false" };
}
