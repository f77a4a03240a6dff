import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Form, Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useDocumentNonce } from "~/root";

afterEach(cleanup);

/** Shows the nonce a component is given. */
function Shown({ label }: { label: string }) {
  return <p>{`${label}: ${useDocumentNonce() ?? "none"}`}</p>;
}

describe("useDocumentNonce (decision 212)", () => {
  it("is the document's nonce in a page mounted after an action brought the root loader a new one", async () => {
    // The root loader brings each request's nonce, as the app's does: n1 for the document, then
    // one for each revalidation after an action.
    let requests = 0;
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ nonce: `n${++requests}` }),
        HydrateFallback: () => null,
        children: [
          {
            index: true,
            action: () => null,
            Component: () => (
              <>
                <Shown label="first page" />
                <Form method="post">
                  <button type="submit">Post</button>
                </Form>
                <Link to="/subscribe">Subscribe</Link>
              </>
            ),
          },
          { path: "subscribe", Component: () => <Shown label="later page" /> },
        ],
      },
    ]);
    render(<Stub />);
    expect(await screen.findByText("first page: n1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    // The action's revalidation ran the root loader again: the page mounted before keeps n1.
    await screen.findByText("first page: n1");
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toBeGreaterThan(1);
    fireEvent.click(screen.getByRole("link", { name: "Subscribe" }));
    // A page mounted afterwards (the subscribe page, whose embedded checkout inserts Stripe.js
    // with it) is given the document's nonce too, not the latest request's.
    expect(await screen.findByText("later page: n1")).toBeTruthy();
  });
});
