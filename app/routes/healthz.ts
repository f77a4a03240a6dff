import { isDatabaseUp } from "~/server/db.server";

export async function loader() {
  const up = isDatabaseUp();
  return Response.json(
    { status: up ? "ok" : "unavailable", database: up ? "up" : "down" },
    { status: up ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
