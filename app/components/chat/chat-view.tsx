import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { AnswerText } from "~/components/answer-text";
import { AttributionLines } from "~/components/attribution-lines";
import { announce, arrivedFromNewChat, clearAnnouncement, markSentFromNewChat } from "~/components/chat/announcer";
import { DealCard } from "~/components/deals/deal-card";
import { DealDialog } from "~/components/deals/deal-dialog";
import { focusQuietly } from "~/hooks/use-focus-on-navigation";
import { useHydrated } from "~/hooks/use-hydrated";
import { PlanChooser } from "~/components/plan-chooser";
import { MAX_MESSAGE_LENGTH } from "~/lib/chat-limits";
import { LATEST_MESSAGE_ID, latestOf } from "~/lib/chat-urls";
import type { PendingKind, pendingKindOf } from "~/lib/search/pending-kind";
import { withoutUpgrade } from "~/lib/upgrade-reasons";
import { useRootData } from "~/root";
import type { LoadedConversation } from "~/server/chat-page.server";
import { Icon } from "~/components/ui/icon";

/**
 * Pages that show the chat export this `handle`; for a signed-in user the root then offers a
 * second skip link, "Skip to message box", straight to the composer (`#message`).
 */
export const CHAT_COMPOSER = { composer: true } as const;

/**
 * A conversation's `handle`: its page has the composer only when its loader answered. A chat
 * that is not there (a 404 inside the shell) has no message box to skip to.
 */
export const CONVERSATION_COMPOSER = { composer: (data: unknown) => data != null } as const;

export const GREETING =
  "Hello! I'm your UK property investment assistant. Ask me to find buy-to-let deals (for example “3-bed houses in Salford under £200k”), or ask about property tax, law and finance.";

function Bubble({ role, children }: { role: "user" | "assistant"; children: React.ReactNode }) {
  const mine = role === "user";
  return (
    <div className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        // A long address or unbroken word wraps inside the bubble rather than widening the page.
        className={`max-w-[85%] min-w-0 rounded-2xl px-4 py-3 [overflow-wrap:anywhere] ${
          mine ? "bg-brand-700 text-white dark:bg-emerald-300 dark:text-slate-950" : "bg-slate-100 dark:bg-slate-800"
        }`}
      >
        <span className="sr-only">{mine ? "You said:" : "Assistant:"} </span>
        {children}
      </div>
    </div>
  );
}

/** A message's paragraphs; an assistant's answer links the product's own pages it names (decision 186). */
function Paragraphs({ text, answer }: { text: string; answer: boolean }) {
  return (
    <div className="flex flex-col gap-2 whitespace-pre-line">
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{answer ? <AnswerText text={p} /> : p}</p>
      ))}
    </div>
  );
}

/** Where a link between a conversation's pages puts the focus: the first message shown, or the latest. */
type PageFocus = "first" | "latest";

type PendingReader = typeof pendingKindOf;
let pendingReader: PendingReader | null = null;
/**
 * The reader of a pending message's kind, fetched once this module has run in the browser: after
 * every script the page needs, so never ahead of them on a slow link (decision 137). A fetch that
 * fails leaves "Thinking..." for every message.
 */
const pendingReaderLoaded: Promise<PendingReader | null> | null =
  typeof document === "undefined"
    ? null
    : import("~/lib/search/pending-kind").then(
        (m) => (pendingReader = m.pendingKindOf),
        () => null,
      );

/** The reader once loaded; until then a pending message is "Thinking...". */
function usePendingReader(): PendingReader | null {
  const [reader, setReader] = useState<PendingReader | null>(() => pendingReader);
  useEffect(() => {
    let live = true;
    if (!reader) void pendingReaderLoaded?.then((read) => live && read && setReader(() => read));
    return () => {
      live = false;
    };
  }, [reader]);
  return reader;
}

function kindOfPending(read: PendingReader | null, message: string, conversation: LoadedConversation | null): PendingKind {
  if (!read) return "chat";
  const searches = (conversation?.messages ?? []).filter((m) => m.role === "user" && m.kind === "search").map((m) => m.content);
  return read(message, searches);
}

/**
 * The chat screen: the messages with their deal cards, and the composer. Without JavaScript the
 * composer is a plain form post answered with a redirect; with it, a fetcher shows the spec's
 * placeholders at once and the answer replaces them without a reload. `submission` is the
 * form's one-time id from the page's loader: a double post of it is sent once (decision 141).
 */
export function ChatView({ conversation, submission }: { conversation: LoadedConversation | null; submission: string }) {
  const location = useLocation();
  const root = useRootData();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [searchParams] = useSearchParams();
  const draft = searchParams.get("draft") ?? "";
  const upgrade = searchParams.get("upgrade");
  const [text, setText] = useState(draft);
  const [details, setDetails] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const latestRef = useRef<HTMLDivElement>(null);
  const action = conversation ? `/chat/${conversation.id}` : "/chat";
  const pendingMessage = fetcher.state !== "idle" ? String(fetcher.formData?.get("message") ?? "") : null;
  const readPending = usePendingReader();
  const pendingKind = pendingMessage ? kindOfPending(readPending, pendingMessage, conversation) : null;

  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sending = useRef(false);
  // A new chat's first answer is shown on a new page: read it out from the shell's live region
  // (decision 110). Later answers are read from this page's message log as they are added.
  useEffect(() => {
    if (!arrivedFromNewChat() || !conversation) return;
    const answer = conversation.messages.at(-1);
    if (answer?.role === "assistant") announce(`Assistant: ${answer.content.split(/\n{2,}/)[0]}`);
    // Once, on arriving: the conversation's later changes are the log's to announce.
  }, []);
  useEffect(() => {
    if (fetcher.state === "submitting" && !conversation) markSentFromNewChat();
    // A new chat's first answer, read out from the shell's region, is not left there once the
    // next message goes: the log reads the next answer itself.
    if (fetcher.state === "submitting" && conversation) clearAnnouncement();
    if (fetcher.state === "submitting") setText("");
    if (fetcher.state !== "idle") {
      sending.current = true;
      return;
    }
    if (!sending.current) return;
    sending.current = false;
    // Refused again (the box was emptied to send it): the same `draft` came back, so the effect
    // below did not run again (decision 140).
    if (draft) setText(draft);
    // Sent with the Send button: it was disabled while sending, which dropped the focus to the
    // page's body. Give it back to the message box (decision 102); a plan chooser that took it,
    // or anything the user moved to meanwhile, keeps it.
    if (!document.activeElement || document.activeElement === document.body) messageRef.current?.focus({ preventScroll: true });
  }, [fetcher.state]);
  // "Show earlier messages" and "Show latest messages" replace the messages shown, and the link
  // followed goes (or is now another page's link): the focus goes to the first message shown, or
  // to the latest, which a screen reader then reads (decision 199). Not when the user has moved
  // the focus on meanwhile, nor on a sent message's page (no `focus` in its state).
  const firstRef = useRef<HTMLDivElement>(null);
  const pageFocus = (location.state as { focus?: PageFocus } | null)?.focus;
  useEffect(() => {
    if (!pageFocus) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest("[data-page-link]")) return;
    // A page of one message has it as its latest only.
    const target = pageFocus === "first" ? (firstRef.current ?? latestRef.current) : latestRef.current;
    if (target) focusQuietly(target);
  }, [location.key]);
  // A refused message comes back as `draft`: put it back in the box so nothing is lost.
  useEffect(() => {
    if (draft) setText(draft);
  }, [draft]);
  // A refusal from inside the details dialog (Save on the free plan) opens the plan chooser:
  // close the details, and the chooser opens once they have closed (decision 144).
  useEffect(() => {
    if (upgrade) setDetails(null);
  }, [upgrade]);
  // Bring the news into view: the pending bubbles while waiting, then the start of the newest
  // message (an answer's summary before its cards). Not when a refusal opened the plan chooser,
  // nor when it closes: the page stays where the user was (decision 144).
  useEffect(() => {
    if (upgrade) return;
    if (pendingMessage) endRef.current?.scrollIntoView({ block: "end" });
    else latestRef.current?.scrollIntoView({ block: "start" });
    // `upgrade` is read, not watched: the chooser closing is no news.
  }, [conversation?.messages.length, pendingMessage]);

  const messages = conversation?.messages ?? [];
  // Closing the plan chooser keeps the refused message, its `draft` (without JavaScript the box is rendered again).
  const closeTo = withoutUpgrade(location);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-bold">{conversation ? conversation.title : "Chat"}</h1>
      {upgrade ? <PlanChooser closeTo={closeTo} returnFocusId="message" modal /> : null}
      <div role="log" aria-label="Messages" aria-live="polite" className="flex flex-col gap-4">
        {conversation?.earlier ? (
          <p className="text-center text-sm">
            <Link
              to={`/chat/${conversation.id}?before=${encodeURIComponent(conversation.earlier)}`}
              state={{ focus: "first" } satisfies { focus: PageFocus }}
              data-page-link
              className="link"
            >
              Show earlier messages
            </Link>
          </p>
        ) : (
          <Bubble role="assistant">
            <p>
              {root?.user ? `Hi ${root.user.firstName}! ${GREETING.replace(/^Hello! /, "")}` : GREETING}
            </p>
          </Bubble>
        )}
        {messages.map((m, i) => (
          // `#latest`: where a sent message's redirect lands without JavaScript (chat-page.server.ts).
          <div
            key={m.id}
            id={i === messages.length - 1 ? LATEST_MESSAGE_ID : undefined}
            ref={i === messages.length - 1 ? latestRef : i === 0 ? firstRef : undefined}
            className="flex scroll-mt-4 flex-col gap-3"
          >
            <Bubble role={m.role}>
              <Paragraphs text={m.content} answer={m.role === "assistant"} />
            </Bubble>
            {m.deals.length ? (
              <ul aria-label="Deals found" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {m.deals.map((deal) => (
                  <li key={deal.id} className="flex">
                    <DealCard
                      deal={deal}
                      conversationId={conversation?.id}
                      onOpenDetails={setDetails}
                      cardId={`message-${m.id}-deal-${deal.id}`}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {pendingMessage ? (
          <>
            <Bubble role="user">
              <p>{pendingMessage}</p>
            </Bubble>
            <Bubble role="assistant">
              <p role="status" className="flex items-center gap-2">
                {pendingKind === "search" || pendingKind === "again" ? (
                  <>
                    <Icon name="search" className="h-4 w-4 shrink-0 animate-pulse" />
                    {pendingKind === "again" ? "Searching..." : "Searching for properties using AI..."}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
                    Thinking...
                  </>
                )}
              </p>
            </Bubble>
          </>
        ) : null}
        {conversation?.isEarlierPage ? (
          <p className="text-center text-sm">
            <Link to={latestOf(conversation.id)} state={{ focus: "latest" } satisfies { focus: PageFocus }} data-page-link className="link">
              Show latest messages
            </Link>
          </p>
        ) : null}
        {/* Clear of the sticky message box when scrolled to. */}
        <div ref={endRef} className="scroll-mb-40" />
      </div>
      <DealDialog href={details} onClose={() => setDetails(null)} />

      {/* `preventScrollReset`: a refusal comes back without a fragment and opens the plan chooser
          over the page, which stays where it was (a sent message's `#latest` still scrolls). */}
      <fetcher.Form ref={formRef} method="post" action={action} preventScrollReset className="sticky bottom-0 flex flex-col gap-2 bg-white pt-2 pb-2 dark:bg-slate-950">
        <input type="hidden" name="submission" value={submission} />
        <label htmlFor="message" className="text-sm font-medium">
          Message
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={messageRef}
            id="message"
            name="message"
            rows={2}
            required
            maxLength={MAX_MESSAGE_LENGTH}
            // A new chat has nothing to read, so typing starts at once. A conversation loaded as a
            // page starts at the top, so the skip link and the messages come first; one reached
            // in the browser (after sending) keeps the keyboard in the composer.
            autoFocus={!conversation || hydrated}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                if (text.trim()) formRef.current?.requestSubmit();
              }
            }}
            // Short enough for two lines of the box from 320 px up (decision 103).
            placeholder="e.g. 3-bed houses in Leeds under £150k"
            aria-describedby="composer-hint"
            className="input min-h-12 resize-y"
          />
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle" || (hydrated && !text.trim())}>
            {fetcher.state !== "idle" ? "Sending..." : "Send"}
          </button>
        </div>
        <p id="composer-hint" className="muted text-xs">
          {/* Enter sends only once the page's script runs; without it Enter adds a line. */}
          {hydrated ? "Enter sends; Shift+Enter adds a line. " : null}The assistant can make mistakes. Check important
          information.{" "}
          <Link to="/methodology" className="link">
            How deals are valued
          </Link>
        </p>
      </fetcher.Form>
      {/* The cards' figures come from open data, whose licences ask for these lines where they are
          shown: at the foot of the page, after the conversation and the message box, so they are
          neither read before the greeting nor with each answer, and nothing is added below the
          newest message, where the chat scrolls to (decision 069). */}
      {messages.some((m) => m.deals.length) ? <AttributionLines /> : null}
    </div>
  );
}
