import { CLIENT_SIGNING_ALGORITHMS } from "@onboarding/core";
import { decodeJwt, decodeProtectedHeader, errors as joseErrors, jwtVerify } from "jose";
import type { Clock } from "../platform/clock.ts";
import { overloaded } from "../platform/errors.ts";
import { isStorableText } from "../platform/field-errors.ts";
import { importClientKey } from "./client-keys.ts";
import type { AuthenticatingClient, Clients } from "./clients.ts";
import { KeySetUnavailable } from "./remote-key-sets.ts";

/** How far ahead an assertion's exp may be (a short-lived assertion cannot be kept to be used later). */
export const ASSERTION_MAX_LIFETIME_S = 300;
/** Clock skew allowed between the client and the server on exp, nbf and iat. */
const SKEW_S = 5;

/** An assertion that does not authenticate its client: invalid_client, with why. */
export class AssertionRefused extends Error {
  constructor(
    message: string,
    /** The client it claimed to be, when it named one (its failures are counted against it). */
    readonly clientId?: string,
  ) {
    super(message);
  }
}

export interface AssertionOptions {
  clock: Clock;
  /** The issuer (the assertion's aud), and the token endpoint's URL (accepted as aud too). */
  issuer: string;
  tokenEndpoint: string;
  /** Remembers a jti in the store every instance shares: false when it was seen before. */
  firstUse: (key: string) => Promise<boolean>;
}

/**
 * private_key_jwt (RFC 7523 §2.2, §3): the client an assertion authenticates. It must be signed by one of the client's
 * keys with ES256, PS256 or EdDSA (never none, never HMAC); iss and sub are the client id; aud is the issuer or the
 * token endpoint's URL; exp is at most five minutes ahead; its jti is accepted once, on any instance.
 */
export function clientAssertions(clients: Clients, options: AssertionOptions) {
  const { clock } = options;
  const allowed: readonly string[] = CLIENT_SIGNING_ALGORITHMS;
  return {
    async authenticate(assertion: string, claimedClientId: string | undefined): Promise<AuthenticatingClient> {
      let header: ReturnType<typeof decodeProtectedHeader>;
      let claims: ReturnType<typeof decodeJwt>;
      try {
        header = decodeProtectedHeader(assertion);
        claims = decodeJwt(assertion);
      } catch {
        throw new AssertionRefused("The client_assertion is not a signed JWT.");
      }
      const clientId = claims.iss;
      if (typeof clientId !== "string" || clientId.length === 0 || clientId.length > 128 || !isStorableText(clientId)) {
        throw new AssertionRefused("The client_assertion's iss must be the client id.");
      }
      if (claims.sub !== clientId) {
        throw new AssertionRefused("The client_assertion's sub must be the client id, as its iss.", clientId);
      }
      if (claimedClientId !== undefined && claimedClientId !== clientId) {
        throw new AssertionRefused("client_id is not the client_assertion's issuer.", clientId);
      }
      if (typeof header.alg !== "string" || !allowed.includes(header.alg)) {
        throw new AssertionRefused(
          `The client_assertion's alg ${String(header.alg)} is not accepted: sign with ${allowed.join(", ")}.`,
          clientId,
        );
      }
      const found = await clients.find(clientId);
      if (!found?.client.enabled) {
        throw new AssertionRefused("Client authentication failed.", clientId);
      }
      let keys: Awaited<ReturnType<Clients["keysOf"]>>;
      try {
        keys = await clients.keysOf(found, header.kid);
      } catch (error) {
        // The client's published keys could not be had (its jwks_uri down, slow, or answering no key set): not a failed
        // authentication (nothing is counted against the caller), a 503 to retry.
        if (error instanceof KeySetUnavailable) {
          throw overloaded(error.message);
        }
        throw new AssertionRefused("The client's keys could not be read.", clientId);
      }
      const candidates = keys.filter((key) => key.alg === header.alg && (header.kid === undefined || key.kid === header.kid));
      if (candidates.length === 0) {
        throw new AssertionRefused(
          header.kid === undefined
            ? `The client has no ${header.alg} key registered.`
            : `The client_assertion is signed with a key the client has not registered (kid ${header.kid}).`,
          clientId,
        );
      }
      let verified: Record<string, unknown> | undefined;
      let failure: unknown;
      for (const key of candidates.slice(0, 5)) {
        try {
          ({ payload: verified } = await jwtVerify(assertion, (await importClientKey(key.jwk, key.alg)).key, {
            algorithms: [key.alg],
            issuer: clientId,
            subject: clientId,
            audience: [options.issuer, options.tokenEndpoint],
            currentDate: clock.now(),
            clockTolerance: SKEW_S,
            requiredClaims: ["exp", "jti"],
          }));
          break;
        } catch (error) {
          failure = error;
        }
      }
      if (!verified) {
        throw new AssertionRefused(refusalOf(failure), clientId);
      }
      const nowS = Math.floor(clock.now().getTime() / 1000);
      if ((verified.exp as number) > nowS + ASSERTION_MAX_LIFETIME_S + SKEW_S) {
        throw new AssertionRefused(`The client_assertion's exp must be at most ${ASSERTION_MAX_LIFETIME_S} s ahead.`, clientId);
      }
      const { jti } = verified;
      if (typeof jti !== "string" || jti.length === 0 || jti.length > 256 || !isStorableText(jti)) {
        throw new AssertionRefused("The client_assertion's jti must be text of at most 256 characters.", clientId);
      }
      if (!(await options.firstUse(`assertion:${clientId}:${jti}`))) {
        throw new AssertionRefused("The client_assertion was used before: make a new one (a new jti) for every request.", clientId);
      }
      return found;
    },
  };
}

/** Why jose refused an assertion, in words for error_description. */
function refusalOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) {
    return "The client_assertion expired.";
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    return `The client_assertion's ${error.claim} is not valid: ${error.reason === "check_failed" ? "it does not match" : error.reason}.`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return "The client_assertion's signature does not verify with the client's key.";
  }
  return "The client_assertion could not be verified.";
}

export type ClientAssertions = ReturnType<typeof clientAssertions>;
