import { describe, expect, it } from "vitest";
import { NOT_CHARGED, smallTalkReply } from "~/lib/assistant/small-talk";

describe("smallTalkReply", () => {
  it("answers greetings, thanks and messages with no words, and says nothing was charged", () => {
    for (const message of ["hi", "Hello!", "hey there", "Good morning", "thanks!", "Thank you very much.", "ok, thanks", "Cheers", "?", "🏠💷📈", "...", "bye", "cheers mate", "thanks mate", "ta very much", "thanks, that's really helpful!", "alright?", "what can you do?", "Help"]) {
      const reply = smallTalkReply(message);
      expect(reply, message).not.toBeNull();
      expect(reply!.endsWith(NOT_CHARGED)).toBe(true);
    }
    expect(smallTalkReply("hi")).toMatch(/^Hello! /);
    expect(smallTalkReply("thanks!")).toMatch(/^You're welcome\./);
    expect(smallTalkReply("🏠💷📈")).toMatch(/^I couldn't find a question in that message\./);
    expect(smallTalkReply("what can you do?")).toMatch(/^I find buy-to-let deals/);
  });

  it("leaves every real search or question to the assistant, greetings and thanks included", () => {
    for (const message of [
      "hi, what is section 24?",
      "Hello, find me flats in Leeds",
      "thanks, and what about stamp duty on £200k?",
      "good deals in Leeds",
      "ok so how does the score work",
      "Leeds",
      "2",
      "ta very much for the Leeds flats, now Bury",
      "help me find flats in Leeds",
      "what can you do about a tenant in arrears?",
      "thanks, that's really helpful, what about Bury?",
    ]) {
      expect(smallTalkReply(message), message).toBeNull();
    }
  });
});
