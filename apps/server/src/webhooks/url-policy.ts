import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** Resolves a host name to its addresses (every family); replaceable in tests, the system resolver otherwise. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** IPv4-compatible IPv6 addresses (::a.b.c.d, deprecated): ipaddr.js calls the ones past ::1 plain unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * An address written as an IPv4 dotted quad or an IPv6 address, parsed; nothing else (127.1, 2130706433 or 0x7f.1
 * name no address here: URL hosts come dotted from the URL parser, and resolvers answer dotted). An IPv6 address
 * is read as the URL parser writes it, because ipaddr.js reads ::a.b.c.d as ::ffff:a.b.c.d, another address.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  switch (isIP(address)) {
    case 4:
      return ipaddr.IPv4.parse(address);
    case 6:
      try {
        return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
      } catch {
        return undefined; // with a zone (fe80::1%eth0): link-local, and no URL host
      }
    default:
      return undefined;
  }
}

/**
 * Whether an address is on the public internet: not loopback, private, link-local (metadata), CGNAT, multicast,
 * reserved… An IPv4-mapped address is judged by its IPv4 address. Every other IPv6 form that carries an IPv4
 * address is refused whatever it carries: IPv4-compatible, IPv4-translated (rfc6145), NAT64 (rfc6052: 64:ff9b::/96
 * and 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32) are not "unicast" to ipaddr.js, and the first is
 * checked here.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (parsed === undefined) {
    return false;
  }
  if (parsed.kind() === "ipv4") {
    return parsed.range() === "unicast";
  }
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) {
    return ipv6.toIPv4Address().range() === "unicast";
  }
  return ipv6.range() === "unicast" && !ipv6.match(IPV4_COMPATIBLE);
}

/** Where webhooks may go: anywhere in development (local receivers), only public https endpoints elsewhere. */
export interface UrlPolicy {
  publicOnly: boolean;
  resolve: Resolver;
}

export class UrlRefused extends Error {}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/**
 * The addresses a delivery to this URL may connect to, or UrlRefused with the reason. Checked when a subscription is
 * saved, and again before every attempt on the addresses actually connected to, so a DNS answer that changes later
 * (rebinding) cannot reach an internal address.
 */
export async function allowedAddresses(url: URL, policy: UrlPolicy): Promise<LookupAddress[]> {
  if (!policy.publicOnly) {
    return [];
  }
  if (url.protocol !== "https:") {
    throw new UrlRefused("must use https");
  }
  const host = hostOf(url);
  let addresses: LookupAddress[];
  const family = isIP(host);
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new UrlRefused(`the host ${host} does not resolve`);
    }
  }
  const internal = addresses.find((candidate) => !isPublicAddress(candidate.address));
  if (addresses.length === 0 || internal) {
    throw new UrlRefused(`the host ${host} resolves to ${internal?.address ?? "no address"}, which is not a public address`);
  }
  return addresses;
}

/**
 * Why a URL may not be registered (a webhook's, a client's jwks_uri) under `policy`, or undefined when it may: the
 * reason UrlRefused gives, worded as the end of "the URL …". Each caller answers it its own way.
 */
export async function refusalOf(url: URL, policy: UrlPolicy): Promise<string | undefined> {
  try {
    await allowedAddresses(url, policy);
    return undefined;
  } catch (error) {
    if (error instanceof UrlRefused) {
      return error.message;
    }
    throw error;
  }
}
