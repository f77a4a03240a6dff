import { ATTRIBUTION_LINES } from "~/lib/attribution";

/** The open data's licence lines: its licences ask for them wherever figures drawn from it are shown. */
export function AttributionLines({ className = "" }: { className?: string }) {
  return (
    <div className={`muted flex flex-col gap-1 text-xs ${className}`}>
      {ATTRIBUTION_LINES.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
