/** The id of a chat page's newest message, the target of `latestOf`. */
export const LATEST_MESSAGE_ID = "latest";

/**
 * A conversation's page, opened at its newest message. Without JavaScript the browser scrolls to
 * the fragment (after a sent message's redirect too); with it, the chat view scrolls there itself.
 */
export function latestOf(conversationId: string | number): string {
  return `/chat/${conversationId}#${LATEST_MESSAGE_ID}`;
}
