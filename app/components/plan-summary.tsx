import { PLANS } from "~/lib/plans";

type Plan = (typeof PLANS)[keyof typeof PLANS];

/** A plan's price line and its feature list, as the landing page and the plan page show them. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <>
      <p className="mt-2 text-3xl font-bold">
        {plan.price} <span className="muted text-base font-normal">{plan.period}</span>
      </p>
      <ul className="mt-4 flex flex-1 list-disc flex-col gap-1 pl-5">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </>
  );
}
