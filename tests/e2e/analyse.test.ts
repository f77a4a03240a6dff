/**
 * The /analyse form in a real browser, with JavaScript off and on: native inputs with labels,
 * the result with its workings, confidence and rent source; a field error linked to its input;
 * axe on the page with a result.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePlanChooser, hydrated, launchBrowser, MODES, planChooser, seriousViolations, type Mode } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { signedInPage } from "../support/session";
import { setSearchesUsed } from "../support/usage";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(mode: Mode) {
  const { context, page } = await signedInPage(server, browser, mode, { plan: "pro", prefix: `analyse-${mode}` });
  await page.goto(`${server.url}/dashboard`);
  return { context, page };
}

type FormFields = { place?: string; postcode?: string; price?: string; type?: string; bedrooms?: string; rent?: string };

/** Opens /analyse and fills the form (the press of Analyse or Enter is the test's). */
async function fillForm(page: Page, mode: Mode, fields: FormFields) {
  await page.goto(`${server.url}/analyse`);
  if (mode === "js-on") await hydrated(page);
  if (fields.place !== undefined) await page.getByLabel("Town or local authority").fill(fields.place);
  if (fields.postcode !== undefined) await page.getByLabel("Postcode or postcode district").fill(fields.postcode);
  if (fields.price !== undefined) await page.getByLabel("Price (£)").fill(fields.price);
  if (fields.type !== undefined) await page.getByLabel("Property type").selectOption(fields.type);
  if (fields.bedrooms !== undefined) await page.getByLabel("Bedrooms (optional)").fill(fields.bedrooms);
  if (fields.rent !== undefined) await page.getByLabel("Your rent a month (£, optional)").fill(fields.rent);
}

const LABELS = ["Town or local authority", "Postcode or postcode district", "Price (£)", "Property type", "Bedrooms (optional)", "Your rent a month (£, optional)"];

describe.each(MODES)("the /analyse form (%s)", (mode) => {
  it("analyses a property from the form and shows the workings, confidence and rent source", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await page.getByRole("navigation", { name: "Navigation" }).getByRole("link", { name: "Analyse a property" }).click();
      await page.waitForURL("**/analyse");
      if (mode === "js-on") await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Analyse a property");
      await page.getByLabel("Postcode or postcode district").fill("LS6");
      await page.getByLabel("Price (£)").fill("150,000");
      await page.getByLabel("Property type").selectOption("flat");
      await page.getByLabel("Bedrooms (optional)").fill("2");
      await page.getByRole("button", { name: "Analyse" }).click();
      const result = page.getByRole("region", { name: /2 bed flat in LS6 \(Leeds\) for £150,000/ });
      await result.waitFor();
      const body = (await result.textContent()) ?? "";
      expect(body).toMatch(/Confidence: (High|Medium|Low)/);
      // Said once, as the workings' second step (decision 227).
      expect(body).toMatch(/Rent: £[\d,]+ a month \(£[\d,]+ a year\) — ONS Price Index of Private Rents, \w+ \d{4}/);
      expect(body.split("ONS Price Index of Private Rents").length - 1).toBe(1);
      expect(body).toMatch(/SDLT £8,000/);
      expect(body).toMatch(/stress rate/);
      expect(body).toMatch(/Comparable sales/);
      // The result takes the focus, so it is read out (it was left on the page's body).
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("result-heading");
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("links a field's error to its input", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await fillForm(page, mode, { place: "Leeds", price: "cheap" });
      await page.getByRole("button", { name: "Analyse" }).click();
      const price = page.getByLabel("Price (£)");
      await expect.poll(() => price.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await price.getAttribute("aria-describedby")) ?? "";
      const error = await page.locator(`#${describedBy.split(" ").pop()}`).textContent();
      expect(error).toMatch(/price/i);
      // The first field in error takes the focus, so its label and message are read out.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("price");
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows where the focus went after a submit from the keyboard: the result's heading has a ring", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await fillForm(page, mode, { place: "Leeds", price: "150000" });
      await page.getByLabel("Price (£)").press("Enter");
      await page.getByRole("region", { name: /in Leeds for £150,000/ }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("result-heading");
      // Its `focus:outline-none` hid the ring every other focus target shows (decision 102).
      const ring = await page.evaluate(() => {
        const heading = document.getElementById("result-heading")!;
        return { visible: heading.matches(":focus-visible"), outline: getComputedStyle(heading).outlineStyle };
      });
      expect(ring).toEqual({ visible: true, outline: "solid" });
    } finally {
      await context.close();
    }
  });

  it("refuses a free user's fourth search with the plan chooser, and keeps what was typed", async () => {
    const { context, page, user } = await signedInPage(server, browser, mode, { prefix: `analyse-free-${mode}` });
    try {
      setSearchesUsed(server.dbFile, user.id, 3);
      await fillForm(page, mode, { place: "Leeds", price: "150000", type: "terraced", bedrooms: "3" });
      await page.getByRole("button", { name: "Analyse" }).click();
      // The toast said the limit, but no chooser opened, and without JavaScript the form came
      // back empty.
      const chooser = planChooser(page, mode);
      await chooser.getByText("You've used all your free searches.", { exact: false }).first().waitFor();
      const typed = () =>
        Promise.all(["Town or local authority", "Price (£)", "Property type", "Bedrooms (optional)"].map((l) => page.getByLabel(l).inputValue()));
      expect(await typed()).toEqual(["Leeds", "150000", "terraced", "3"]);
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
      await closePlanChooser(page, mode).click();
      await expect.poll(() => new URL(page.url()).searchParams.has("upgrade")).toBe(false);
      expect(await typed()).toEqual(["Leeds", "150000", "terraced", "3"]);
    } finally {
      await context.close();
    }
  });

  it("links a place it cannot find to the Town field, which takes the focus (decision 180)", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await fillForm(page, mode, { place: "Atlantis", price: "150000" });
      await page.getByRole("button", { name: "Analyse" }).click();
      const town = page.getByLabel("Town or local authority");
      await expect.poll(() => town.getAttribute("aria-invalid")).toBe("true");
      // The message describes the field (after its hint), so it is read out with the field's name.
      const describedBy = ((await town.getAttribute("aria-describedby")) ?? "").split(" ");
      expect(describedBy).toEqual(["place-hint", "place-error"]);
      expect(await page.locator("#place-error").textContent()).toBe(
        "We couldn't find the place “Atlantis”: try a town, local authority or postcode district in the United Kingdom.",
      );
      // It was left on the page's body (JavaScript on: the disabled button lost it) or at the
      // top of the new page (off).
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("place");
      expect(await town.inputValue()).toBe("Atlantis");
      expect(await page.getByLabel("Postcode or postcode district").getAttribute("aria-invalid")).toBeNull();
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);

      // A postcode district it does not hold is the Postcode field's.
      await page.getByLabel("Town or local authority").fill("");
      await page.getByLabel("Postcode or postcode district").fill("ZZ9");
      await page.getByRole("button", { name: "Analyse" }).click();
      const postcode = page.getByLabel("Postcode or postcode district");
      await expect.poll(() => postcode.getAttribute("aria-invalid")).toBe("true");
      expect(await postcode.getAttribute("aria-describedby")).toBe("postcode-hint postcode-error");
      expect(await page.locator("#postcode-error").textContent()).toBe("We couldn't find the postcode district “ZZ9” in our data.");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("postcode");
      expect(await page.getByLabel("Town or local authority").getAttribute("aria-invalid")).toBeNull();
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refuses a postcode elsewhere than the place on the Postcode field, which takes the focus, and keeps what was typed (decision 202)", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await fillForm(page, mode, { place: "Leeds", postcode: "M1", price: "150000", type: "terraced", bedrooms: "3", rent: "900" });
      await page.getByRole("button", { name: "Analyse" }).click();
      const postcode = page.getByLabel("Postcode or postcode district");
      await expect.poll(() => postcode.getAttribute("aria-invalid")).toBe("true");
      expect(await postcode.getAttribute("aria-describedby")).toBe("postcode-hint postcode-error");
      expect(await page.locator("#postcode-error").textContent()).toBe("M1 is in Manchester, not in Leeds: correct the postcode or the place, or clear one of them.");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("postcode");
      expect(await Promise.all(LABELS.map((l) => page.getByLabel(l).inputValue()))).toEqual(["Leeds", "M1", "150000", "terraced", "3", "900"]);
      expect(await page.locator("#result-heading").count()).toBe(0);
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("values 'Leeds city centre' as the chat does, at the investor's own rent, named as theirs (decisions 203, 204)", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await fillForm(page, mode, { place: "Leeds city centre", price: "150000", type: "flat", bedrooms: "2", rent: "900" });
      await page.getByRole("button", { name: "Analyse" }).click();
      const result = page.getByRole("region", { name: "A 2 bed flat in LS1 (Leeds) for £150,000 renting at £900 a month" });
      await result.waitFor();
      const body = (await result.textContent()) ?? "";
      expect(body).toContain('"Leeds city centre" is LS1 in the sales data, so I valued it there.');
      expect(body).toContain("Your rent a month£900");
      expect(body).toMatch(/Rent: £900 a month \(£10,800 a year\), the rent you gave, not checked — the ONS average for a 2-bed in Leeds is £[\d,]+ a month/);
      expect(body).toMatch(/Confidence: (Medium|Low)/);
      expect(body).toContain("the rent of £900 a month is the rent you gave, not checked");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("result-heading");
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("links a rent it cannot use to the rent field, which takes the focus (decision 204)", async () => {
    const { context, page } = await signedIn(mode);
    try {
      await fillForm(page, mode, { place: "Leeds", price: "150000", rent: "£9 a week" });
      await page.getByRole("button", { name: "Analyse" }).click();
      const rent = page.getByLabel("Your rent a month (£, optional)");
      await expect.poll(() => rent.getAttribute("aria-invalid")).toBe("true");
      expect(await rent.getAttribute("aria-describedby")).toBe("rent-hint rent-error");
      expect(await page.locator("#rent-error").textContent()).toBe("Enter the rent in pounds a month");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("rent");
      expect(await rent.inputValue()).toBe("£9 a week");
      if (mode === "js-on") expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
