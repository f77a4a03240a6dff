/** A redirect's Location without its fragment: `/chat/<id>#latest` → `/chat/<id>`. */
export function pathOf(location: string): string {
  const url = new URL(location, "http://localhost");
  return url.pathname + url.search;
}

/** The conversation id in a chat page's Location (`/chat/<id>#latest`). */
export function conversationIdOf(location: string): string {
  return new URL(location, "http://localhost").pathname.split("/").pop()!;
}
