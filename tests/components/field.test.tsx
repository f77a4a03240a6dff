import { useForm, type SubmissionResult } from "@conform-to/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "~/components/ui/field";

/** A conform form with one email field; `lastResult` is what an action would send back. */
function EmailForm({ lastResult, hint }: { lastResult?: SubmissionResult<string[]>; hint?: string }) {
  const [form, fields] = useForm<{ email: string }>({ id: "signup", lastResult });
  return (
    <form id={form.id}>
      <Field meta={fields.email} label="Email" type="email" hint={hint} />
    </form>
  );
}

const failed = (message: string): SubmissionResult<string[]> => ({
  status: "error",
  initialValue: { email: "not-an-email" },
  error: { email: [message] },
});

describe("Field", () => {
  it("labels the input with <label for> and gives it its type and name", () => {
    render(<EmailForm />);
    const input = screen.getByLabelText("Email");
    const label = screen.getByText("Email", { selector: "label" });
    expect(label.getAttribute("for")).toBe(input.id);
    expect(input.id).not.toBe("");
    expect(input.getAttribute("type")).toBe("email");
    expect(input.getAttribute("name")).toBe("email");
  });

  it("has no aria-invalid and no aria-describedby while valid, but keeps the empty message slot", () => {
    const { container } = render(<EmailForm />);
    const input = screen.getByLabelText("Email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    // The slot is there before any error, so a message appearing does not move the layout.
    const slot = container.querySelector(`[id="${input.id}-error"], p[id$="-error"]`);
    expect(slot).not.toBeNull();
    expect(slot!.textContent).toBe("");
    expect(slot!.className).toMatch(/min-h-/);
  });

  it("when invalid: aria-invalid, and aria-describedby names the element holding the message", () => {
    render(<EmailForm lastResult={failed("Invalid email address")} />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const ids = input.getAttribute("aria-describedby")!.split(" ");
    expect(ids).toHaveLength(1);
    expect(document.getElementById(ids[0]!)!.textContent).toBe("Invalid email address");
    expect(screen.getByRole("textbox", { description: "Invalid email address" })).toBe(input);
  });

  it("describes the input by its hint, and by the hint and the error when invalid", () => {
    const { rerender } = render(<EmailForm hint="We never share it." />);
    const input = screen.getByLabelText("Email");
    expect(screen.getByRole("textbox", { description: "We never share it." })).toBe(input);
    rerender(<EmailForm hint="We never share it." lastResult={failed("Email is required")} />);
    const described = input.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(["We never share it.", "Email is required"]);
  });

  it("joins several messages in the one slot", () => {
    render(<EmailForm lastResult={{ ...failed("Too short"), error: { email: ["Too short", "Must contain @"] } }} />);
    const input = screen.getByRole("textbox", { description: "Too short. Must contain @" });
    // Seen one a line, each in its own words, without a full stop added to only some of them.
    const slot = document.getElementById(input.getAttribute("aria-describedby")!)!;
    expect([...slot.children].map((line) => [line.className, line.firstChild!.textContent])).toEqual([
      ["block", "Too short"],
      ["block", "Must contain @"],
    ]);
  });
});
