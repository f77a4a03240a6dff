/**
 * A bar chart as a list: every row says its label and its numbers in text (read by screen
 * readers, shown to everyone); the bar is decoration (`aria-hidden`), so colour and length are
 * never the only signal. Server-rendered; no JavaScript needed; both themes.
 */
export function BarList({
  rows,
  label,
  noun = ["deal", "deals"],
}: {
  rows: { label: string; count: number; share: number }[];
  /** The list's accessible name. */
  label: string;
  noun?: [string, string];
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => {
        const pct = Math.round(row.share * 1000) / 10;
        return (
          <li key={row.label} className="flex flex-col gap-1">
            <div className="flex justify-between gap-4 text-sm">
              <span className="font-medium">{row.label}</span>
              <span className="muted">
                {row.count} {row.count === 1 ? noun[0] : noun[1]} ({pct}%)
              </span>
            </div>
            <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full rounded-full bg-brand-700 dark:bg-emerald-300" style={{ width: `${pct}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
