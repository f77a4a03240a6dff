/**
 * The "All saved deals" table on /analytics on a phone (decision 214): at 375 px each row is a
 * card whose cells are all on the screen, each labelled by its column's header, and nothing on
 * the page is wider than the screen; at 1280 px it is the table. Both widths keep the table's
 * semantics in Chromium's accessibility tree, the ROI's sign, whole focus rings and a clean axe,
 * light and dark, with JavaScript off and on.
 */
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedPercent } from "~/lib/format";
import { axeViolations, hydrated, MODES, useServerAndBrowser } from "../support/browser";
import { signedInPage } from "../support/session";

const t = useServerAndBrowser();

const HEADERS = ["Deal", "Location", "Type", "Price", "Yield", "ROI", "Score", "Action"];

/** Saves the first `count` deals for the user in the database file; returns them best first, as the table lists them. */
function saveDeals(userId: string, count: number) {
  const rw = new Database(t.server.dbFile);
  try {
    const ids = (rw.prepare("select id from deals order by id limit ?").all(count) as { id: number }[]).map((r) => r.id);
    const insert = rw.prepare("insert into saved_deals (user_id, deal_id) values (?, ?)");
    rw.transaction(() => ids.forEach((id) => insert.run(userId, id)))();
    return rw
      .prepare(
        "select d.title as title, d.roi as roi from saved_deals s join deals d on d.id = s.deal_id where s.user_id = ? order by d.score desc, d.yield desc, d.id",
      )
      .all(userId) as { title: string; roi: number }[];
  } finally {
    rw.close();
  }
}

async function setTheme(context: BrowserContext, value: "light" | "dark") {
  const res = await context.request.post(`${t.server.url}/theme`, {
    form: { theme: value, redirectTo: "/analytics" },
    headers: { Origin: t.server.url },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

/** Elements of the page wider than the screen, reaching past either side of it, or scrolling sideways (hidden and clipped ones aside: the closed sidebar, text kept for screen readers). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let clipped = false;
      for (let a: HTMLElement | null = el; a && !clipped; a = a.parentElement) {
        const style = getComputedStyle(a);
        clipped = style.clipPath !== "none" || style.clip !== "auto";
      }
      if (clipped) continue;
      if (box.width > width + 0.5 || box.left < -0.5 || box.right > width + 0.5 || el.scrollWidth > el.clientWidth + 1) {
        if (["HTML", "BODY"].includes(el.tagName)) continue;
        found.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}..${Math.round(box.right)} (scroll ${el.scrollWidth}/${el.clientWidth})`);
      }
    }
    return { page: document.documentElement.scrollWidth, width, found: found.slice(0, 10) };
  });
}

/** Whether the focused element's focus ring (outline and its offset) is drawn whole: wide, and clipped by no scrolling or clipping ancestor nor the screen. */
function focusRingWhole(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const ring = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 1) return `no ring (${style.outlineStyle} ${style.outlineWidth})`;
    const box = el.getBoundingClientRect();
    const outer = { left: box.left - ring, right: box.right + ring, top: box.top - ring, bottom: box.bottom + ring };
    if (outer.left < 0 || outer.right > document.documentElement.clientWidth) return `off the screen: ${outer.left}..${outer.right}`;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const r = a.getBoundingClientRect();
      if (outer.left < r.left || outer.right > r.right || outer.top < r.top || outer.bottom > r.bottom) return `clipped by ${a.tagName}.${a.className}`;
    }
    return "whole";
  });
}

type AXNode = { nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[]; ignored?: boolean };

/** Chromium's own accessibility tree of the table: its role and name, and each row's cells' roles and names. */
async function axTable(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const table = nodes.find((n) => n.role?.value === "table" && n.name?.value.startsWith("Your "));
  if (!table) return null;
  const rows: { role: string; name: string }[][] = [];
  const walk = (node: AXNode) => {
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (!child) continue;
      if (child.role?.value === "row") rows.push((child.childIds ?? []).map((c) => byId.get(c)!).map((c) => ({ role: c.role?.value ?? "", name: c.name?.value ?? "" })));
      else walk(child);
    }
  };
  walk(table);
  return { name: table.name?.value, rows };
}

for (const mode of MODES) {
  describe(`the saved-deals table on a phone, JavaScript ${mode === "js-on" ? "on" : "off"} (decision 214)`, () => {
    it("stacks each row as a labelled card at 375 px and keeps the table at 1280 px, light and dark", async () => {
      const { context, page, user } = await signedInPage(t.server, t.browser, mode, { prefix: `saved-narrow-${mode}`, plan: "pro", width: 375 });
      const deals = saveDeals(user.id, 3);
      for (const theme of ["light", "dark"] as const) {
        await setTheme(context, theme);
        for (const width of [375, 1280]) {
          const at = `${width} px, ${theme}`;
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${t.server.url}/analytics`);
          if (mode === "js-on") await hydrated(page);
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
          const section = page.getByRole("region", { name: "All saved deals" });
          const table = section.getByRole("table", { name: "Your 3 saved deals, highest score first." });
          await table.waitFor();
          const row = table.locator("tbody tr").first();
          const cells = row.locator("th, td");
          expect(await cells.count()).toBe(HEADERS.length);

          // Every cell of the first row is on the screen, and nothing is wider than the screen.
          for (let i = 0; i < HEADERS.length; i++) {
            const box = (await cells.nth(i).boundingBox())!;
            expect(box, `${HEADERS[i]} at ${at}`).not.toBeNull();
            expect(box.x, `${HEADERS[i]}'s left at ${at}`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${HEADERS[i]}'s right at ${at}`).toBeLessThanOrEqual(width);
          }
          const wide = await overflowing(page);
          expect(wide.found, `too wide at ${at}`).toEqual([]);
          expect(wide.page, `page at ${at}`).toBeLessThanOrEqual(width);

          // On a phone each value is labelled, on the screen, by its column's header; on a wide
          // screen the headers are the table's own row.
          const shown = (await row.innerText()).split("\n").map((l) => l.trim()).filter(Boolean);
          const headersShown = await table.locator("thead").isVisible();
          if (width === 375) {
            for (const header of HEADERS.slice(1, 7)) expect(shown, `${header} label at ${at}`).toContain(header);
            // The header row is kept out of view (clipped to a pixel), not hidden.
            expect(await table.locator("thead").evaluate((el) => el.getBoundingClientRect().width <= 1 && getComputedStyle(el).display !== "none")).toBe(true);
          } else {
            expect(headersShown).toBe(true);
            expect(shown.filter((l) => HEADERS.includes(l)), `no labels in the row at ${at}`).toEqual([]);
          }

          // The ROI with its sign, the deal's own.
          expect((await cells.nth(5).innerText()).trim().split("\n").pop()).toBe(signedPercent(deals[0]!.roi));

          // The Unsave button: on the screen, named by its deal.
          const unsave = section.getByRole("button", { name: `Unsave ${deals[0]!.title}`, exact: true });
          expect(await unsave.isVisible()).toBe(true);

          // The focus rings of the row's link and its Unsave are whole.
          await page.keyboard.press("Tab"); // a keyboard user: focus-visible from here on
          for (const control of [row.getByRole("link", { name: deals[0]!.title, exact: true }), unsave]) {
            await control.focus();
            expect(await focusRingWhole(page), `focus ring at ${at}`).toBe("whole");
          }

          // Chromium's accessibility tree: a table named by its caption, its header row of eight
          // column headers, and each row a row header (the deal) and seven cells, values only.
          const ax = await axTable(context, page);
          expect(ax?.name, at).toBe("Your 3 saved deals, highest score first.");
          expect(ax!.rows[0]!.map((c) => c.role)).toEqual(HEADERS.map(() => "columnheader"));
          expect(ax!.rows[0]!.map((c) => c.name)).toEqual(HEADERS);
          expect(ax!.rows.length).toBe(4);
          expect(ax!.rows[1]!.map((c) => c.role)).toEqual(["rowheader", ...HEADERS.slice(1).map(() => "cell")]);
          expect(ax!.rows[1]![0]!.name).toBe(deals[0]!.title);
          expect(ax!.rows[1]![5]!.name).toBe(signedPercent(deals[0]!.roi));

          if (mode === "js-on") expect(await axeViolations(page), at).toEqual([]);
        }
      }
      await context.close();
    });
  });
}
