/**
 * TRUST_PROXY, read once at start (decision 086): which peers' X-Forwarded-For, -Proto and -Host
 * the server believes, turned into the value Express's "trust proxy" setting takes. What Express
 * would take but misread is refused: `true` (every client could name its own address), a bare
 * number as an address (Express reads "1" as the IP 0.0.0.1; here it is a hop count), a
 * misspelt keyword or address (Express throws on it at the first request's set-up, with a stack).
 */
import ipaddr from "ipaddr.js";

/** Express's "trust proxy": none (false), the nearest N hops, or a list of keywords and ranges. */
export type TrustProxy = false | number | string[];

const KEYWORDS = ["loopback", "linklocal", "uniquelocal"];

const ALLOWED =
  "give a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or ranges (10.0.0.0/8), a hop count such as 1, or false";

/**
 * Why one list item (a keyword, an address, address/prefix or IPv4 address/netmask) is refused,
 * or null. The item is as the operator wrote it (any case), so a message quotes it as given.
 */
function itemProblem(item: string): string | null {
  if (KEYWORDS.includes(item.toLowerCase())) return null;
  const slash = item.lastIndexOf("/");
  const address = slash === -1 ? item : item.slice(0, slash);
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!v4 && !(ipaddr.IPv6.isValid(address) && !address.includes("%"))) {
    return `"${item}" is not loopback, linklocal, uniquelocal, an IP address or a range`;
  }
  if (slash === -1) return null;
  const range = item.slice(slash + 1);
  const max = v4 ? 32 : 128;
  const bits = /^\d+$/.test(range)
    ? Number(range)
    : v4 && ipaddr.IPv4.isValidFourPartDecimal(range)
      ? ipaddr.IPv4.parse(range).prefixLengthFromSubnetMask()
      : null;
  return bits !== null && bits >= 1 && bits <= max ? null : `"${item}" needs a prefix length from 1 to ${max}${v4 ? " or a netmask" : ""}`;
}

/**
 * The setting for TRUST_PROXY's text, or why it is refused (one sentence quoting the value as
 * the operator wrote it). Keywords and addresses are read in any case; Express gets them in
 * lower case.
 */
export function parseTrustProxy(text: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const given = text.trim();
  const value = given.toLowerCase();
  if (value === "false") return { ok: true, value: false };
  if (value === "true") {
    return {
      ok: false,
      message: `${given} would believe every client's X-Forwarded-For (any client could choose its own address); ${ALLOWED}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return Number.isSafeInteger(hops) ? { ok: true, value: hops } : { ok: false, message: `${given} hops is too many; ${ALLOWED}` };
  }
  const items = given.split(",").map((item) => item.trim());
  if (items.some((item) => item === "")) return { ok: false, message: `"${given}" has an empty item; ${ALLOWED}` };
  for (const item of items) {
    const problem = itemProblem(item);
    if (problem) return { ok: false, message: `${problem}; ${ALLOWED}` };
  }
  return { ok: true, value: items.map((item) => item.toLowerCase()) };
}
