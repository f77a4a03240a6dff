/**
 * The JSON API's validation messages (decision 149): one readable sentence naming the field in
 * words, never "firstName: …" or zod's "Too big: expected string to have <=100 characters".
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { analyseRequestSchema } from "~/lib/analyse-schema";
import { loginSchema, profileSchema, signupSchema } from "~/lib/account-schemas";
import { dealIdSchema, fieldLabel, readJson } from "~/server/api.server";
import { searchRequestSchema } from "~/server/deal-search.server";

async function refusal(schema: z.ZodType, body: unknown): Promise<{ status: number; message: string }> {
  const request = new Request("http://localhost/api", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  try {
    await readJson(request, schema);
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  }
  throw new Error("accepted");
}

/** Shaped like POST /api/ai/chat's body, for zod's own messages on a list of objects. */
const chat = z.object({
  message: z.string().trim().min(1).max(2000),
  conversationHistory: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(20_000) }))
    .max(50)
    .default([]),
});

describe("the JSON API's validation messages", () => {
  it.each([
    [profileSchema, { firstName: "x".repeat(101), lastName: "N" }, "First name too long"],
    [profileSchema, { lastName: "N" }, "First name is required"],
    [signupSchema, { firstName: "A", lastName: "B", email: "nope", password: "Investor2025" }, "Invalid email address"],
    [loginSchema, { email: "a@example.com" }, "Password is required"],
    [searchRequestSchema, {}, "Query is required"],
    [searchRequestSchema, { query: 42 }, "Query must be a string"],
    [searchRequestSchema, { query: "   " }, "Query must not be empty"],
    [searchRequestSchema, { query: "x".repeat(501) }, "Query must be at most 500 characters"],
    [searchRequestSchema, { query: "flats", criteria: { maxPrice: "cheap" } }, "Max price in criteria must be a number"],
    [searchRequestSchema, { query: "flats", criteria: { maxPrice: -1 } }, "Max price in criteria must be at least 0"],
    [searchRequestSchema, { query: "flats", criteria: { propertyType: "Castle" } }, 'Property type in criteria must be one of "Apartment", "House", "Commercial"'],
    [chat, { message: "hi", conversationHistory: [{ role: "robot", content: "x" }] }, 'Role in conversation history item 1 must be one of "user", "assistant"'],
    [chat, { message: "hi", conversationHistory: ["x"] }, "Conversation history item 1 must be an object"],
    [chat, { message: "hi", conversationHistory: "x" }, "Conversation history must be a list"],
    [chat, { message: "hi", conversationHistory: Array(51).fill({ role: "user", content: "x" }) }, "Conversation history must have at most 50 items"],
    [z.object({ dealId: dealIdSchema }), { dealId: "12.0" }, "Deal ID must be a positive whole number"],
    [analyseRequestSchema, { place: "Leeds", price: "lots", type: "flat" }, "Enter the price in pounds"],
    [profileSchema, [], "Request body must be a JSON object."],
  ])("%#: %j says %s", async (schema, body, message) => {
    expect(await refusal(schema, body)).toEqual({ status: 400, message });
  });

  it("names fields in words", () => {
    expect(fieldLabel(["firstName"])).toBe("First name");
    expect(fieldLabel(["conversationId"])).toBe("Conversation ID");
    expect(fieldLabel(["conversationHistory", 2])).toBe("Conversation history item 3");
    expect(fieldLabel(["criteria", "maxPrice"])).toBe("Max price in criteria");
    expect(fieldLabel([])).toBe("Request body");
  });
});
