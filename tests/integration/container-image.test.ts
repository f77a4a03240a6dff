/**
 * The Dockerfile's run stage, laid out as its `COPY --from=build` lines lay it out (there is no
 * Docker daemon here): the server starts from it with the image's own `ENV`, the image's
 * HEALTHCHECK passes, and the commands the docs run in the container (`docker compose exec app
 * npm run …`) work. The image held no tsconfig.json, so every command that reaches a `~/…`
 * import (admin, data:import, data:update) stopped with "Cannot find package '~'" (decision 235).
 *
 * Needs `npm run build` first (the image's build/ is this checkout's).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const DOCKERFILE = readFileSync("Dockerfile", "utf8");

/** The run stage: everything after the last FROM, continuation lines joined, comments out. */
function runStage(): string[] {
  const stage = DOCKERFILE.slice(DOCKERFILE.lastIndexOf("\nFROM "));
  return stage
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** `KEY=value` pairs of the run stage's ENV lines. */
function imageEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of runStage().filter((l) => l.startsWith("ENV "))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const eq = pair.indexOf("=");
      env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

/**
 * Copies what each `COPY --from=build` of the run stage copies, from this checkout (the build
 * stage's /app) into `root` (the run stage's WORKDIR), as Docker does: several sources or a
 * destination ending in "/" go into it by name; one folder alone has its contents copied there.
 * node_modules is linked, not copied (the build stage's is this checkout's).
 */
function layOut(root: string) {
  const workdir = runStage().find((l) => l.startsWith("WORKDIR "))!.slice(8).trim();
  for (const line of runStage().filter((l) => l.startsWith("COPY --from=build "))) {
    const words = line.split(/\s+/).slice(1).filter((w) => !w.startsWith("--"));
    const dest = join(root, words.pop()!);
    const sources = words.map((w) => {
      expect(w.startsWith(`${workdir}/`), `${w} is in the build stage's ${workdir}`).toBe(true);
      return w.slice(workdir.length + 1);
    });
    for (const source of sources) {
      expect(existsSync(source), `${source}, copied by "${line}", exists`).toBe(true);
      const into = sources.length > 1 || dest.endsWith("/") ? join(dest, basename(source)) : dest;
      if (source === "node_modules") symlinkSync(resolve(source), into);
      else cpSync(resolve(source), into, { recursive: true });
    }
  }
}

let root: string;
let data: string;
let env: Record<string, string>;
let server: ChildProcess | undefined;
let output = "";
let port = 0;

/** A command as the container runs it: in WORKDIR, with the image's ENV and /data at `data`. */
function run(command: string, extraEnv: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      "sh",
      ["-c", command.replaceAll("/data/", `${data}/`)],
      { cwd: root, env: { ...env, ...extraEnv } },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "dealfinder-image-"));
  data = join(root, "..", `${basename(root)}-data`);
  mkdirSync(data);
  layOut(root);
  // The volume of an install that has run before (the first start's data load is tested elsewhere).
  copyFileSync(inject("templateDb"), join(data, "app.db"));
  const image = imageEnv();
  expect(image.DATABASE_URL).toBe("/data/app.db");
  env = {
    PATH: process.env.PATH ?? "",
    HOME: root,
    ...image,
    DATABASE_URL: join(data, "app.db"),
    // A free port instead of the image's 3000 (other servers run on this machine).
    PORT: "0",
  };
  server = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  server.stderr!.on("data", (d) => (output += d));
  port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the image's server did not start:\n${output}`)), 60_000);
    server!.stdout!.on("data", (d) => {
      output += d;
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    server!.on("exit", (code) => fail(new Error(`the image's server exited with ${code}:\n${output}`)));
  });
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  if (root) rmSync(root, { recursive: true, force: true });
  if (data) rmSync(data, { recursive: true, force: true });
});

describe("the container image", { timeout: 120_000 }, () => {
  it("starts from its own files, without building, and its HEALTHCHECK passes", async () => {
    expect(output).not.toContain("Building the app");
    const healthcheck = runStage().find((l) => l.startsWith("HEALTHCHECK "))!;
    const command = healthcheck.slice(healthcheck.indexOf(" CMD ") + 5);
    const result = await run(command, { PORT: String(port) });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
  });

  it("runs the commands the docs run in it", async () => {
    // The docs' `docker compose exec app …` lines (data:update asks for its help: no internet here).
    const docs = readFileSync("docs/operations.md", "utf8");
    const backup = /docker compose exec app (npm run db:backup -- \/data\/backups\/ --keep 28)/.exec(docs)?.[1];
    expect(backup).toBeDefined();
    const commands = [
      backup!,
      "npm run -s admin -- list-users",
      "npm run -s data:import -- compliance list",
      "npm run -s data:update -- --help",
      "npm run -s db:check",
    ];
    const results = await Promise.all(commands.map((command) => run(command)));
    results.forEach((result, i) => {
      expect(result.stderr, commands[i]).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (package|module)/);
      expect(result.code, `${commands[i]}\n${result.stderr}`).toBe(0);
    });
    expect(readdirSync(join(data, "backups"))).toHaveLength(1);
    expect(results[1]!.stdout).toContain("No users yet.");
  });

  it("restores that backup once the server is stopped, as the docs do", async () => {
    const exited = new Promise((r) => server!.once("exit", r));
    server!.kill("SIGTERM");
    await exited;
    const docs = readFileSync("docs/operations.md", "utf8");
    const restore = /docker compose run --rm app (npm run db:restore -- \/data\/backups\/)<file>/.exec(docs)?.[1];
    expect(restore).toBeDefined();
    const [backup] = readdirSync(join(data, "backups"));
    const result = await run(`${restore}${backup}`);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("integrity ok");
  });
});
