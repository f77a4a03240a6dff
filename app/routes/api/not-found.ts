import { jsonError } from "~/server/api.server";

export async function loader() {
  return jsonError("Not found.", 404);
}

export async function action() {
  return jsonError("Not found.", 404);
}
