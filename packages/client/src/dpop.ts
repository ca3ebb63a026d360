import { base64url, type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";

/**
 * DPoP (RFC 9449): one ephemeral key pair, made on first use, that signs a proof for every request the client sends
 * with a DPoP-bound token (and for its token requests), and the latest nonce the server gave.
 */
export interface DpopProofs {
  /**
   * A new proof (a `dpop+jwt`, never reused) for one HTTP request: `htm` its method, `htu` its URL without query and
   * fragment, the latest server nonce if any, and with `accessToken` (resource requests) its hash in `ath`.
   */
  proof(method: string, url: string, accessToken?: string): Promise<string>;
  /** Keeps the `DPoP-Nonce` a response carries, if any, for the next proofs. */
  remember(response: Response): void;
  /** The JWK SHA-256 thumbprint of the public key (RFC 7638): the `jkt` the server binds tokens to. */
  thumbprint(): Promise<string>;
}

/** Where the client sends its requests, and the server's public URL its proofs must name instead. */
export interface PublicBase {
  called: string;
  public: string;
}

/**
 * The URL a proof is for (`htu`): the request's, without its query and fragment (RFC 9449 §4.2), on the server's
 * public URL when the client reaches it by another (the server checks htu against its public URL).
 */
function htuOf(url: string, base: PublicBase | undefined): string {
  const parsed = new URL(url);
  parsed.search = "";
  parsed.hash = "";
  const { href } = parsed;
  return base && href.startsWith(base.called) ? `${base.public}${href.slice(base.called.length)}` : href;
}

/** base64url(SHA-256(the token's ASCII)): the `ath` of a proof sent with an access token (RFC 9449 §4.2). */
async function accessTokenHash(accessToken: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(accessToken))));
}

/** Whether a response asks for a proof with a (new) nonce: it carries one, and says use_dpop_nonce in WWW-Authenticate. */
export const resourceNonceRequested = (response: Response) =>
  response.status === 401 &&
  response.headers.has("dpop-nonce") &&
  /error\s*=\s*"?use_dpop_nonce"?/.test(response.headers.get("www-authenticate") ?? "");

export function createDpopProofs(options: { now?: () => number; publicBase?: PublicBase | undefined } = {}): DpopProofs {
  const now = options.now ?? Date.now;
  let nonce: string | undefined;
  let keys: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;

  /** The key pair, made once: ES256, the private key not extractable; the public JWK as the proof's header carries it. */
  const keyPair = () => {
    keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: false });
      const { kty, crv, x, y } = await exportJWK(publicKey);
      return { privateKey, jwk: { kty, crv, x, y } };
    })().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  return {
    async proof(method, url, accessToken) {
      const { privateKey, jwk } = await keyPair();
      const claims = {
        jti: crypto.randomUUID(),
        htm: method.toUpperCase(),
        htu: htuOf(url, options.publicBase),
        iat: Math.floor(now() / 1000),
        ...(nonce === undefined ? {} : { nonce }),
        ...(accessToken === undefined ? {} : { ath: await accessTokenHash(accessToken) }),
      };
      return new SignJWT(claims).setProtectedHeader({ typ: "dpop+jwt", alg: "ES256", jwk }).sign(privateKey);
    },
    remember(response) {
      const given = response.headers.get("dpop-nonce");
      if (given) {
        nonce = given;
      }
    },
    async thumbprint() {
      return calculateJwkThumbprint((await keyPair()).jwk, "sha256");
    },
  };
}
