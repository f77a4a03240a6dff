import { ATTRIBUTION_SHOWN } from "~/lib/attribution";

/**
 * The open data's licence lines: its licences ask for them wherever figures drawn from it are
 * shown. Each source's words once: a line the others already say is left out (decision 069).
 */
export function AttributionLines({ className = "" }: { className?: string }) {
  return (
    <div className={`muted flex flex-col gap-1 text-xs ${className}`}>
      {ATTRIBUTION_SHOWN.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
