import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../db/import/cli";
import { ComplianceIndex, listCompliance, normaliseDomain, setCompliance } from "../../db/import/compliance";
import { cliIo as io, FIXTURES, loadReference, tempDb, type TempDb } from "./import-helpers";

describe("normaliseDomain", () => {
  it("takes a domain or URL to a lower-case host without www", () => {
    expect(normaliseDomain("Example.COM")).toBe("example.com");
    expect(normaliseDomain("https://www.Example.com:8443/a/b?c")).toBe("example.com");
    expect(normaliseDomain("www.example.co.uk/path")).toBe("example.co.uk");
    expect(normaliseDomain("listings.example.net.")).toBe("listings.example.net");
    expect(normaliseDomain("Example Estates")).toBeNull();
    expect(normaliseDomain("")).toBeNull();
  });
});

describe("ComplianceIndex", () => {
  it("uses the most specific row for a host", () => {
    const row = (domain: string, status: "allowed" | "blocked" | "review") => ({
      id: 0,
      domain,
      status,
      reasoning: "r",
      checkedDate: new Date(0),
      tosUrl: null,
      category: null,
    });
    const index = new ComplianceIndex([row("example.com", "allowed"), row("bad.example.com", "blocked")]);
    expect(index.isAllowed("example.com")).toBe(true);
    expect(index.isAllowed("www.example.com")).toBe(true);
    expect(index.isAllowed("shop.example.com")).toBe(true);
    expect(index.isAllowed("bad.example.com")).toBe(false);
    expect(index.isAllowed("x.bad.example.com")).toBe(false);
    expect(index.isAllowed("example.org")).toBe(false);
    expect(index.ruleFor("com")).toBeNull();
  });
});

describe("the compliance CLI", () => {
  let t: TempDb;
  beforeAll(() => {
    t = tempDb();
  });
  afterAll(() => t.close());

  it("allows a domain with a reason, ToS URL and category", async () => {
    const { out, io: cliIo } = io(t);
    const before = Date.now();
    const code = await runCli(
      ["compliance", "allow", "WWW.Example.com", "--reason", "Feed licensed to us", "--tos-url", "https://example.com/terms", "--category", "portal"],
      cliIo,
    );
    expect(code).toBe(0);
    expect(out).toEqual(["example.com: allowed (Feed licensed to us)"]);
    const [row] = listCompliance(t.db);
    expect(row).toMatchObject({
      domain: "example.com",
      status: "allowed",
      reasoning: "Feed licensed to us",
      tosUrl: "https://example.com/terms",
      category: "portal",
    });
    expect(row!.checkedDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("updates the same row on block and review", async () => {
    expect(await runCli(["compliance", "block", "example.com", "--reason", "Licence withdrawn"], io(t).io)).toBe(0);
    expect(await runCli(["compliance", "review", "example.org", "--reason", "Terms being read"], io(t).io)).toBe(0);
    const rows = listCompliance(t.db);
    expect(rows.map((r) => [r.domain, r.status, r.reasoning])).toEqual([
      ["example.com", "blocked", "Licence withdrawn"],
      ["example.org", "review", "Terms being read"],
    ]);
    expect(rows[0]!.tosUrl).toBeNull();
  });

  it("lists the table", async () => {
    const { out, io: cliIo } = io(t);
    expect(await runCli(["compliance", "list"], cliIo)).toBe(0);
    expect(out[0]).toMatch(/^domain\s+status/);
    expect(out.slice(1).join("\n")).toMatch(/example\.com\s+blocked .*Licence withdrawn/);
    expect(out.slice(1).join("\n")).toMatch(/example\.org\s+review .*Terms being read/);
  });

  it("refuses bad usage with status 2 and changes nothing", async () => {
    const cases = [
      ["compliance", "allow", "example.net"],
      ["compliance", "allow", "example.net", "--reason", "   "],
      ["compliance", "permit", "example.net", "--reason", "x"],
      ["compliance", "allow", "--reason", "x"],
      ["compliance", "allow", "not a domain", "--reason", "x"],
      ["compliance", "allow", "example.net", "--reason", "x", "--tos-url", "ftp://example.net/tos"],
      ["compliance", "allow", "example.net", "--reason", "x", "--bogus"],
    ];
    for (const argv of cases) {
      const { err, io: cliIo } = io(t);
      const code = await runCli(argv, cliIo);
      expect(code, argv.join(" ")).not.toBe(0);
      expect(err.length, argv.join(" ")).toBeGreaterThan(0);
    }
    expect(listCompliance(t.db).map((r) => r.domain)).toEqual(["example.com", "example.org"]);
  });

  it("setCompliance validates like the CLI", () => {
    expect(() => setCompliance(t.db, { domain: "example.net", status: "allowed", reasoning: "" })).toThrow(/reason/);
    expect(() => setCompliance(t.db, { domain: "nope", status: "allowed", reasoning: "x" })).toThrow(/domain/);
  });
});

describe("the import CLI", () => {
  let t: TempDb;
  beforeAll(async () => {
    t = tempDb();
    await loadReference(t.db);
  });
  afterAll(() => t.close());

  it("imports a file, recognising its kind, and prints the summary", async () => {
    const { out, io: cliIo } = io(t);
    expect(await runCli([join(FIXTURES, "ppd-report-sample.csv")], cliIo)).toBe(0);
    expect(out[0]).toMatch(/^ppd-report-sample\.csv: 9 rows read, 8 deals written, 0 changed, 0 deleted, 1 skipped \(property type other: not a home \(commercial, land, garages, part interests\)\), 0 malformed in /);
  });

  it("accepts --kind and rejects a wrong one", async () => {
    const ok = io(t);
    expect(await runCli([join(FIXTURES, "pp-bulk-sample.csv"), "--kind", "price-paid"], ok.io)).toBe(0);
    expect(ok.out.some((l) => l.startsWith("  line 7: expected 16 columns"))).toBe(true);
    const bad = io(t);
    expect(await runCli([join(FIXTURES, "pp-bulk-sample.csv"), "--kind", "nonsense"], bad.io)).toBe(2);
    const mismatch = io(t);
    expect(await runCli([join(FIXTURES, "pp-bulk-sample.csv"), "--kind", "rents"], mismatch.io)).toBe(1);
    expect(mismatch.err[0]).toMatch(/not a rents file/);
  });

  it("says so for a missing file", async () => {
    const { err, io: cliIo } = io(t);
    expect(await runCli(["no-such-file.csv"], cliIo)).toBe(2);
    expect(err[0]).toMatch(/No such file/);
  });
});
