import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject, randomUUID, sign } from "node:crypto";
import type autocannon from "autocannon";
import { individualApplication } from "../test/fixtures.ts";
import { basic, fetchToken } from "../test/oauth.ts";
import { type Fixtures, QUEUE_CASES } from "./fixtures.ts";

export interface Scenario {
  title: string;
  /** The status every response should have (2xx when absent); any other counts as an error. */
  expect?: number;
  /** Returns the load to send to the app at `url` (it may make requests first to set up data; `bare` is the baselines' server). */
  prepare(context: { url: string; bare?: string; fixtures: Fixtures }): Promise<autocannon.Options>;
  /**
   * A baseline of its own, taking turns with it: the same database work on the bare server, with no app around it
   * (the token, which has no database work of the kind, takes turns with the one-query baseline instead).
   */
  ceiling?: { title: string; path: (fixtures: Fixtures) => string; method?: "POST" };
}

/** The load of a scenario's floor (`ceiling`) on the bare server at `bare`. */
export const floorLoad = (ceiling: NonNullable<Scenario["ceiling"]>, bare: string, fixtures: Fixtures): autocannon.Options => ({
  url: `${bare}${ceiling.path(fixtures)}`,
  ...(ceiling.method ? { method: ceiling.method } : {}),
});

/** A compact JWS signed now with node:crypto (autocannon builds each request synchronously). */
function signJwt(key: KeyObject, header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const signingInput = `${Buffer.from(JSON.stringify(header)).toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return `${signingInput}.${sign("sha256", Buffer.from(signingInput), { key, dsaEncoding: "ieee-p1363" }).toString("base64url")}`;
}

/** A fapi2 client as a bank runs it: its private key for assertions, and a DPoP key of its own. */
function fapi2Client(fixtures: Fixtures) {
  const clientId = fixtures.fapi2ClientId as string;
  const clientKey = createPrivateKey(fixtures.fapi2PrivateKey as string);
  const dpop = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = dpop.publicKey.export({ format: "jwk" });
  const publicUrl = fixtures.publicUrl as string;
  const now = () => Math.floor(Date.now() / 1000);
  return {
    assertion: () =>
      signJwt(
        clientKey,
        { alg: "ES256" },
        { iss: clientId, sub: clientId, aud: publicUrl, iat: now(), exp: now() + 60, jti: randomUUID() },
      ),
    proof: (method: string, path: string, extra: Record<string, unknown> = {}) =>
      signJwt(
        dpop.privateKey,
        { typ: "dpop+jwt", alg: "ES256", jwk },
        { jti: randomUUID(), htm: method, htu: `${publicUrl}${path}`, iat: now(), ...extra },
      ),
    /** A token request's form body. */
    form: (assertion: string, scope: string) =>
      new URLSearchParams({
        grant_type: "client_credentials",
        scope,
        client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        client_assertion: assertion,
      }).toString(),
  };
}

/** The token endpoint's current DPoP nonce, as a first request without one is told. */
async function dpopNonce(url: string, client: ReturnType<typeof fapi2Client>): Promise<string> {
  const answer = await fetch(`${url}/oauth/token`, { method: "POST", headers: { dpop: client.proof("POST", "/oauth/token") } });
  return answer.headers.get("dpop-nonce") as string;
}

/** A DPoP-bound token of the fapi2 client (private_key_jwt, with the nonce). */
async function dpopToken(url: string, client: ReturnType<typeof fapi2Client>, scope: string): Promise<string> {
  const nonce = await dpopNonce(url, client);
  const answer = await fetch(`${url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", dpop: client.proof("POST", "/oauth/token", { nonce }) },
    body: client.form(client.assertion(), scope),
  });
  if (answer.status !== 200) {
    throw new Error(`The fapi2 token request answered ${answer.status}: ${await answer.text()}`);
  }
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Every request with a new proof (and the token's ath): GET `path` as the fapi2 client. */
function withDpop(url: string, path: string, client: ReturnType<typeof fapi2Client>, token: string): autocannon.Options {
  const ath = createHash("sha256").update(token).digest("base64url");
  return {
    url: `${url}${path}`,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { authorization: `DPoP ${token}`, dpop: client.proof("GET", path, { ath }) },
        }),
      },
    ],
  };
}

const credentials = (fixtures: Fixtures) => ({ clientId: fixtures.clientId as string, secret: fixtures.clientSecret as string });

export const accessToken = (url: string, fixtures: Fixtures, scope = "applications:read applications:write") =>
  fetchToken(url, credentials(fixtures), scope);

export const scenarios: Scenario[] = [
  { title: "GET /health/live (app stack, no database)", prepare: async ({ url }) => ({ url: `${url}/health/live` }) },
  { title: "GET /health/ready (one database query)", prepare: async ({ url }) => ({ url: `${url}/health/ready` }) },
  {
    title: "POST /oauth/token (client credentials: secret check + ES256 signature)",
    prepare: async ({ url, fixtures }) => ({
      url: `${url}/oauth/token?grant_type=client_credentials&scope=applications:read`,
      method: "POST",
      headers: { authorization: basic(fixtures.clientId as string, fixtures.clientSecret as string) },
    }),
    // Its goal is a ratio to the one-query baseline: measured in turns with it, as the floors are, so that both run in
    // the same weather (the baseline of the run's start may have run in another).
    ceiling: { title: "token's turns: bare Express + one prepared query", path: () => "/one-query" },
  },
  {
    title: "POST /oauth/token (fapi2: private_key_jwt assertion + DPoP proof with nonce, each jti stored once, ES256 signature)",
    prepare: async ({ url, fixtures }) => {
      const client = fapi2Client(fixtures);
      // A nonce lasts five minutes: one for the whole run.
      const nonce = await dpopNonce(url, client);
      return {
        url: `${url}/oauth/token`,
        method: "POST",
        requests: [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              headers: { "content-type": "application/x-www-form-urlencoded", dpop: client.proof("POST", "/oauth/token", { nonce }) },
              body: client.form(client.assertion(), "applications:read"),
            }),
          },
        ],
      };
    },
  },
  {
    title: "authenticated request: bearer check + scope + one indexed query (GET /v1/applications/{id} of an unknown id, 404)",
    expect: 404,
    prepare: async ({ url, fixtures }) => ({
      url: `${url}/v1/applications/app_unknown`,
      headers: { authorization: `Bearer ${await accessToken(url, fixtures)}` },
    }),
  },
  {
    title: "create application (POST /v1/applications, idempotency key, 1 transaction; a subscription, so a delivery too)",
    ceiling: {
      title: "create's floor: bare Express + one statement writing its rows (application, event, delivery, idempotency record, audit line)",
      path: (fixtures) => `/one-create?template=${fixtures.templateId}`,
      method: "POST",
    },
    prepare: async ({ url, fixtures }) => {
      const token = await accessToken(url, fixtures);
      await subscribe(url, fixtures);
      // Keys and ids unique per run of the scenario: a second run with the same client must create, not replay.
      const run = Date.now().toString(36);
      let sequence = 0;
      return {
        url: `${url}/v1/applications`,
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        // autocannon reads setupRequest from `requests`, not from the top-level options.
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              sequence++;
              return {
                ...request,
                body: JSON.stringify(application(`bench-${run}-${sequence}`)),
                headers: {
                  authorization: `Bearer ${token}`,
                  "content-type": "application/json",
                  "x-svc-idempotency-id": `bench-${run}-${sequence}`,
                },
              };
            },
          },
        ],
      };
    },
  },
  {
    title: "retrieve application (GET /v1/applications/{id})",
    ceiling: {
      title: "retrieve's floor: bare Express + the statement reading its stored view",
      path: (fixtures) => `/one-retrieve?client=${fixtures.clientId}&id=${fixtures.templateId}`,
    },
    prepare: async ({ url, fixtures }) => {
      const token = await accessToken(url, fixtures);
      const id = await createOne(url, token, `bench-one-${process.pid}`);
      return { url: `${url}/v1/applications/${id}`, headers: { authorization: `Bearer ${token}` } };
    },
  },
  {
    title: "retrieve application with DPoP (GET /v1/applications/{id}: a new proof each request, its jti stored once)",
    prepare: async ({ url, fixtures }) => {
      const client = fapi2Client(fixtures);
      const token = await dpopToken(url, client, "applications:read applications:write");
      const id = await createOne(url, token, `bench-dpop-${process.pid}`, {}, (path) => ({
        authorization: `DPoP ${token}`,
        dpop: client.proof("POST", path, { ath: createHash("sha256").update(token).digest("base64url") }),
      }));
      return withDpop(url, `/v1/applications/${id}`, client, token);
    },
  },
  {
    title: "list applications (GET /v1/applications?limit=20, a full page)",
    prepare: async ({ url, fixtures }) => {
      const token = await accessToken(url, fixtures);
      // A full page whatever ran before (the create scenario makes thousands; run alone, the list needs its own).
      for (let index = 0; index < 20; index++) {
        await createOne(url, token, `bench-page-${process.pid}-${index}`);
      }
      return { url: `${url}/v1/applications?limit=20`, headers: { authorization: `Bearer ${token}` } };
    },
    ceiling: {
      title: "list's floor: bare Express + the list's query, 20 stored views spliced",
      path: (fixtures) => `/one-page?client=${fixtures.clientId}`,
    },
  },
  {
    title: "hosted onboarding page step (GET /onboard/s/{id}/step/{step}: session and key check, application, requirements, HTML)",
    prepare: async ({ url, fixtures }) => {
      const token = await accessToken(url, fixtures);
      const id = await createOne(url, token, `bench-page-step-${process.pid}`, { employment_status: undefined, occupation: undefined });
      const created = await fetch(`${url}/v1/applications/${id}/onboarding-sessions`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ return_url: "https://integrator.example/done", refresh_url: "https://integrator.example/refresh" }),
      });
      const { data } = (await created.json()) as { data: { url: string } };
      const opened = await fetch(`${url}${new URL(data.url).pathname}`, { redirect: "manual" });
      const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const first = await fetch(`${url}${opened.headers.get("location")}`, { headers: { cookie }, redirect: "manual" });
      return { url: `${url}${first.headers.get("location")}`, headers: { cookie } };
    },
  },
  {
    title: `review console queue (GET /console/queue: session, counts and the first 50 of ${QUEUE_CASES.toLocaleString("en-US")} open cases, HTML)`,
    prepare: async ({ url, bare }) => ({ url: `${url}/console/queue`, headers: { cookie: await consoleCookie(bare) } }),
  },
  {
    title: "review console queue, a page halfway down (keyset: its cost does not grow with depth)",
    prepare: async ({ url, bare, fixtures }) => ({
      url: `${url}/console/queue?after=${encodeURIComponent(fixtures.queueMiddle as string)}`,
      headers: { cookie: await consoleCookie(bare) },
    }),
  },
];

/**
 * One webhook subscription of the bench's client (once per servers' process), so a create writes a delivery as an
 * integrator's does; nothing delivers it in this phase.
 */
async function subscribe(url: string, fixtures: Fixtures): Promise<void> {
  const token = await accessToken(url, fixtures, "subscriptions:read subscriptions:write");
  const listed = await fetch(`${url}/v1/subscriptions`, { headers: { authorization: `Bearer ${token}` } });
  if (((await listed.json()) as { data: unknown[] }).data.length > 0) {
    return;
  }
  const created = await fetch(`${url}/v1/subscriptions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ url: "http://127.0.0.1:9/bench-receiver", event_types: ["APPLICATION_CREATED"] }),
  });
  if (created.status !== 201) {
    throw new Error(`Subscribing the bench's client answered ${created.status}: ${await created.text()}`);
  }
}

/** A signed-in console operator's cookie, from the bench's server process. */
async function consoleCookie(bare: string | undefined): Promise<string> {
  if (!bare) {
    throw new Error("The console's scenarios need the bench's server process (bare) to sign in.");
  }
  const answer = await fetch(`${bare}/console-session`, { method: "POST" });
  return ((await answer.json()) as { cookie: string }).cookie;
}

/** Creates one application through the API (with `details` over the complete person's); its id. */
async function createOne(
  url: string,
  token: string,
  id: string,
  details: Record<string, unknown> = {},
  authorization: (path: string) => Record<string, string> = () => ({ authorization: `Bearer ${token}` }),
): Promise<string> {
  const body = application(id);
  const created = await fetch(`${url}/v1/applications`, {
    method: "POST",
    headers: { ...authorization("/v1/applications"), "content-type": "application/json" },
    body: JSON.stringify({ ...body, customer_details: { ...body.customer_details, ...details } }),
  });
  if (created.status !== 201) {
    throw new Error(`Creating a bench application answered ${created.status}: ${await created.text()}`);
  }
  const { data } = (await created.json()) as { data: { id: string } };
  return data.id;
}

/** A complete INDIVIDUAL application, as an integrator sends it (the tests' fixture). */
const application = (id: string) =>
  individualApplication({
    customer_id: `cust-${id}`,
    account_to_open: { account_id: `acct-${id}`, product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
  });
