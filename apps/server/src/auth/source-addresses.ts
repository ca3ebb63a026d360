import ipaddr from "ipaddr.js";

export class SourceAddressesRefused extends Error {}

/**
 * A client's source addresses from `CIDR,CIDR` (an address alone is its own block), normalised; refused with the
 * first block that is not one. An empty text is no limit at all (null).
 */
export function parseSourceAddresses(text: string): string[] | null {
  const blocks = text
    .split(/[\s,]+/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (blocks.length === 0) {
    return null;
  }
  return [
    ...new Set(
      blocks.map((block) => {
        try {
          const [address, bits] = block.includes("/")
            ? ipaddr.parseCIDR(block)
            : ((parsed) => [parsed, parsed.kind() === "ipv4" ? 32 : 128] as const)(ipaddr.parse(block));
          return `${address.toString()}/${bits}`;
        } catch {
          throw new SourceAddressesRefused(
            `${block} is not an IPv4 or IPv6 address or CIDR block (for example 10.0.0.0/8 or 2001:db8::/32)`,
          );
        }
      }),
    ),
  ];
}

/** Whether a caller's address is inside one of the blocks (an IPv4-mapped IPv6 address is judged as IPv4); null: any. */
export function addressAllowed(blocks: readonly string[] | null, address: string): boolean {
  if (blocks === null) {
    return true;
  }
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  return blocks.some((block) => {
    const [range, bits] = ipaddr.parseCIDR(block);
    return range.kind() === parsed.kind() && parsed.match(range, bits);
  });
}
