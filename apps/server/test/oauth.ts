import { createHash, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";

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

/** A key pair a test client signs with (extractable, so its public JWK can be registered). */
export async function clientKeyPair(alg: "ES256" | "PS256" | "EdDSA" = "ES256") {
  const pair = await generateKeyPair(alg, { extractable: true });
  return { ...pair, alg, publicJwk: await exportJWK(pair.publicKey) };
}

/** A private_key_jwt client assertion (RFC 7523) as a client library makes one; `claims`/`header` override its parts. */
export function clientAssertion(
  key: { privateKey: Parameters<SignJWT["sign"]>[0]; alg: string },
  clientId: string,
  audience: string,
  options: { claims?: Record<string, unknown>; header?: Record<string, unknown> } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: clientId, sub: clientId, aud: audience, iat: now, exp: now + 60, jti: randomUUID(), ...options.claims })
    .setProtectedHeader({ alg: key.alg, ...options.header })
    .sign(key.privateKey);
}

/** A DPoP proof (RFC 9449) of a request; `claims` override or add (ath, nonce…). */
export async function dpopProof(
  key: { privateKey: Parameters<SignJWT["sign"]>[0]; publicJwk: JWK; alg: string },
  htm: string,
  htu: string,
  claims: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({ jti: randomUUID(), htm, htu, iat: Math.floor(Date.now() / 1000), ...claims })
    .setProtectedHeader({ alg: key.alg, typ: "dpop+jwt", jwk: key.publicJwk })
    .sign(key.privateKey);
}

/** The ath of a DPoP proof: the access token's SHA-256, base64url. */
export const athOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The form body of a private_key_jwt token request. */
export const assertionForm = (assertion: string, scope: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    grant_type: "client_credentials",
    scope,
    client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
    client_assertion: assertion,
    ...extra,
  });
