import { Link } from "react-router";
import type { RootData } from "~/root";

type Usage = NonNullable<RootData["usage"]>;

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const left = Math.max(limit - used, 0);
  // Colour is never the only signal: the count is always written out.
  const tone = left === 0 ? "text-red-800 dark:text-red-300" : left === 1 ? "text-orange-800 dark:text-orange-300" : "";
  const bar = left === 0 ? "meter-red" : left === 1 ? "meter-orange" : "meter-emerald";
  const id = `usage-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={`flex justify-between text-xs font-medium ${tone}`}>
        <span>{label}</span>
        <span>
          {left} of {limit} left
        </span>
      </label>
      <progress id={id} className={`meter h-2 w-full ${bar}`} max={limit} value={used}>
        {used} of {limit} used
      </progress>
    </div>
  );
}

/** Free users' searches and questions left, with the way to upgrade (spec section 2). */
export function UsageMeter({ usage }: { usage: Usage }) {
  if (usage.searchLimit === null || usage.questionLimit === null) return null;
  return (
    <section aria-label="Free plan usage" className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <Meter label="Searches" used={usage.searchesUsed} limit={usage.searchLimit} />
      <Meter label="Questions" used={usage.questionsUsed} limit={usage.questionLimit} />
      <Link to="/subscribe" className="btn-primary mt-1 text-xs">
        Upgrade to Pro
      </Link>
    </section>
  );
}
