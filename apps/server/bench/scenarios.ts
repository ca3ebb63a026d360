import type autocannon from "autocannon";
import type { Fixtures } from "./fixtures.ts";

export interface Scenario {
  title: string;
  /** Returns the load to send to the app at `url` (it may make requests first to set up data). */
  prepare(context: { url: string; fixtures: Fixtures }): Promise<autocannon.Options>;
}

const basic = (fixtures: Fixtures) => `Basic ${Buffer.from(`${fixtures.clientId}:${fixtures.clientSecret}`).toString("base64")}`;

export async function accessToken(url: string, fixtures: Fixtures, scope = "applications:read applications:write"): Promise<string> {
  const response = await fetch(`${url}/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(scope)}`, {
    method: "POST",
    headers: { authorization: basic(fixtures) },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

export const scenarios: Scenario[] = [
  { title: "GET /health/live (app stack, no database)", prepare: async ({ url }) => ({ url: `${url}/health/live` }) },
  { title: "GET /health/ready (one database query)", prepare: async ({ url }) => ({ url: `${url}/health/ready` }) },
  {
    title: "POST /oauth/token (client credentials: secret check + ES256 signature)",
    prepare: async ({ url, fixtures }) => ({
      url: `${url}/oauth/token?grant_type=client_credentials&scope=applications:read`,
      method: "POST",
      headers: { authorization: basic(fixtures) },
    }),
  },
  {
    title: "authenticated request: bearer check + scope (GET /v1/events/{id}, 404)",
    prepare: async ({ url, fixtures }) => ({
      url: `${url}/v1/events/evt_missing`,
      headers: { authorization: `Bearer ${await accessToken(url, fixtures)}` },
      expectBody: undefined,
    }),
  },
];
