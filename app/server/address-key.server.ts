/**
 * The key a per-address limit counts under. One IPv6 subscriber is usually given a whole /64
 * (2^64 addresses), so counting each IPv6 address alone would let one client walk around every
 * per-address limit; an IPv6 address counts as its /64. An IPv4 address, also when it arrives
 * IPv4-mapped (`::ffff:192.0.2.1`), counts as itself. Anything unparseable counts as given.
 */
import ipaddr from "ipaddr.js";

export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
