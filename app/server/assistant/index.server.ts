/**
 * Which engine answers: OpenAI when `OPENAI_API_KEY` is set, the built-in engine otherwise.
 */
import { getEnv } from "../env.server";
import { builtinEngine } from "./builtin.server";
import { createOpenAiEngine } from "./openai.server";
import type { AssistantEngine } from "./types";

let engine: AssistantEngine | undefined;

export function getAssistant(): AssistantEngine {
  if (engine) return engine;
  const env = getEnv();
  engine = env.OPENAI_API_KEY
    ? createOpenAiEngine({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        onFallback: (reason) => console.warn(`assistant: falling back to the built-in engine (${reason})`),
      })
    : builtinEngine;
  return engine;
}

export { ASSISTANT_ERROR } from "./types";
export type { AssistantEngine, ChatAnswer, ChatTurn } from "./types";
