import type { CLIENT_SIGNING_ALGORITHMS } from "@onboarding/core";
import { calculateJwkThumbprint, importJWK, type JWK } from "jose";
import { BoundedMap } from "../platform/bounded-map.ts";
import { isStorableText } from "../platform/field-errors.ts";

/** An algorithm a client signs its assertions and DPoP proofs with. */
export type SigningAlgorithm = (typeof CLIENT_SIGNING_ALGORITHMS)[number];

/** A public key of a client, as stored: its public members only, with a kid. */
export interface ClientKey {
  kid: string;
  jwk: JWK & { kid: string };
  alg: SigningAlgorithm;
}

export class KeyRefused extends Error {}

/** The members of a public key of each type (anything else, a private member above all, is not kept). */
const PUBLIC_MEMBERS: Record<string, readonly string[]> = {
  EC: ["kty", "crv", "x", "y"],
  OKP: ["kty", "crv", "x"],
  RSA: ["kty", "n", "e"],
};
const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"];
const MIN_RSA_BITS = 2048;

/** The one algorithm a key of this type signs with here: ES256 (P-256), EdDSA (Ed25519), PS256 (RSA). */
export function algorithmOf(jwk: JWK): SigningAlgorithm | undefined {
  if (jwk.kty === "EC" && jwk.crv === "P-256") {
    return "ES256";
  }
  if (jwk.kty === "OKP" && jwk.crv === "Ed25519") {
    return "EdDSA";
  }
  if (jwk.kty === "RSA") {
    return "PS256";
  }
  return undefined;
}

/**
 * A client's public key from a JWK, checked: EC P-256, Ed25519 or RSA of at least 2048 bits, no private member, for
 * signing (`use` sig and `alg` its algorithm, when given). Its kid is the JWK's, else its RFC 7638 thumbprint.
 */
export async function clientKeyOf(input: unknown): Promise<ClientKey> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new KeyRefused("a key must be a JSON object (a JWK)");
  }
  const jwk = input as Record<string, unknown>;
  const alg = algorithmOf(jwk as JWK);
  const members = typeof jwk.kty === "string" ? PUBLIC_MEMBERS[jwk.kty] : undefined;
  if (!alg || !members) {
    throw new KeyRefused(
      `unsupported key (kty ${String(jwk.kty)}, crv ${String(jwk.crv)}): use EC P-256 (ES256), Ed25519 (EdDSA) or RSA (PS256)`,
    );
  }
  if (PRIVATE_MEMBERS.some((member) => member in jwk)) {
    throw new KeyRefused("the key has private members: register the public key only (never the private one)");
  }
  if (members.some((member) => typeof jwk[member] !== "string" || !/^[A-Za-z0-9_-]+$/.test(jwk[member] as string))) {
    throw new KeyRefused(`a ${jwk.kty} key needs ${members.join(", ")} as base64url text`);
  }
  if (jwk.kty === "RSA" && Buffer.from(jwk.n as string, "base64url").length * 8 < MIN_RSA_BITS) {
    throw new KeyRefused(`an RSA key must have at least ${MIN_RSA_BITS} bits`);
  }
  if (jwk.use !== undefined && jwk.use !== "sig") {
    throw new KeyRefused(`the key's use is ${String(jwk.use)}: it must be sig`);
  }
  if (jwk.alg !== undefined && jwk.alg !== alg) {
    throw new KeyRefused(`the key's alg is ${String(jwk.alg)}: a ${jwk.kty} key signs with ${alg} here`);
  }
  if (jwk.kid !== undefined && (typeof jwk.kid !== "string" || jwk.kid.length === 0 || jwk.kid.length > 128 || !isStorableText(jwk.kid))) {
    throw new KeyRefused("the key's kid must be text of 1 to 128 characters");
  }
  const publicJwk = Object.fromEntries(members.map((member) => [member, jwk[member]])) as JWK;
  const kid = (jwk.kid as string | undefined) ?? (await calculateJwkThumbprint(publicJwk, "sha256"));
  return { kid, alg, jwk: { ...publicJwk, kid, alg, use: "sig" } };
}

/** The keys of a JWK set (`{"keys": [...]}`) or of a single JWK, each checked; the reason of the first refused one. */
export async function clientKeysOf(input: unknown): Promise<ClientKey[]> {
  const list =
    typeof input === "object" && input !== null && Array.isArray((input as { keys?: unknown }).keys)
      ? (input as { keys: unknown[] }).keys
      : [input];
  if (list.length === 0) {
    throw new KeyRefused("the key set has no keys");
  }
  const keys: ClientKey[] = [];
  for (const [index, item] of list.entries()) {
    try {
      keys.push(await clientKeyOf(item));
    } catch (error) {
      throw new KeyRefused(list.length > 1 ? `key ${index + 1}: ${(error as Error).message}` : (error as Error).message);
    }
  }
  return keys;
}

/** A public key imported for verifying, with its RFC 7638 thumbprint. */
export interface ImportedKey {
  key: Awaited<ReturnType<typeof importJWK>>;
  jkt: string;
}

/** Keys imported so far in this process, by their algorithm and JWK as given. */
const imported = new BoundedMap<string, ImportedKey>(10_000);

/**
 * A key a client signs with (a registered one, or a DPoP proof's `jwk`), checked as `clientKeyOf` does and for `alg`,
 * imported and its thumbprint taken once per process: a client's key signs all its assertions or proofs, so each of
 * them costs a signature check, not a key import and a hash. KeyRefused with why otherwise.
 */
export async function importClientKey(input: unknown, alg: string): Promise<ImportedKey> {
  const cacheKey = `${alg}:${JSON.stringify(input)}`;
  const known = imported.get(cacheKey);
  if (known) {
    return known;
  }
  const checked = await clientKeyOf(input);
  if (checked.alg !== alg) {
    throw new KeyRefused(`a ${checked.jwk.kty} key signs with ${checked.alg}, not ${alg}`);
  }
  const { kid: _, ...jwk } = checked.jwk;
  const made = { key: await importJWK(jwk, alg), jkt: await calculateJwkThumbprint(jwk, "sha256") };
  imported.set(cacheKey, made);
  return made;
}
