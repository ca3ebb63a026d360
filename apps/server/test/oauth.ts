/** An API client's credentials, as registration returns them (`client_id`, `client_secret`) or as the tests name them. */
export type Credentials = { clientId: string; secret: string } | { client_id: string; client_secret: string };

const pair = (client: Credentials) =>
  "clientId" in client ? { id: client.clientId, secret: client.secret } : { id: client.client_id, secret: client.client_secret };

export const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

/** An access token from the server at `baseUrl` (client credentials, HTTP Basic); throws unless it answers 200. */
export async function fetchToken(baseUrl: string, client: Credentials, scope: string): Promise<string> {
  const { id, secret } = pair(client);
  const response = await fetch(`${baseUrl}/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(scope)}`, {
    method: "POST",
    headers: { authorization: basic(id, secret) },
  });
  if (response.status !== 200) {
    throw new Error(`token request failed: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { access_token: string }).access_token;
}
