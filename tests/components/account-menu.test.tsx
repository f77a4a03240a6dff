import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AccountMenu } from "~/components/layout/account-menu";

type User = Parameters<typeof AccountMenu>[0]["user"];

const user = (plan: User["plan"]): User => ({
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
  plan,
  canAccessPremiumFeatures: plan !== "free",
});

async function renderMenu(plan: User["plan"]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <AccountMenu user={user(plan)} /> }]);
  render(<Stub />);
  await screen.findByText("Account menu");
  return within(screen.getByRole("list"));
}

/** The menu's items, in order, each as its words and where it goes. */
async function items(plan: User["plan"]) {
  const list = await renderMenu(plan);
  return list.getAllByRole("listitem").map((li) => {
    const link = li.querySelector("a");
    return link ? `${link.textContent} ${link.getAttribute("href")}` : li.textContent;
  });
}

describe("AccountMenu (spec: Account Settings, Billing, Current Plan, Upgrade and Log Out)", () => {
  it("offers Free users Upgrade to Pro's checkout, /subscribe", async () => {
    expect(await items("free")).toEqual(["Account Settings /account", "Billing /billing", "Current Plan /plan", "Upgrade /subscribe", "Log Out"]);
  });

  it("sends Pro users' Upgrade to the Enterprise plan (its Contact Sales), not to the checkout they already passed", async () => {
    expect(await items("pro")).toEqual([
      "Account Settings /account",
      "Billing /billing",
      "Current Plan /plan",
      "Upgrade /plan#plan-enterprise",
      "Log Out",
    ]);
  });

  it("has no Upgrade for Enterprise users: there is no higher plan", async () => {
    expect(await items("enterprise")).toEqual(["Account Settings /account", "Billing /billing", "Current Plan /plan", "Log Out"]);
  });
});
