import { createOnboardingClient, createTokenManager } from "@onboarding/client";
import { describe, expect, test } from "vitest";
import { individualApplication } from "../test/fixtures.ts";
import { basic, useTestServer } from "../test/harness.ts";

const server = useTestServer();

/** A fetch that counts what it sends, by path, and can be told to misbehave. */
function recordingFetch(misbehave?: (request: Request, attempt: number) => Promise<Response | "drop" | undefined>) {
  const sent: Request[] = [];
  const fetcher = async (request: Request) => {
    sent.push(request.clone());
    const trick = await misbehave?.(request, sent.length);
    if (trick instanceof Response) {
      return trick;
    }
    const response = await fetch(request);
    if (trick === "drop") {
      // The server did the work; the caller never hears of it (a connection lost on the way back).
      await response.arrayBuffer();
      throw new TypeError("fetch failed: connection reset");
    }
    return response;
  };
  const count = (path: string) => sent.filter((request) => new URL(request.url).pathname === path).length;
  return { fetcher, sent, count };
}

async function credentials(scopes: string[]) {
  const client = await server.registerClient(scopes);
  return { clientId: client.clientId, clientSecret: client.secret };
}

const now = () => server.clock.now().getTime();
const noWait = async () => undefined;

/** A client of a newly registered API client with these scopes, sending through the recorder, on the server's clock. */
async function sdk(scopes: string[], recorder: ReturnType<typeof recordingFetch>) {
  return createOnboardingClient({
    baseUrl: server.url,
    ...(await credentials(scopes)),
    scopes,
    fetch: recorder.fetcher,
    sleep: noWait,
    now,
  });
}

describe("the client SDK against the real server", () => {
  test("gets a token with client credentials, caches it, and refreshes it before it expires", async () => {
    const recorder = recordingFetch();
    const client = await sdk(["applications:read"], recorder);
    expect((await client.GET("/v1/applications")).response.status).toBe(200);
    expect((await client.GET("/v1/applications")).response.status).toBe(200);
    expect(recorder.count("/oauth/token")).toBe(1);
    const [tokenRequest] = recorder.sent;
    expect(new URL(tokenRequest?.url ?? "").searchParams.get("grant_type")).toBe("client_credentials");
    expect(tokenRequest?.headers.get("authorization")).toMatch(/^Basic /);

    server.clock.advance(12 * 3_600_000 - 30_000); // 30 s before the 12-hour development token expires
    expect((await client.GET("/v1/applications")).response.status).toBe(200);
    expect(recorder.count("/oauth/token")).toBe(2);
  });

  test("50 concurrent calls share one token request", async () => {
    const recorder = recordingFetch();
    const client = await sdk(["applications:read"], recorder);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.GET("/v1/applications", { params: { query: { limit: 1 } } })),
    );
    expect(responses.every((response) => response.response.status === 200)).toBe(true);
    expect(recorder.count("/oauth/token")).toBe(1);
  });

  test("tokens for two scope sets live side by side; a revoked token is replaced once, transparently", async () => {
    const recorder = recordingFetch();
    const creds = await credentials(["applications:read", "applications:write"]);
    const tokens = createTokenManager({ baseUrl: server.url, ...creds, fetch: recorder.fetcher, now });
    const reader = createOnboardingClient({ baseUrl: server.url, tokens, scopes: ["applications:read"], fetch: recorder.fetcher });
    const writer = createOnboardingClient({ baseUrl: server.url, tokens, scopes: ["applications:write"], fetch: recorder.fetcher });
    expect((await reader.GET("/v1/applications")).response.status).toBe(200);
    expect((await writer.POST("/v1/applications", { body: individualApplication() as never })).response.status).toBe(201);
    expect((await reader.GET("/v1/applications")).response.status).toBe(200);
    expect(recorder.count("/oauth/token")).toBe(2);

    const revoked = await fetch(`${server.url}/oauth/revoke`, {
      method: "POST",
      headers: { authorization: basic(creds.clientId, creds.clientSecret), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: await reader.accessToken() }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await reader.GET("/v1/applications")).response.status).toBe(200);
    expect(recorder.count("/oauth/token")).toBe(3);
  });

  test("a create retried after a 503 or a dropped connection creates exactly one application (one idempotency key)", async () => {
    for (const failure of ["503", "drop"] as const) {
      const recorder = recordingFetch(async (request, attempt) => {
        const first = recorder.count("/v1/applications") === 1 && request.method === "POST";
        void attempt;
        if (!first) {
          return undefined;
        }
        return failure === "503"
          ? new Response(JSON.stringify({ code: "SERVICE_UNAVAILABLE" }), {
              status: 503,
              headers: { "retry-after": "0", "content-type": "application/problem+json" },
            })
          : "drop";
      });
      const client = await sdk(["applications:read", "applications:write"], recorder);
      const payload = individualApplication();
      const created = await client.POST("/v1/applications", { body: payload as never });
      expect(created.response.status, failure).toBe(201);
      const posts = recorder.sent.filter((request) => request.method === "POST" && new URL(request.url).pathname === "/v1/applications");
      expect(posts).toHaveLength(2);
      expect(posts[1]?.headers.get("x-svc-idempotency-id")).toBe(posts[0]?.headers.get("x-svc-idempotency-id"));
      const stored = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM applications WHERE customer_id = $1", [
        payload.customer_id,
      ]);
      expect(stored[0]?.n, failure).toBe(1);
    }
  });

  test("paginate walks every item exactly once, page by page", async () => {
    const recorder = recordingFetch();
    const client = await sdk(["applications:read", "applications:write"], recorder);
    const created = new Set<string>();
    for (let index = 0; index < 25; index++) {
      created.add((await client.POST("/v1/applications", { body: individualApplication() as never })).data?.data.id as string);
    }
    const seen: string[] = [];
    for await (const application of client.paginate("/v1/applications", { params: { query: { limit: 10 } } })) {
      seen.push(application.id);
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(created);
    expect(recorder.sent.filter((request) => request.method === "GET")).toHaveLength(3);
  });

  test("an HTTP error is a typed problem, with the request id the client sent", async () => {
    const recorder = recordingFetch();
    const client = await sdk(["applications:read"], recorder);
    const { data, error, response } = await client.GET("/v1/applications/{application_id}", {
      params: { path: { application_id: "app_missing" } },
    });
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    const sentId = recorder.sent.at(-1)?.headers.get("x-svc-request-id");
    expect(sentId).toMatch(/^req-/);
    expect(error?.request_id).toBe(sentId);
    expect(response.headers.get("x-svc-request-id")).toBe(sentId);
  });
});
