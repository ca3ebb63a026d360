import type { LookupAddress } from "node:dns";
import { describe, expect, test } from "vitest";
import { useClient, useTestServer } from "../../../test/harness.ts";

const SCOPES = "subscriptions:read subscriptions:write";

/** What the sandbox server's resolver answers for each host; any other host does not resolve. */
const dns = new Map<string, string>([
  ["hooks.example.com", "93.184.216.34"],
  ["v6.example.com", "2606:2800:220:1:248:1893:25c8:1946"],
  // How the system resolver writes an IPv4-compatible AAAA record (::7f00:1).
  ["compatible.example.com", "::127.0.0.1"],
  ["compatible-hex.example.com", "::7f00:1"],
  ["nat64.example.com", "64:ff9b::a9fe:a9fe"],
  ["6to4.example.com", "2002:a00:1::1"],
  ["teredo.example.com", "2001:0:4136:e378:8000:63bf:80ff:fffe"],
]);

const sandbox = useTestServer({
  env: { ONBOARDING_ENV: "sandbox" },
  resolve: async (host): Promise<LookupAddress[]> => {
    const address = dns.get(host);
    if (!address) {
      throw new Error(`${host} does not resolve`);
    }
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  },
});
const client = useClient(sandbox, SCOPES);

/** Each refused URL, with the address its reason names (as the URL parser writes it). */
const REFUSED = {
  // IPv4 spelled in decimal, hex, octal or short form: the URL parser writes it dotted.
  "https://2130706433/hooks": "127.0.0.1",
  "https://0x7f000001/hooks": "127.0.0.1",
  "https://0x7f.1/hooks": "127.0.0.1",
  "https://127.1/hooks": "127.0.0.1",
  "https://0177.0.0.1/hooks": "127.0.0.1",
  "https://127.0.0.1./hooks": "127.0.0.1",
  "https://0/hooks": "0.0.0.0",
  "https://0xa9.0xfe.0xa9fe/latest/meta-data": "169.254.169.254",
  "https://2852039166/latest/meta-data": "169.254.169.254",
  // IPv4-mapped and IPv4-compatible.
  "https://[::ffff:127.0.0.1]/hooks": "::ffff:7f00:1",
  "https://[::ffff:a9fe:a9fe]/hooks": "::ffff:a9fe:a9fe",
  "https://[0:0:0:0:0:ffff:10.0.0.1]/hooks": "::ffff:a00:1",
  "https://[::127.0.0.1]/hooks": "::7f00:1",
  "https://[::169.254.169.254]/hooks": "::a9fe:a9fe",
  "https://[::10.0.0.1]/hooks": "::a00:1",
  "https://[::ffff:0:127.0.0.1]/hooks": "::ffff:0:7f00:1",
  // NAT64 (well-known and local-use prefixes), 6to4 and Teredo.
  "https://[64:ff9b::127.0.0.1]/hooks": "64:ff9b::7f00:1",
  "https://[64:ff9b::169.254.169.254]/hooks": "64:ff9b::a9fe:a9fe",
  "https://[64:ff9b:1::a00:1]/hooks": "64:ff9b:1::a00:1",
  "https://[2002:7f00:1::1]/hooks": "2002:7f00:1::1",
  "https://[2002:a9fe:a9fe::1]/hooks": "2002:a9fe:a9fe::1",
  "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks": "2001:0:4136:e378:8000:63bf:80ff:fffe",
  // Host names whose addresses are those forms.
  "https://compatible.example.com/hooks": "::127.0.0.1",
  "https://compatible-hex.example.com/hooks": "::7f00:1",
  "https://nat64.example.com/hooks": "64:ff9b::a9fe:a9fe",
  "https://6to4.example.com/hooks": "2002:a00:1::1",
  "https://teredo.example.com/hooks": "2001:0:4136:e378:8000:63bf:80ff:fffe",
};

describe("in sandbox a webhook URL whose address reaches an internal IPv4 address is refused, however it is written", () => {
  for (const [url, address] of Object.entries(REFUSED)) {
    test(url, async () => {
      const response = await client.post("/v1/subscriptions", { url });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { pointer: "/url", code: "url_not_allowed", detail: expect.stringContaining(`${address}, which is not a public address`) },
      ]);
    });
  }

  test("public addresses, IPv4 or IPv6, by name or written in the URL, are accepted", async () => {
    const accepted = [
      "https://hooks.example.com/onboarding",
      "https://v6.example.com/onboarding",
      "https://93.184.216.34/onboarding",
      "https://[2606:2800:220:1:248:1893:25c8:1946]/onboarding",
      "https://[::ffff:93.184.216.34]/onboarding",
    ];
    for (const url of accepted) {
      expect((await client.post("/v1/subscriptions", { url })).status, url).toBe(201);
    }
  });
});
