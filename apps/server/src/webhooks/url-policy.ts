import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import ipaddr from "ipaddr.js";

/** Resolves a host name to its addresses (every family); replaceable in tests, the system resolver otherwise. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** Whether an address is on the public internet: not loopback, private, link-local (metadata), CGNAT, multicast, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) {
    return false;
  }
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
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
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
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
