import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  basic,
  createTestDatabase,
  startTestServer,
  TEST_ENCRYPTION_KEYS,
  TEST_KEYRING,
  TEST_PEPPER,
  type TestServer,
  usingPostgres,
} from "../../test/harness.ts";
import { fetchToken } from "../../test/oauth.ts";
import { listeningUrl, type Run, runScript } from "../../test/process.ts";
import { runAdminCommand } from "../admin/commands.ts";
import { createClients } from "../auth/clients.ts";
import { systemClock } from "../platform/clock.ts";

const LIST = "/v1/applications?limit=1";

// One database for the file; each server below is an instance with its own limits on it, counting under clients and
// addresses of its own.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
const serverWith = (env: Record<string, string>) => startTestServer(env, undefined, 0, { db: database.db });

describe("per-client limits on /v1", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ RATE_LIMIT_API: "5", RATE_LIMIT_API_WINDOW_S: "60" });
  });
  afterAll(() => server.close());
  const admin = (...args: string[]) => runAdminCommand(args, server.adminContext());

  test("a burst beyond a client's limit gets 429 with Retry-After and the RateLimit headers; another client is unaffected", async () => {
    const busy = await server.token("applications:read");
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let n = 0; n < 8; n++) {
      last = await server.authed(busy, LIST);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = last as Response;
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect((await refused.json()) as { code: string }).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-policy")).toBe('"api";q=5;w=60');
    expect(refused.headers.get("ratelimit")).toMatch(/^"api";r=0;t=\d+$/);

    const other = await server.token("applications:read");
    const fresh = await server.authed(other, LIST);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("ratelimit")).toMatch(/^"api";r=4;t=\d+$/);
  });

  test("an operator's limit for one client applies to that client only", async () => {
    const client = await server.registerClient(["applications:read"]);
    const token = await server.tokenFor(client, "applications:read");
    const result = await admin("clients", "rate-limit", client.clientId, "--api", "2");
    expect(result.code).toBe(0);
    await server.rateLimits.refreshOverrides(); // every instance does this within 5 s
    const statuses = [];
    for (let n = 0; n < 3; n++) {
      statuses.push((await server.authed(token, LIST)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Setting the other limit later leaves this one as it was.
    const oauth = await admin("clients", "rate-limit", client.clientId, "--oauth", "7");
    expect(oauth.code).toBe(0);
    await server.rateLimits.refreshOverrides();
    expect([server.rateLimits.limitOf("api", client.clientId), server.rateLimits.limitOf("oauth", client.clientId)]).toEqual([2, 7]);
    const raised = await admin("clients", "rate-limit", client.clientId, "--reset");
    expect(raised.code).toBe(0);
    await server.rateLimits.refreshOverrides();
    expect(server.rateLimits.limitOf("api", client.clientId)).toBe(5);
    const unknown = await admin("clients", "rate-limit", "cli_nobody", "--api", "2");
    expect(unknown.code).toBe(2);
  });
});

describe("checking a limit costs no database round trip per request", () => {
  test("100 requests within a limit of 1,000 per window take at most 11 trips to the shared store", async () => {
    const server = await serverWith({ RATE_LIMIT_API: "1000", RATE_LIMIT_API_WINDOW_S: "60" });
    const token = await server.token("applications:read");
    const before = server.rateLimits.storeTrips;
    for (let n = 0; n < 100; n++) {
      expect((await server.authed(token, LIST)).status).toBe(200);
    }
    // Leases of a tenth of the limit (100 points): one trip for the whole burst, a few more for the token request.
    expect(server.rateLimits.storeTrips - before).toBeLessThanOrEqual(11);
    await server.close();
  });
});

describe("the token endpoint", () => {
  /** POST /oauth/token from a given loopback address. */
  const tokenFrom = (target: TestServer, localAddress: string, client: { clientId: string; secret: string }) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const url = new URL(`${target.url}/oauth/token?grant_type=client_credentials&scope=applications:read`);
      const req = request(
        url,
        { method: "POST", localAddress, headers: { authorization: basic(client.clientId, client.secret) } },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });

  test("limits each client once authenticated, with an OAuth error, and not the client's other callers' addresses", async () => {
    const server = await serverWith({ RATE_LIMIT_OAUTH: "3", RATE_LIMIT_OAUTH_WINDOW_S: "60", RATE_LIMIT_ADDRESS: "100" });
    const client = await server.registerClient(["applications:read"]);
    const statuses = [];
    for (let n = 0; n < 4; n++) {
      statuses.push((await tokenFrom(server, "127.0.0.5", client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await tokenFrom(server, "127.0.0.6", client);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: "temporarily_unavailable" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.headers["ratelimit-policy"]).toBe('"address";q=100;w=60, "oauth";q=3;w=60');
    // Wrong secrets under someone else's client id do not spend the client's budget: only authenticated requests count.
    const other = await server.registerClient(["applications:read"]);
    for (let n = 0; n < 5; n++) {
      expect((await tokenFrom(server, "127.0.0.7", { clientId: other.clientId, secret: "guess" })).status).toBe(401);
    }
    expect((await tokenFrom(server, "127.0.0.8", other)).status).toBe(200);
    await server.close();
  });

  test("limits each address, whichever client it names", async () => {
    const server = await serverWith({ RATE_LIMIT_ADDRESS: "4", RATE_LIMIT_ADDRESS_WINDOW_S: "60" });
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      const client = await server.registerClient(["applications:read"]);
      statuses.push((await tokenFrom(server, "127.0.0.9", client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await tokenFrom(server, "127.0.0.10", await server.registerClient(["applications:read"]))).status).toBe(200);
    await server.close();
  });
});

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(6379, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
const REDIS_URL = "redis://127.0.0.1:6379";
const withRedis = await redisAnswers();

describe.skipIf(!usingPostgres())("two server processes share one budget", () => {
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>["db"];
  beforeAll(async () => {
    const database = await createTestDatabase();
    ({ db, drop } = database);
    env = {
      DATABASE_URL: database.url,
      PORT: "0",
      DEMO_CLIENT: "false",
      SECRET_PEPPER: TEST_PEPPER,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      RATE_LIMIT_API: "20",
      RATE_LIMIT_API_WINDOW_S: "120",
    };
  });
  afterAll(() => drop());

  const storeCases: { store: string; extra: Record<string, string> }[] = [
    { store: "the database", extra: {} },
    ...(withRedis ? [{ store: "Redis", extra: { REDIS_URL } }] : []),
  ];
  test.each(storeCases)("through $store: 40 requests spread over both admit at most 20", async ({ extra }) => {
    const servers: Run[] = [runScript("src/main.ts", [], { ...env, ...extra }), runScript("src/main.ts", [], { ...env, ...extra })];
    try {
      const [a, b] = await Promise.all(servers.map((server) => listeningUrl(server)));
      const client = await createClients({ db, keyring: TEST_KEYRING, clock: systemClock, tokenLifetimeS: 900 }).register({
        name: "shared budget",
        scopes: ["applications:read"],
      });
      const token = await fetchToken(a as string, client, "applications:read");
      const statuses: number[] = [];
      for (let n = 0; n < 40; n++) {
        const response = await fetch(`${n % 2 === 0 ? a : b}${LIST}`, { headers: { authorization: `Bearer ${token}` } });
        statuses.push(response.status);
      }
      const admitted = statuses.filter((status) => status === 200).length;
      // One budget: never more than the limit; at most one unused lease (2 points) per process refused early.
      expect(admitted).toBeLessThanOrEqual(20);
      expect(admitted).toBeGreaterThanOrEqual(16);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - admitted);
    } finally {
      for (const server of servers) {
        server.child.kill("SIGTERM");
        await server.exit;
      }
    }
  });
});
