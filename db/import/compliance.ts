/**
 * Website compliance: which listing websites may be imported from. One row per domain
 * (lower-case, without `www.`): allowed, blocked or review, with the reasoning, the date it was
 * checked, the terms-of-service URL and a category.
 *
 * A host is governed by its most specific row: `shop.example.com` by its own row if there is
 * one, else by `example.com`'s. Only "allowed" lets a listing in.
 */
import { asc } from "drizzle-orm";
import type { Db } from "../../app/server/db.server";
import { websiteCompliance } from "../schema";

export const COMPLIANCE_STATUSES = ["allowed", "blocked", "review"] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export type ComplianceRow = typeof websiteCompliance.$inferSelect;

const HOST_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/**
 * A domain from a domain or a URL: lower case, no scheme, path, port, trailing dot or `www.`.
 * Null when it is neither (e.g. "Example Estates").
 */
export function normaliseDomain(value: string | null | undefined): string | null {
  let v = value?.trim().toLowerCase();
  if (!v) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(v)) {
    try {
      v = new URL(v).hostname;
    } catch {
      return null;
    }
  } else {
    v = v.replace(/[/?#].*$/, "").replace(/:\d+$/, "");
  }
  v = v.replace(/\.$/, "").replace(/^www\./, "");
  return HOST_RE.test(v) ? v : null;
}

export interface ComplianceInput {
  domain: string;
  status: ComplianceStatus;
  reasoning: string;
  tosUrl?: string | null;
  category?: string | null;
  /** Defaults to now. */
  checkedDate?: Date;
}

/** Adds or replaces the row for a domain; throws with a plain message if the input is invalid. */
export function setCompliance(db: Db, input: ComplianceInput): ComplianceRow {
  const domain = normaliseDomain(input.domain);
  if (!domain) throw new Error(`Not a domain: ${JSON.stringify(input.domain)}`);
  if (!COMPLIANCE_STATUSES.includes(input.status)) {
    throw new Error(`Status must be one of ${COMPLIANCE_STATUSES.join(", ")}`);
  }
  const reasoning = input.reasoning?.trim();
  if (!reasoning) throw new Error("A reason is required (--reason \"…\")");
  const tosUrl = input.tosUrl?.trim() || null;
  if (tosUrl) {
    let ok = false;
    try {
      ok = ["http:", "https:"].includes(new URL(tosUrl).protocol);
    } catch {
      ok = false;
    }
    if (!ok) throw new Error(`Not an http(s) URL: ${JSON.stringify(tosUrl)}`);
  }
  const values = {
    domain,
    status: input.status,
    reasoning,
    checkedDate: input.checkedDate ?? new Date(),
    tosUrl,
    category: input.category?.trim() || null,
  };
  return db
    .insert(websiteCompliance)
    .values(values)
    .onConflictDoUpdate({ target: websiteCompliance.domain, set: values })
    .returning()
    .get();
}

export function listCompliance(db: Db): ComplianceRow[] {
  return db.select().from(websiteCompliance).orderBy(asc(websiteCompliance.domain)).all();
}

/** The compliance rows in memory, for checking many listings. */
export class ComplianceIndex {
  private readonly byDomain: Map<string, ComplianceRow>;

  constructor(rows: readonly ComplianceRow[]) {
    this.byDomain = new Map(rows.map((r) => [r.domain, r]));
  }

  static load(db: Db): ComplianceIndex {
    return new ComplianceIndex(listCompliance(db));
  }

  /** The row governing a host (its own, else its nearest parent domain's), or null. */
  ruleFor(host: string): ComplianceRow | null {
    const domain = normaliseDomain(host);
    if (!domain) return null;
    const labels = domain.split(".");
    for (let i = 0; i < labels.length - 1; i++) {
      const row = this.byDomain.get(labels.slice(i).join("."));
      if (row) return row;
    }
    return null;
  }

  isAllowed(host: string): boolean {
    return this.ruleFor(host)?.status === "allowed";
  }
}

/** The compliance table as text lines, for the CLI. */
export function formatComplianceList(rows: readonly ComplianceRow[]): string[] {
  if (rows.length === 0) return ["No website compliance rows yet."];
  const width = Math.max(6, ...rows.map((r) => r.domain.length));
  return [
    `${"domain".padEnd(width)}  status   checked     category      reasoning`,
    ...rows.map(
      (r) =>
        `${r.domain.padEnd(width)}  ${r.status.padEnd(7)}  ${r.checkedDate.toISOString().slice(0, 10)}  ${(r.category ?? "").padEnd(12)}  ${r.reasoning}` +
        (r.tosUrl ? ` (${r.tosUrl})` : ""),
    ),
  ];
}
