import ipaddr from "ipaddr.js";
import { describe, expect, test } from "vitest";
import { isPublicAddress } from "./url-policy.ts";

/** IPv6 forms that carry an IPv4 address, with what ipaddr.js's range() calls them. */
const IPV4_IN_IPV6 = {
  "::ffff:127.0.0.1": "ipv4Mapped",
  "::ffff:7f00:1": "ipv4Mapped",
  "::ffff:10.0.0.1": "ipv4Mapped",
  // IPv4-compatible (deprecated): ipaddr.js reads the dotted form as mapped, but the hex form as an ordinary unicast.
  "::127.0.0.1": "ipv4Mapped",
  "::7f00:1": "unicast",
  "::a9fe:a9fe": "unicast",
  "::808:808": "unicast",
  "::ffff:0:7f00:1": "rfc6145",
  "64:ff9b::127.0.0.1": "rfc6052",
  "64:ff9b::808:808": "rfc6052",
  "64:ff9b:1::7f00:1": "rfc6052",
  "2002:7f00:1::1": "6to4",
  "2002:808:808::1": "6to4",
  "2001:0:4136:e378:8000:63bf:80ff:fffe": "teredo",
};

describe("isPublicAddress", () => {
  test("ipaddr.js classifies the IPv6 forms that carry an IPv4 address as the table says", () => {
    for (const [address, range] of Object.entries(IPV4_IN_IPV6)) {
      expect(ipaddr.parse(address).range(), address).toBe(range);
    }
  });

  test("no IPv6 form that carries an IPv4 address is public, except a mapped public one", () => {
    for (const address of Object.keys(IPV4_IN_IPV6)) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
    expect(isPublicAddress("::ffff:808:808")).toBe(true);
  });

  test("IPv4 written in decimal, octal, hex or short form is not an address (the URL parser writes hosts dotted-decimal)", () => {
    const loopback = ["2130706433", "0x7f000001", "0x7f.1", "127.1", "0177.0.0.1", "017700000001", "127.0.1"];
    for (const address of [...loopback, "134744072", "0x8.0x8.0x8.0x8", "8.8.2056"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  test("loopback, private, link-local, shared, multicast, reserved and documentation addresses are not public", () => {
    const internal = ["127.0.0.1", "0.0.0.0", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1"];
    const more = ["224.0.0.1", "255.255.255.255", "240.0.0.1", "::", "::1", "fe80::1", "fc00::1", "ff02::1", "2001:db8::1"];
    for (const address of [...internal, ...more, "fe80::1%eth0", "example.com", ""]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  test("public unicast addresses are public", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946", "2001:4860:4860::8888"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
