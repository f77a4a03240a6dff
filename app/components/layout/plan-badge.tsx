const STYLES = {
  free: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
  pro: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  enterprise: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
} as const;
const LABELS = { free: "Free", pro: "Pro", enterprise: "Enterprise" } as const;

/** The plan as a word (never colour alone), on a colour that differs by plan. */
export function PlanBadge({ plan }: { plan: keyof typeof STYLES }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[plan]}`}>
      {LABELS[plan]}
      <span className="sr-only"> plan</span>
    </span>
  );
}
