/**
 * The collapsed sidebar (from 768 px) shows icons only; each one's label shows beside it as a
 * tooltip on hover and on keyboard focus, with JavaScript on and off (decision 119). The label
 * stays the link's own text, so its name does not depend on the tooltip; a tooltip covers no
 * other control; it opens after the spec's 700 ms on hover (at once after another one, and on
 * focus), stays while the pointer is on it, and Escape hides it (WCAG 1.4.13).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, hydrated, MODES, useServerAndBrowser, type Mode } from "../support/browser";
import { signedInPage } from "../support/session";

const t = useServerAndBrowser();

const ITEMS = ["New Chat", "Chat", "Analytics", "Analyse a property"] as const;

async function collapsed(mode: Mode, width = 1280) {
  const { context, page } = await signedInPage(t.server, t.browser, mode, { prefix: `rail-${mode}`, width });
  await page.goto(`${t.server.url}/dashboard`);
  if (mode === "js-on") await hydrated(page);
  // Without JavaScript a form post sets the cookie and the server redirects back.
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
  if (mode === "js-on") await hydrated(page);
  return { context, page, item: (name: string) => page.locator("#sidebar").getByRole("link", { name, exact: true }) };
}

/**
 * The item's label, if it is shown: painted on top where it is (the element at its centre is
 * the label), whole, and outside the rail of icons. Null when it is out of view.
 */
function shownLabel(link: Locator) {
  return link.evaluate((el) => {
    const tip = el.querySelector(".rail-tip-text");
    if (!tip) return null;
    const box = tip.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit || !tip.contains(hit)) return null;
    const rail = document.getElementById("sidebar")!.getBoundingClientRect();
    return {
      text: (tip as HTMLElement).innerText,
      outsideRail: box.left >= rail.right - 1,
      whole: tip.scrollWidth <= tip.clientWidth && box.right <= window.innerWidth,
    };
  });
}

/** The other controls (links, buttons, fields, the account menu) the item's label lies over. */
function coveredControls(link: Locator) {
  return link.evaluate((el) => {
    const tip = el.querySelector(".rail-tip-text")!.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>("a, button, input, textarea, select, summary, [tabindex]:not([tabindex='-1'])");
    return [...controls]
      .filter((c) => c !== el && !el.contains(c) && c.checkVisibility())
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.left < tip.right && tip.left < r.right && r.top < tip.bottom && tip.top < r.bottom;
      })
      .map((c) => c.outerHTML.slice(0, 80));
  });
}

/** The delay before the item's label opens on hover, as the page's CSS says it now. */
const openDelay = (link: Locator) => link.evaluate((el) => getComputedStyle(el.querySelector(".rail-tip")!).transitionDelay);

/** Tabs until `link` has the focus (keyboard focus: `:focus-visible`). */
async function tabTo(page: Page, link: Locator) {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    if (await link.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the item never took the focus");
}

for (const mode of MODES) {
  describe(`the collapsed sidebar's labels with JavaScript ${mode === "js-on" ? "on" : "off"}`, () => {
    it("shows each icon's label on keyboard focus, keeps it the link's name, covers no other control and passes axe", async () => {
      const { context, page, item } = await collapsed(mode);
      for (const name of ITEMS) expect(await shownLabel(item(name)), `${name} before focus`).toBeNull();
      for (const name of ITEMS) {
        // getByRole with the exact name: the link's accessible name is still its label.
        await tabTo(page, item(name));
        expect(await shownLabel(item(name))).toEqual({ text: name, outsideRail: true, whole: true });
        expect(await coveredControls(item(name)), `${name}'s label`).toEqual([]);
        // Only the focused one.
        for (const other of ITEMS.filter((n) => n !== name)) expect(await shownLabel(item(other)), other).toBeNull();
        if (mode === "js-on" && name === "Analytics") expect(await axeViolations(page)).toEqual([]);
      }
      // At the narrowest width with the rail, the labels still cover nothing else.
      await page.setViewportSize({ width: 768, height: 900 });
      await page.reload();
      if (mode === "js-on") await hydrated(page);
      for (const name of ITEMS) {
        await tabTo(page, item(name));
        expect(await shownLabel(item(name)), `${name} at 768 px`).not.toBeNull();
        expect(await coveredControls(item(name)), `${name}'s label at 768 px`).toEqual([]);
      }
      await context.close();
    });

    it("shows a label on hover after 700 ms, and keeps it while the pointer moves onto it", async () => {
      const { context, page, item } = await collapsed(mode);
      const analytics = item("Analytics");
      await analytics.hover();
      expect(await openDelay(analytics)).toBe("0.7s");
      await expect.poll(() => shownLabel(analytics), { timeout: 5_000 }).toEqual({ text: "Analytics", outsideRail: true, whole: true });
      // Hoverable: the pointer crosses from the icon onto the label without closing it.
      const icon = (await analytics.locator("svg").boundingBox())!;
      const label = (await analytics.getByText("Analytics").boundingBox())!;
      const y = label.y + label.height / 2;
      await page.mouse.move(icon.x + icon.width / 2, y);
      for (let x = icon.x + icon.width; x <= label.x + label.width / 2; x += 4) {
        await page.mouse.move(x, y);
        expect(await shownLabel(analytics), `pointer at x ${x}`).not.toBeNull();
      }
      // Away from both, it closes at once.
      await page.mouse.move(900, 800);
      expect(await shownLabel(analytics)).toBeNull();
      await context.close();
    });
  });
}

describe("the collapsed sidebar's labels with JavaScript on", () => {
  it("hides a label with Escape until the pointer leaves it, and opens the next one at once within 300 ms", async () => {
    const { context, page, item } = await collapsed("js-on");
    const chat = item("Chat");
    const analytics = item("Analytics");
    await chat.hover();
    await expect.poll(() => shownLabel(chat), { timeout: 5_000 }).not.toBeNull();
    // The skip delay: the next item's label opens without waiting.
    await analytics.hover();
    expect(await openDelay(analytics)).toBe("0s");
    expect(await shownLabel(analytics)).not.toBeNull();

    await page.keyboard.press("Escape");
    expect(await shownLabel(analytics)).toBeNull();
    // It stays hidden while the pointer stays; moving to another item shows that one.
    await page.mouse.move(...(await centre(analytics)));
    expect(await shownLabel(analytics)).toBeNull();
    await chat.hover();
    await expect.poll(() => shownLabel(chat), { timeout: 5_000 }).not.toBeNull();

    // On keyboard focus too.
    await page.mouse.move(900, 800);
    await page.locator("body").focus();
    await tabTo(page, item("New Chat"));
    expect(await shownLabel(item("New Chat"))).not.toBeNull();
    await page.keyboard.press("Escape");
    expect(await shownLabel(item("New Chat"))).toBeNull();
    await page.keyboard.press("Tab");
    expect(await shownLabel(chat)).not.toBeNull();

    // After a pause longer than 300 ms with the pointer off the rail, hovering waits again.
    await page.mouse.move(900, 800);
    await page.waitForTimeout(400);
    await analytics.hover();
    expect(await openDelay(analytics)).toBe("0.7s");
    await context.close();
  });
});

async function centre(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}
