import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { CLIENT_SIGNING_ALGORITHMS } from "@onboarding/core";
import { decodeProtectedHeader, jwtVerify } from "jose";
import type { Clock } from "../platform/clock.ts";
import { isStorableText } from "../platform/field-errors.ts";
import { type ImportedKey, importClientKey } from "./client-keys.ts";

/** How old a proof's iat may be, and how far ahead of our clock (RFC 9449 §11.1: a short window). */
export const PROOF_MAX_AGE_S = 60;
export const PROOF_MAX_AHEAD_S = 10;
/** How long a server nonce is accepted after it was made. */
export const NONCE_LIFETIME_S = 300;

/** A proof that is not acceptable: RFC 9449's invalid_dpop_proof, with why. */
export class DpopInvalid extends Error {}
/** A proof without a current server nonce where one is required: use_dpop_nonce, with a nonce to retry with. */
export class DpopNonceNeeded extends Error {}

export interface ProofCheck {
  /** The request's method and path (the proof's htm and htu, the latter against the server's public URL). */
  method: string;
  path: string;
  /** The access token it comes with (its hash is the proof's ath), on resource requests. */
  accessToken?: string;
  /** Whether the proof must carry a current server nonce (at the token endpoint). */
  requireNonce: boolean;
}

/** The SHA-256 of an access token, base64url: a proof's ath. */
export const accessTokenHash = (token: string) => createHash("sha256").update(token, "ascii").digest("base64url");

/** A URL as htu is compared: scheme and host lower case, the default port dropped, no query and no fragment. */
function normalized(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}

/**
 * DPoP (RFC 9449): checks proofs of possession, at the token endpoint and with every request of a bound token, and
 * makes the server nonces the token endpoint requires. A nonce is the time it was made with an HMAC of it under a
 * key derived from the server's pepper, so every instance accepts every other's without sharing state. A proof's
 * jti is used once: `firstUse` remembers it in the store every instance shares.
 */
export class Dpop {
  readonly #nonceKey: Buffer;

  constructor(
    pepper: Buffer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly firstUse: (key: string) => Promise<boolean>,
  ) {
    this.#nonceKey = createHmac("sha256", pepper).update("dpop-nonce").digest();
  }

  #mac(seconds: string): string {
    return createHmac("sha256", this.#nonceKey).update(seconds).digest().subarray(0, 16).toString("base64url");
  }

  #nowS(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** A fresh server nonce (DPoP-Nonce). */
  nonce(): string {
    const seconds = this.#nowS().toString(36);
    return `${seconds}.${this.#mac(seconds)}`;
  }

  #nonceIsCurrent(nonce: unknown): boolean {
    if (typeof nonce !== "string" || nonce.length > 64) {
      return false;
    }
    const [seconds = "", mac = ""] = nonce.split(".");
    const expected = Buffer.from(this.#mac(seconds));
    const given = Buffer.from(mac);
    const age = this.#nowS() - Number.parseInt(seconds, 36);
    return given.length === expected.length && timingSafeEqual(given, expected) && age >= -PROOF_MAX_AHEAD_S && age <= NONCE_LIFETIME_S;
  }

  /**
   * The thumbprint (RFC 7638) of the key that signed a valid proof for this request; DpopInvalid or DpopNonceNeeded
   * otherwise. `header` is the request's DPoP header: exactly one proof.
   */
  async verify(header: string | string[] | undefined, check: ProofCheck): Promise<{ jkt: string }> {
    if (header === undefined || header === "") {
      throw new DpopInvalid("A DPoP proof is required (the DPoP header).");
    }
    if (Array.isArray(header) || header.includes(",") || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(header)) {
      throw new DpopInvalid("The DPoP header must carry exactly one proof, a compact JWS.");
    }
    let protectedHeader: ReturnType<typeof decodeProtectedHeader>;
    try {
      protectedHeader = decodeProtectedHeader(header);
    } catch {
      throw new DpopInvalid("The DPoP proof's header cannot be read.");
    }
    if (protectedHeader.typ !== "dpop+jwt") {
      throw new DpopInvalid("The DPoP proof's typ must be dpop+jwt.");
    }
    const alg = protectedHeader.alg;
    if (!CLIENT_SIGNING_ALGORITHMS.some((allowed) => allowed === alg)) {
      throw new DpopInvalid(`The DPoP proof's alg must be one of ${CLIENT_SIGNING_ALGORITHMS.join(", ")}.`);
    }
    let key: ImportedKey["key"];
    let jkt: string;
    try {
      ({ key, jkt } = await importClientKey(protectedHeader.jwk, alg as string));
    } catch (error) {
      throw new DpopInvalid(`The DPoP proof's jwk is not an acceptable public key: ${(error as Error).message}.`);
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(header, key, {
        typ: "dpop+jwt",
        algorithms: [alg as string],
        currentDate: this.clock.now(),
        requiredClaims: ["jti", "htm", "htu", "iat"],
      }));
    } catch {
      throw new DpopInvalid("The DPoP proof's signature or claims are not valid (jti, htm, htu and iat are required).");
    }
    const { jti, htm, htu, iat, ath, nonce } = payload;
    if (typeof jti !== "string" || jti.length === 0 || jti.length > 256 || !isStorableText(jti)) {
      throw new DpopInvalid("The DPoP proof's jti must be text of at most 256 characters.");
    }
    if (htm !== check.method) {
      throw new DpopInvalid(`The DPoP proof is for ${String(htm)}, not ${check.method}.`);
    }
    const expected = normalized(`${this.publicUrl}${check.path}`);
    if (typeof htu !== "string" || normalized(htu) !== expected) {
      throw new DpopInvalid(`The DPoP proof's htu must be ${expected} (without query or fragment).`);
    }
    const age = this.#nowS() - (iat as number);
    if (typeof iat !== "number" || age > PROOF_MAX_AGE_S || age < -PROOF_MAX_AHEAD_S) {
      throw new DpopInvalid(`The DPoP proof's iat must be within ${PROOF_MAX_AGE_S} s of the server's time.`);
    }
    if (check.accessToken === undefined ? ath !== undefined : ath !== accessTokenHash(check.accessToken)) {
      throw new DpopInvalid(
        check.accessToken === undefined
          ? "A proof for the token endpoint carries no ath."
          : "The DPoP proof's ath is not the access token's hash.",
      );
    }
    if (check.requireNonce && !this.#nonceIsCurrent(nonce)) {
      throw new DpopNonceNeeded(
        nonce === undefined
          ? "A server nonce is required in the DPoP proof: retry with the DPoP-Nonce given."
          : "The DPoP nonce is not current: retry with the DPoP-Nonce given.",
      );
    }
    if (!(await this.firstUse(`dpop:${jkt}:${jti}`))) {
      throw new DpopInvalid("The DPoP proof was used before: make a new proof (a new jti) for every request.");
    }
    return { jkt };
  }
}
