import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A live region that outlives the chat's pages (decision 110). A new chat's first answer arrives
 * on a new page (`/dashboard` → `/chat/:id`), whose message log is created with the answer
 * already in it, and screen readers do not read a live region that appears with its content. The
 * app shell keeps this one mounted, and the chat writes the answer into it.
 */
export const ANNOUNCER_ID = "chat-announcer";

export function ChatAnnouncer() {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  // The answer is for the page it arrived on. Leaving that page empties the region, which
  // otherwise kept it at the foot of every later page, where a screen reader's reading finds it
  // (after the chat was deleted, too). A cleanup, so it runs before the next page writes.
  useEffect(() => {
    const node = region.current;
    return () => {
      if (node) node.textContent = "";
    };
  }, [pathname]);
  return <div ref={region} id={ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}

/** Reads `text` out once: emptied first, so the same words said twice are read twice. */
export function announce(text: string) {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = "";
  window.setTimeout(() => {
    region.textContent = text;
  }, 100);
}

/**
 * Empties the region: called when the next message is sent, after which the first answer said
 * there is old news that a screen reader reading to the foot of the page would still find.
 */
export function clearAnnouncement() {
  const region = document.getElementById(ANNOUNCER_ID);
  if (region) region.textContent = "";
}

/** A send from a new chat (no conversation yet), waiting for its page; a module value, per tab. */
let sentFromNewChat: number | null = null;
/** How long after a send its page may still claim the announcement. */
const ARRIVAL_MS = 120_000;

export function markSentFromNewChat() {
  sentFromNewChat = Date.now();
}

/** Whether the page now shown is the answer to a send from a new chat (asked once). */
export function arrivedFromNewChat(): boolean {
  const sent = sentFromNewChat;
  sentFromNewChat = null;
  return sent !== null && Date.now() - sent < ARRIVAL_MS;
}
