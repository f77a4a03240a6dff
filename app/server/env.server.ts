/**
 * The environment, validated once at start-up. Nothing else in the server reads `process.env`
 * (`NODE_ENV` is not a setting: server.js sets it itself, whatever the environment says, so it is
 * not in this schema (decision 237); the `DATA_*` defaults of `npm run data:update` are read by
 * that command, db/import/update-cli.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { whyNotWritable } from "./data-folder.server";
import { parseTrustProxy } from "./trust-proxy.server";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().trim().min(1).default("./data/app.db"),
  SESSION_SECRET: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  /** hosted: a redirect to Stripe's page (works without JavaScript); embedded: Stripe.js on /subscribe (decision 026). */
  STRIPE_CHECKOUT_UI: z.enum(["hosted", "embedded"]).default("hosted"),
  /** Sign-ups allowed per client address per hour (decision 041). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Express "trust proxy": which reverse proxies' X-Forwarded-For/-Proto to believe (decision 086; server.js sets it). */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  SUPPORT_EMAIL: z.email().default("support@example.com"),
  SALES_EMAIL: z.email().default("sales@example.com"),
});

/** Every variable the server reads (each has a row in the README's table and a line in .env.example). */
export const ENV_NAMES = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

export type Env = z.infer<typeof schema> & { sessionSecrets: string[] };

let cached: Env | undefined;

/**
 * The environment without its blank values: `PORT=` (in a .env file or a unit) means "not
 * set", so the default applies (z.coerce would read "" as 0, a random port).
 */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ""),
  );
}

/** `source` validated, blanks unset; a mistake throws one line naming each variable at fault. */
export function parseEnv(source: NodeJS.ProcessEnv) {
  const parsed = schema.safeParse(withoutBlanks(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
}

/**
 * DATABASE_URL as the server reads it (blank is unset: ./data/app.db), for the commands, which
 * need only the database and should not stop on another variable's mistake.
 */
export function databaseUrl(source: NodeJS.ProcessEnv = process.env): string {
  return schema.pick({ DATABASE_URL: true }).parse(withoutBlanks(source)).DATABASE_URL;
}

/** The process's environment, validated once. */
export function getEnv(): Env {
  if (cached) return cached;
  const env = parseEnv(process.env);
  let secrets = env.SESSION_SECRET?.split(",").map((s) => s.trim()).filter(Boolean) ?? [];
  if (secrets.length === 0) secrets = [generatedSecret(env.DATABASE_URL)];
  cached = { ...env, sessionSecrets: secrets };
  return cached;
}

/** The only values the browser may see. */
export function publicEnv() {
  const env = getEnv();
  return {
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    supportEmail: env.SUPPORT_EMAIL,
    salesEmail: env.SALES_EMAIL,
  };
}

/**
 * With no SESSION_SECRET, a random secret is made once and kept beside the database file
 * (mode 0600), so a fresh self-hosted install is safe and sessions survive restarts.
 */
function generatedSecret(databaseUrl: string): string {
  const dir = dirname(resolve(databaseUrl));
  const file = join(dir, ".session-secret");
  try {
    if (existsSync(file)) return readFileSync(file, "utf8").trim();
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new Error(
      `Cannot keep the generated session secret at ${file}: ${whyNotWritable(file, error)}. ` +
        "Set SESSION_SECRET, or check DATABASE_URL and that its folder is the server's user's to write.",
      { cause: error },
    );
  }
}
