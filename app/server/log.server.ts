/**
 * Log lines with fields of their own. `server.js` turns every `console` call into one JSON line
 * (`server/log.js`); an object marked here becomes keys of that line beside `msg`, so a warning
 * can be searched by its event, user or Stripe request id. Pass ids and codes, never secrets,
 * bodies or messages from elsewhere that could hold them.
 */
const LOG_FIELDS = Symbol.for("dealfinder.log-fields");

export type LogFields = Record<string, string | number | boolean | null>;

export function logWarning(msg: string, fields: LogFields): void {
  console.warn(msg, { [LOG_FIELDS]: true, ...fields });
}
