import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { SaveToggle } from "~/components/deals/save-toggle";

const TITLE = "Flat (likely 2-bed), Whitlock Drive";
const NAME = `Save ${TITLE}`;

/**
 * The toggle on a page whose loader reads a stored flag, under a root route giving the plan (as
 * the app's root does), and a deal action that stores the posted state once `release` is called:
 * until then the post is in flight, which is when the optimistic state shows.
 */
function renderToggle({ premium, stored }: { premium: boolean; stored: boolean }) {
  const store = { saved: stored, posts: [] as Record<string, string>[] };
  let release = () => {};
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user: { canAccessPremiumFeatures: premium } }),
      HydrateFallback: () => null,
      children: [
        {
          index: true,
          loader: () => ({ saved: store.saved }),
          Component: function Page() {
            const { saved } = useLoaderData() as { saved: boolean };
            return <SaveToggle dealId={7} title={TITLE} saved={saved} />;
          },
        },
        {
          path: "deals/:id",
          action: async ({ request }) => {
            const form = Object.fromEntries(await request.formData()) as Record<string, string>;
            store.posts.push(form);
            await new Promise<void>((resolve) => (release = resolve));
            if (premium) store.saved = form.saved === "true";
            return null;
          },
        },
      ],
    },
  ]);
  render(<Stub />);
  return { store, release: () => release() };
}

/**
 * What a screen reader (aria-pressed) and a sighted user (the star's fill, the solid button) are
 * told of the state; the name is checked by each role query (it never changes).
 */
function state(button: HTMLElement) {
  const star = button.querySelector("svg")!;
  return {
    visible: button.textContent!.replace(/\s+/g, " ").trim(),
    pressed: button.getAttribute("aria-pressed"),
    star: star.getAttribute("fill"),
    solid: button.classList.contains("btn-primary"),
  };
}

const SAVED = { visible: NAME, pressed: "true", star: "currentColor", solid: true };
const NOT_SAVED = { visible: NAME, pressed: "false", star: "none", solid: false };

describe("SaveToggle (a WAI-ARIA toggle button: one name, the state in aria-pressed and in shape)", () => {
  it("renders the stored state: the same name either way, pressed and a filled star when saved", async () => {
    renderToggle({ premium: true, stored: true });
    expect(state(await screen.findByRole("button", { name: NAME, pressed: true }))).toEqual(SAVED);
    cleanup();
    renderToggle({ premium: true, stored: false });
    expect(state(await screen.findByRole("button", { name: NAME, pressed: false }))).toEqual(NOT_SAVED);
  });

  it("shows the wanted state at once for a premium user, posts it, and keeps it once stored", async () => {
    const { store, release } = renderToggle({ premium: true, stored: false });
    fireEvent.click(await screen.findByRole("button", { name: NAME, pressed: false }));
    // In flight: already pressed, under the same name (a screen reader hears "Save …, pressed").
    await waitFor(() => expect(store.posts).toHaveLength(1));
    expect(store.posts[0]).toMatchObject({ intent: "save", saved: "true", redirectTo: "/" });
    expect(state(screen.getByRole("button", { name: NAME }))).toEqual(SAVED);
    release();
    await waitFor(() => expect(store.saved).toBe(true));
    expect(state(await screen.findByRole("button", { name: NAME, pressed: true }))).toEqual(SAVED);

    // And back: the next post asks for false.
    fireEvent.click(screen.getByRole("button", { name: NAME }));
    await waitFor(() => expect(store.posts).toHaveLength(2));
    expect(store.posts[1]).toMatchObject({ saved: "false" });
    expect(state(screen.getByRole("button", { name: NAME }))).toEqual(NOT_SAVED);
    release();
    await waitFor(() => expect(store.saved).toBe(false));
    expect(state(await screen.findByRole("button", { name: NAME, pressed: false }))).toEqual(NOT_SAVED);
  });

  it("does not flip for a free user: the server decides, and it refuses", async () => {
    const { store, release } = renderToggle({ premium: false, stored: false });
    fireEvent.click(await screen.findByRole("button", { name: NAME, pressed: false }));
    await waitFor(() => expect(store.posts).toHaveLength(1));
    expect(state(screen.getByRole("button", { name: NAME }))).toEqual(NOT_SAVED);
    release();
    await waitFor(() => expect(screen.getByRole("button", { name: NAME }).getAttribute("aria-pressed")).toBe("false"));
    expect(store.saved).toBe(false);
  });
});

