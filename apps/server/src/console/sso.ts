/**
 * The review console's sign-in through the platform's OpenID Connect identity provider: the authorization code flow
 * with PKCE (S256), a state and a nonce, over openid-client. The console keeps the state, the nonce and the code
 * verifier of `start()` for the browser that started (its sign-in cookie) and hands them back to `finish()`, which
 * answers the operator's identity as the provider vouches for it; matching it to an operator is the caller's.
 */

import {
  AuthorizationResponseError,
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  ClientError,
  ClientSecretBasic,
  ClientSecretPost,
  Configuration,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  ResponseBodyError,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  WWWAuthenticateChallengeError,
} from "openid-client";

export interface SsoSettings {
  /** The identity provider's issuer identifier: https://, or http:// on a loopback host (tests, development). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The console's callback as registered at the provider: `<PUBLIC_URL>/console/sign-in/callback`. */
  redirectUri: string;
}

/** Where to send the browser, and the three values to keep for its return (never shown to anyone else). */
export interface SsoStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who signed in, as the identity provider says. */
export interface SsoIdentity {
  subject: string;
  email: string;
  /** Whether the provider has verified the address (`email_verified`); false when it does not say. */
  emailVerified: boolean;
  name?: string;
}

export interface Sso {
  /** A new sign-in: the provider's authorization URL and the values `finish` will check the return against. */
  start(): Promise<SsoStart>;
  /**
   * The return to the callback: checks its state, exchanges its code (with the code verifier) and checks the ID
   * token (its nonce among the rest). Only the query of `callbackUrl` is read, so the caller may rebuild it from the
   * request however it likes. Throws SsoRefused when the provider or a check refuses.
   */
  finish(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<SsoIdentity>;
}

/** A sign-in that did not succeed: the provider answered an error, or its answer failed a check, or it is unreachable. */
export class SsoRefused extends Error {
  override name = "SsoRefused";
}

const SCOPE = "openid email profile";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * The console's sign-in with the provider at `settings.issuer`. The provider's metadata is discovered on the first
 * sign-in, not here (the server starts while the provider is down); a failed discovery is tried again on the next.
 * Throws at once for settings that can never work: an issuer or redirect URI that is not a URL, or an http:// issuer
 * off loopback (openid-client refuses plain HTTP unless told otherwise, and only a loopback host may tell it so:
 * a production setting can't downgrade the sign-in to plain HTTP).
 */
export async function discoverSso(settings: SsoSettings): Promise<Sso> {
  const issuer = parseUrl(settings.issuer, "the identity provider's issuer");
  const redirectUri = parseUrl(settings.redirectUri, "the console's redirect URI");
  const insecure = issuer.protocol === "http:" && LOOPBACK_HOSTS.has(issuer.hostname);
  if (issuer.protocol !== "https:" && !insecure) {
    throw new Error(`the identity provider's issuer must be https:// (http:// only on a loopback host): ${settings.issuer}`);
  }

  let discovered: Promise<Configuration> | undefined;
  const configuration = () => {
    if (!discovered) {
      const attempt = discover(settings, issuer, insecure).catch((error: unknown) => {
        // Forgotten, so that the next sign-in tries again rather than failing until the server restarts.
        if (discovered === attempt) {
          discovered = undefined;
        }
        throw refused(`the identity provider's discovery at ${issuer.href} failed`, error);
      });
      discovered = attempt;
    }
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const codeVerifier = randomPKCECodeVerifier();
      const state = randomState();
      const nonce = randomNonce();
      const url = buildAuthorizationUrl(config, {
        redirect_uri: redirectUri.href,
        scope: SCOPE,
        code_challenge: await calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      // openid-client sends the URL it is given, less its query, as the token request's redirect_uri, which must be
      // the registered one exactly: the callback's parameters go on the configured URI.
      const current = new URL(redirectUri);
      current.search = callbackUrl.search;
      let tokens: Awaited<ReturnType<typeof authorizationCodeGrant>>;
      try {
        tokens = await authorizationCodeGrant(config, current, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw refused("the sign-in was refused", error);
      }
      const idToken = tokens.claims();
      if (!idToken) {
        throw new SsoRefused("the identity provider answered no ID token");
      }
      // Providers that keep the claims of the scopes out of the ID token give them at userinfo.
      let claims: Record<string, unknown> = idToken;
      if (typeof idToken.email !== "string") {
        try {
          claims = { ...idToken, ...(await fetchUserInfo(config, tokens.access_token, idToken.sub)) };
        } catch (error) {
          throw refused("the identity provider's userinfo failed", error);
        }
      }
      if (typeof claims.email !== "string" || claims.email === "") {
        throw new SsoRefused(`the identity provider gave no e-mail address for subject ${idToken.sub}`);
      }
      return {
        subject: idToken.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        ...(typeof claims.name === "string" && claims.name !== "" ? { name: claims.name } : {}),
      };
    },
  };
}

/**
 * The provider's metadata, and a client that authenticates as the provider advertises first of client_secret_basic
 * and client_secret_post (basic when it does not say: the default of OpenID Connect).
 */
async function discover(settings: SsoSettings, issuer: URL, insecure: boolean): Promise<Configuration> {
  const execute = insecure ? [allowInsecureRequests] : [];
  const discovered = await discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute });
  const server = discovered.serverMetadata();
  const method = (server.token_endpoint_auth_methods_supported ?? ["client_secret_basic"]).find(
    (name) => name === "client_secret_basic" || name === "client_secret_post",
  );
  const authentication =
    method === "client_secret_post" ? ClientSecretPost(settings.clientSecret) : ClientSecretBasic(settings.clientSecret);
  const config = new Configuration(server, settings.clientId, settings.clientSecret, authentication);
  for (const extension of execute) {
    extension(config);
  }
  return config;
}

function parseUrl(value: string, what: string): URL {
  const url = URL.parse(value);
  if (!url) {
    throw new Error(`${what} is not a URL: ${value}`);
  }
  return url;
}

/** An SsoRefused whose message says what failed and the provider's error or the failed check, for the log. */
function refused(what: string, error: unknown): SsoRefused {
  let detail: string;
  if (error instanceof ResponseBodyError || error instanceof AuthorizationResponseError) {
    detail = `${error.error}${error.error_description ? ` (${error.error_description})` : ""}`;
  } else if (error instanceof WWWAuthenticateChallengeError) {
    detail = error.cause.map((challenge) => `${challenge.scheme} ${challenge.parameters.error ?? ""}`.trim()).join(", ");
  } else if (error instanceof ClientError) {
    // Its message is generic ("unexpected JSON attribute value encountered"); the cause says which.
    const cause = error.cause instanceof Error && error.cause.message !== error.message ? `: ${error.cause.message}` : "";
    detail = `${error.message}${cause}${error.code ? ` [${error.code}]` : ""}`;
  } else if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    detail = `${error.message}${cause}`;
  } else {
    detail = String(error);
  }
  return new SsoRefused(`${what}: ${detail}`, { cause: error });
}
