/**
 * Debian's Chromium driven by playwright-core, and axe-core run inside the page.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startServer, type TestServer } from "./server";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    // playwright-core starts it headless with a fresh, temporary user-data dir of its own.
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * One server and one browser for a test file: started together before its tests, stopped after
 * them. Read `server` and `browser` inside the tests (they are not there before `beforeAll`).
 */
export function useServerAndBrowser() {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("useServerAndBrowser: no server outside the tests");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("useServerAndBrowser: no browser outside the tests");
      return browser;
    },
  };
}

export type Mode = "js-off" | "js-on";
export const MODES: Mode[] = ["js-off", "js-on"];

export async function newContext(browser: Browser, mode: Mode, options: { width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: mode === "js-on",
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: "en-GB",
  });
  if (mode === "js-on") await context.addInitScript(reportReactCommits);
  return context;
}

type CommitWatch = { __reactRootCommitted?: boolean };

/**
 * Runs in every page before its own scripts: the hook React DevTools installs, reduced to
 * noting that React has committed the page's root and run its effects (React calls
 * `onPostCommitFiberRoot` after a commit's `useEffect`s, in production builds too). The first
 * such call on a server-rendered page is the end of hydration.
 */
function reportReactCommits() {
  const w = window as unknown as CommitWatch & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {
      w.__reactRootCommitted = true;
    },
  };
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** The impacts a test fails on: everything but "minor". */
const REPORTED_IMPACTS = new Set(["moderate", "serious", "critical"]);

/**
 * Runs axe-core on the page (JavaScript must be on) and returns moderate, serious and critical
 * violations (moderate ones such as `landmark-unique` were hidden when only serious and
 * critical were reported).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    return await window.axe.run(document, { resultTypes: ["violations"] });
  })) as { violations: AxeViolation[] };
  return result.violations
    .filter((v) => v.impact !== null && REPORTED_IMPACTS.has(v.impact))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

/** The former name, for files written before moderate findings were reported: the same check. */
export const seriousViolations = axeViolations;

type RouterWatch = CommitWatch & {
  __reactRouterDataRouter?: {
    state: {
      initialized: boolean;
      navigation: { state: string };
      revalidation: string;
      fetchers: Map<string, { state: string }>;
    };
  };
};

/**
 * Waits until React has hydrated the page and its effects have run, and React Router is at
 * rest: no navigation, revalidation or fetcher under way (JavaScript on; the context must come
 * from `newContext`). It used to wait for the network to be quiet for 500 ms instead, on every
 * call, also when the page had long been ready.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as RouterWatch;
    const state = w.__reactRouterDataRouter?.state;
    if (!w.__reactRootCommitted || !state?.initialized) return false;
    if (state.navigation.state !== "idle" || state.revalidation !== "idle") return false;
    return [...state.fetchers.values()].every((fetcher) => fetcher.state === "idle");
  });
}

/**
 * Starts recording whether `text` is shown anywhere in the page, however briefly (a pending
 * placeholder can come and go between two polls of `waitFor`). Shown means in the rendered
 * text (`innerText`: not scripts, not hidden elements). It must not be shown already. Call
 * before the action; the returned function says whether it was seen since.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const key = `__seen_${Math.random().toString(36).slice(2)}`;
  const shownAlready = await page.evaluate(
    ([key, text]) => {
      const w = window as unknown as Record<string, boolean>;
      if (document.body.innerText.includes(text)) return true;
      w[key] = false;
      const observer = new MutationObserver(() => {
        if (document.body.innerText.includes(text)) {
          w[key] = true;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      return false;
    },
    [key, text] as const,
  );
  if (shownAlready) throw new Error(`"${text}" is already shown, so its appearing cannot be watched`);
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key);
}

/**
 * The plan chooser opened over a page (the chat, a deal): a region without JavaScript, a modal
 * dialog with it (decision 144). Analytics, whose content it is, keeps the region in both.
 */
export function planChooser(page: Page, mode: Mode) {
  return page.getByRole(mode === "js-on" ? "dialog" : "region", { name: "Choose Your Plan" });
}

/** Its Close: a link to the page without `upgrade`, or the dialog's button. */
export function closePlanChooser(page: Page, mode: Mode) {
  return page.getByRole(mode === "js-on" ? "button" : "link", { name: "Close plan chooser" });
}

/** Whether the modal plan chooser is open, with the focus inside it, on its heading. */
export function chooserIsModalWithFocus(page: Page) {
  return page.evaluate(() => {
    const dialog = document.getElementById("plan-chooser-title")?.closest("dialog");
    return Boolean(dialog?.matches(":modal") && document.activeElement?.id === "plan-chooser-title" && dialog.contains(document.activeElement));
  });
}
