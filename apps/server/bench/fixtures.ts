import type { Auth } from "../src/auth/index.ts";

export type Fixtures = Record<string, string>;

/** What the scenarios need that only the server process can make: an API client registered in its database. */
export async function prepareFixtures({ auth }: { auth: Auth; url: string }): Promise<Fixtures> {
  const client = await auth.clients.register({
    name: "bench",
    scopes: ["applications:read", "applications:write", "customers:read", "accounts:read", "subscriptions:read", "subscriptions:write"],
  });
  return { clientId: client.client_id, clientSecret: client.client_secret };
}
