/**
 * The length limits of what a person may send, and how much chat history is kept and passed to
 * the assistant. One place, so the forms (`maxLength`), the zod schemas of the pages and the JSON
 * API, and the engines all agree.
 */

/** A chat message (the composer, `/chat` posts, `POST /api/ai/chat`), characters. */
export const MAX_MESSAGE_LENGTH = 2000;
/** A question about one deal (the deal page, `POST /api/ai/question`), characters. */
export const MAX_QUESTION_LENGTH = 1000;
/** A plain-English search (`POST /api/ai/search`), characters. */
export const MAX_SEARCH_QUERY_LENGTH = 500;

/** How many of a conversation's latest messages go to the assistant as context. */
export const CONTEXT_MESSAGES = 6;
/** How many conversations each user's history keeps. */
export const HISTORY_LIMIT = 10;
/** How many messages a chat page shows at once; older ones are behind "Show earlier messages". */
export const CHAT_PAGE_SIZE = 20;
