/**
 * The sample environment files operators copy (.env.example, the /etc/dealfinder.env of
 * docs/operations.md, any VAR=value line in the README or docs) keep comments on lines of their
 * own. systemd's EnvironmentFile= keeps text after a value as part of it: a review found
 * `TRUST_PROXY=loopback   # Caddy` stopping the server and a second, guessable SESSION_SECRET.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith(".md") ? [join(dir, entry.name)] : [],
  );
}

/** `FILE:LINE: text` for each line that sets a variable and then has a `#` after white space. */
function commentsAfterValues(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (/^\s*(export\s+)?[A-Z][A-Z0-9_]*=.*\s#/.test(line) ? [`${file}:${i + 1}: ${line}`] : [])),
  );
}

describe("sample environment files", () => {
  it("have no comment after a value", () => {
    expect(commentsAfterValues([".env.example", "README.md", ...markdownFiles("docs")])).toEqual([]);
  });
});
