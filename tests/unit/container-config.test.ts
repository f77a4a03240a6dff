/**
 * The container's own settings cannot be changed by a .env made for running without Docker
 * (decision 088). Neither file can be built here (no Docker daemon), so their text is checked.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const CONTAINER = { PORT: "3000", DATABASE_URL: "/data/app.db", TRUST_PROXY: "uniquelocal" };

/** The file's lines without comments. */
function code(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"));
}

describe("the container's settings", () => {
  it("compose.yaml sets them as plain values (Compose fills ${…} from .env, and that would win)", () => {
    const lines = code("compose.yaml");
    expect(lines.filter((line) => line.includes("${"))).toEqual([]);
    for (const [name, value] of Object.entries(CONTAINER)) {
      expect(lines.map((line) => line.trim())).toContain(`${name}: ${name === "PORT" ? `"${value}"` : value}`);
    }
  });

  it("the image's ENV has them, and the docker run recipe passes them with -e after --env-file", () => {
    const text = readFileSync("Dockerfile", "utf8");
    const env = text.slice(text.lastIndexOf("\nENV "), text.indexOf("\nWORKDIR", text.lastIndexOf("\nENV ")));
    const recipe = text.slice(0, text.indexOf("\nFROM "));
    for (const [name, value] of Object.entries(CONTAINER)) {
      expect(env).toContain(`${name}=${value}`);
      expect(recipe).toContain(`-e ${name}=${value}`);
    }
    expect(recipe).toContain("--env-file .env");
  });
});
