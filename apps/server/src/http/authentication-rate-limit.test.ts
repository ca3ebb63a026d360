import { request } from "node:http";
import { describe, expect, test, vi } from "vitest";
import { useTestServer } from "../../test/harness.ts";

const server = useTestServer({ env: { RATE_LIMIT_ADDRESS: "5" } });

/** GET /v1/applications from a given loopback address (the server sees it as the caller's address). */
const fromAddress = (localAddress: string, token: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      new URL(`${server.url}/v1/applications`),
      { localAddress, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });

/** A token of the client's, issued directly (no request to /oauth: the address's budget is left untouched). */
const tokenOf = async (scopes: string[]) => {
  const client = await server.registerClient(scopes);
  return (await server.auth.tokens.issue(client.clientId, scopes)).access_token;
};

describe("failed authentications on /v1 spend the address's budget", () => {
  test("past RATE_LIMIT_ADDRESS failures, that address's bad tokens get 429 before any signature check; valid tokens still work", async () => {
    const valid = await tokenOf(["applications:read"]);
    expect((await server.authed(valid, "/v1/applications")).status).toBe(200);
    const [header, payload] = valid.split(".");
    const forged = `${header}.${payload}.${"A".repeat(86)}`;
    for (let n = 0; n < 5; n++) {
      expect((await server.authed(forged, "/v1/applications")).status).toBe(401);
    }
    const verify = vi.spyOn(server.auth.tokens, "verify");
    try {
      const refused = await server.authed(forged, "/v1/applications");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("ratelimit-policy")).toBe('"address";q=5;w=60');
      expect(((await refused.json()) as { code: string }).code).toBe("RATE_LIMITED");
      expect((await server.fetch("/v1/applications")).status).toBe(429); // no token at all
      expect((await server.authed("not-a-token", "/v1/applications")).status).toBe(429);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
    // A client this instance already knows keeps working from that address, on its own budget.
    expect((await server.authed(valid, "/v1/applications")).status).toBe(200);
    // Another address has its own budget: its tokens work, its failures are 401 until it spends it.
    expect(await fromAddress("127.0.0.2", await tokenOf(["applications:read"]))).toBe(200);
    expect(await fromAddress("127.0.0.2", forged)).toBe(401);
  });

  test("a valid token without the operation's scope is not a failed authentication", async () => {
    const readOnly = await tokenOf(["customers:read"]);
    for (let n = 0; n < 8; n++) {
      expect(await fromAddress("127.0.0.3", readOnly)).toBe(403);
    }
    expect(await fromAddress("127.0.0.3", await tokenOf(["applications:read"]))).toBe(200);
  });
});
