import { randomUUID, sign } from "node:crypto";
import { errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import { BoundedMap } from "../platform/bounded-map.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError } from "../platform/errors.ts";
import { isStorableText } from "../platform/field-errors.ts";
import type { Revocations } from "./revocations.ts";
import { ALG, type SigningKeys } from "./signing-keys.ts";

export class TokenInvalid extends Error {}

/** How far in the future an iat may be (clock skew between instances); later, the token is refused. */
const ISSUED_AT_LEEWAY_S = 1;

/** Text the database can store (no NUL, no unpaired surrogate): the client id and the jti end up in queries. */
const Text = z.string().refine(isStorableText);

/**
 * The claims our tokens carry, with their types: anything else (a list audience, a scope that is not text, a client
 * id with a NUL) is refused.
 */
const ClaimsSchema = z.object({
  iss: Text,
  sub: Text,
  client_id: Text,
  aud: Text,
  iat: z.number().int(),
  exp: z.number().int(),
  jti: Text,
  scope: Text,
  /** A DPoP-bound token's key (RFC 9449 §6.1): the SHA-256 thumbprint of the public key its proofs are signed with. */
  cnf: z.object({ jkt: Text }).optional(),
});

/** RFC 9068 access-token claims. */
export type AccessClaims = z.output<typeof ClaimsSchema>;

export interface TokenOptions {
  issuer: string;
  audience: string;
  lifetimeS: number;
}

const CACHE_SIZE = 10_000;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * Issues JWT access tokens (RFC 9068, ES256, signed with node:crypto; bound to a DPoP key with cnf.jkt when asked)
 * and verifies them (with jose). A verified token is remembered, so later
 * requests with it skip the signature check; expiry and revocation are checked on every request, from memory.
 */
export class Tokens {
  readonly #verified = new BoundedMap<string, AccessClaims>(CACHE_SIZE);

  constructor(
    private readonly keys: SigningKeys,
    private readonly revocations: Revocations,
    private readonly clock: Clock,
    readonly options: TokenOptions,
  ) {}

  /**
   * A signed RFC 9068 token: the compact JWS made here with node:crypto (ES256, the signature as r‖s) and the key
   * object kept in memory; verification, with jose, checks it like any other.
   */
  async issue(clientId: string, scopes: readonly string[], jkt?: string) {
    const key = await this.keys.current();
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const scope = scopes.join(" ");
    const header = base64url({ alg: ALG, typ: "at+jwt", kid: key.kid });
    const payload = base64url({
      client_id: clientId,
      scope,
      iss: this.options.issuer,
      sub: clientId,
      aud: this.options.audience,
      iat: now,
      exp: now + this.options.lifetimeS,
      jti: randomUUID(),
      ...(jkt === undefined ? {} : { cnf: { jkt } }),
    });
    const signature = sign("sha256", Buffer.from(`${header}.${payload}`), { key: key.privateKey, dsaEncoding: "ieee-p1363" });
    const accessToken = `${header}.${payload}.${signature.toString("base64url")}`;
    const tokenType: "Bearer" | "DPoP" = jkt === undefined ? "Bearer" : "DPoP";
    return { access_token: accessToken, token_type: tokenType, expires_in: this.options.lifetimeS, scope };
  }

  /** Whether this instance has verified the token's signature before (checking it again costs nothing). */
  remembers(token: string): boolean {
    return this.#verified.has(token);
  }

  /**
   * The claims of a token verified here before, still unexpired and unrevoked, when that is known without waiting
   * (most requests); undefined when `verify` must decide.
   */
  verifiedNow(token: string): AccessClaims | undefined {
    const claims = this.#verified.get(token);
    return claims && claims.exp * 1000 > this.clock.now().getTime() && this.revocations.current && !this.revocations.isRevoked(claims)
      ? claims
      : undefined;
  }

  /** The claims of a valid, unexpired, unrevoked token; TokenInvalid otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    const claims = this.#verified.get(token) ?? (await this.#verifySignature(token));
    if (claims.exp * 1000 <= this.clock.now().getTime()) {
      this.#verified.delete(token);
      throw new TokenInvalid("The access token expired.");
    }
    await this.revocations.catchUp();
    if (this.revocations.isRevoked(claims)) {
      throw new TokenInvalid("The access token was revoked.");
    }
    return claims;
  }

  /** The claims of a valid token this client holds; undefined when it is unknown, expired, revoked, or another client's. */
  async ownedBy(token: string, clientId: string): Promise<AccessClaims | undefined> {
    try {
      const claims = await this.verify(token);
      return claims.client_id === clientId ? claims : undefined;
    } catch (error) {
      if (error instanceof TokenInvalid) {
        return undefined;
      }
      throw error;
    }
  }

  async #verifySignature(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? await this.keys.publicKey(header.kid) : undefined;
          if (!key) {
            throw new TokenInvalid("The access token was signed with an unknown key.");
          }
          return key;
        },
        {
          issuer: this.options.issuer,
          audience: this.options.audience,
          algorithms: [ALG],
          typ: "at+jwt",
          currentDate: this.clock.now(),
          requiredClaims: ["sub", "client_id", "iat", "exp", "jti", "scope"],
        },
      );
      const parsed = ClaimsSchema.safeParse(payload);
      if (!parsed.success) {
        throw new TokenInvalid("The access token's claims are malformed.");
      }
      const claims: AccessClaims = parsed.data;
      if (claims.iat > Math.floor(this.clock.now().getTime() / 1000) + ISSUED_AT_LEEWAY_S) {
        throw new TokenInvalid("The access token was issued in the future.");
      }
      this.#verified.set(token, claims);
      return claims;
    } catch (error) {
      // An ApiError is the database not answering while the keys were read (503): not the token's fault.
      if (error instanceof TokenInvalid || error instanceof ApiError) {
        throw error;
      }
      if (error instanceof joseErrors.JWTExpired) {
        throw new TokenInvalid("The access token expired.");
      }
      throw new TokenInvalid("The access token is malformed or its signature, issuer, audience or type is wrong.");
    }
  }
}
