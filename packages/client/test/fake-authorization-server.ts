// A fake of the server's side of private_key_jwt and DPoP, for the client's tests: it checks what the real server
// checks (the assertion's signature and claims, each proof's signature, nonce, htm, htu and ath, the token's binding to
// the proof's key) and records everything the client sent.
import {
  base64url,
  type CryptoKey,
  calculateJwkThumbprint,
  EmbeddedJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  type KeyObject,
  type ProtectedHeaderParameters,
} from "jose";

export const baseUrl = "http://api.test";

export interface Proof {
  header: ProtectedHeaderParameters;
  payload: JWTPayload & { htm?: string; htu?: string; nonce?: string; ath?: string };
  jkt: string;
}

export interface TokenRequestSeen {
  request: Request;
  form: URLSearchParams;
  assertion?: { header: ProtectedHeaderParameters; payload: JWTPayload };
  proof?: Proof;
}

export interface ApiRequestSeen {
  request: Request;
  proof?: Proof;
}

export interface FakeServerOptions {
  /** The client's public key (private_key_jwt); without it, the server takes any Basic credentials. */
  clientKey?: CryptoKey | KeyObject | undefined;
  /** The server's issuer: the audience assertions must have. */
  issuer?: string;
  /** Whether the token endpoint answers DPoP-bound tokens to requests with a proof (default true). */
  dpopTokens?: boolean;
  /** Whether API calls must carry the latest nonce (answered 401 use_dpop_nonce otherwise). */
  apiNonce?: boolean;
  /** Lifetime of tokens in seconds (default 3600). */
  expiresIn?: number;
  /** A response of the test's own for an API request (undefined: the server's default answer). */
  api?: (request: Request, seen: ApiRequestSeen) => Response | undefined | Promise<Response | undefined>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export const sha256 = async (text: string) =>
  base64url.encode(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));

/** The server: `fetch` plays it; `nonce` is its current nonce (a test may change it, as the real one expires them). */
export class FakeServer {
  readonly tokenRequests: TokenRequestSeen[] = [];
  readonly apiRequests: ApiRequestSeen[] = [];
  nonce = "nonce-1";
  private issued = 0;
  /** The jkt each DPoP-bound token was bound to. */
  private readonly bound = new Map<string, string>();

  constructor(readonly options: FakeServerOptions = {}) {}

  private async proofOf(request: Request): Promise<Proof | undefined> {
    const proof = request.headers.get("dpop");
    if (proof === null) {
      return undefined;
    }
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, { typ: "dpop+jwt", algorithms: ["ES256"] });
    return { header: protectedHeader, payload, jkt: await calculateJwkThumbprint(protectedHeader.jwk as JWK, "sha256") };
  }

  /** Whether a proof names the request as the real server checks it: its method, and its URL on the public URL. */
  private names(request: Request, proof: Proof): boolean {
    const htu = `${this.options.issuer ?? baseUrl}${new URL(request.url).pathname}`;
    return proof.payload.htm === request.method && proof.payload.htu === htu;
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    return url.pathname === "/oauth/token" ? this.token(request) : this.resource(request);
  };

  private async token(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const seen: TokenRequestSeen = { request, form };
    this.tokenRequests.push(seen);
    if (this.options.clientKey) {
      const assertion = form.get("client_assertion") ?? "";
      try {
        const { payload, protectedHeader } = await jwtVerify(assertion, this.options.clientKey, {
          issuer: form.get("client_id") ?? "",
          subject: form.get("client_id") ?? "",
          audience: this.options.issuer ?? baseUrl,
          typ: "JWT",
        });
        seen.assertion = { header: protectedHeader, payload };
      } catch (error) {
        return json(401, { error: "invalid_client", error_description: String(error) });
      }
    }
    seen.proof = await this.proofOf(request);
    if (seen.proof && !this.names(request, seen.proof)) {
      return json(400, { error: "invalid_dpop_proof", error_description: "htm or htu is not this request's" });
    }
    if (seen.proof && seen.proof.payload.nonce !== this.nonce) {
      return json(
        400,
        { error: "use_dpop_nonce", error_description: "Authorization server requires nonce in DPoP proof" },
        {
          "dpop-nonce": this.nonce,
        },
      );
    }
    const token = `tok-${++this.issued}`;
    const dpop = seen.proof !== undefined && this.options.dpopTokens !== false;
    if (dpop && seen.proof) {
      this.bound.set(token, seen.proof.jkt);
    }
    return json(200, { access_token: token, token_type: dpop ? "DPoP" : "Bearer", expires_in: this.options.expiresIn ?? 3600 });
  }

  private async resource(request: Request): Promise<Response> {
    const seen: ApiRequestSeen = { request, proof: await this.proofOf(request) };
    this.apiRequests.push(seen);
    const [scheme, token = ""] = (request.headers.get("authorization") ?? "").split(" ");
    const jkt = this.bound.get(token);
    if (jkt !== undefined) {
      const proof = seen.proof;
      const refused = (error: string) =>
        new Response(null, {
          status: 401,
          headers: { "www-authenticate": `DPoP error="${error}", algs="ES256"`, "dpop-nonce": this.nonce },
        });
      if (this.options.apiNonce && proof?.payload.nonce !== this.nonce) {
        return refused("use_dpop_nonce");
      }
      if (proof && !this.names(request, proof)) {
        return refused("invalid_dpop_proof");
      }
      if (scheme !== "DPoP" || !proof || proof.jkt !== jkt || proof.payload.ath !== (await sha256(token))) {
        return refused("invalid_token");
      }
    }
    return (await this.options.api?.(request, seen)) ?? this.answer(request);
  }

  private answer(request: Request): Response {
    const url = new URL(request.url);
    if (url.pathname === "/v1/applications" && request.method === "GET") {
      return url.searchParams.has("cursor")
        ? json(200, { data: [{ id: "app_2" }], has_more: false, links: { next: null } })
        : json(200, { data: [{ id: "app_1" }], has_more: true, links: { next: "/v1/applications?cursor=c2&limit=1#page" } });
    }
    if (url.pathname.endsWith("/documents")) {
      return json(201, { data: { id: "doc_1", status: "PENDING" } });
    }
    return json(200, { data: { id: "app_1", status: "INCOMPLETE" } });
  }
}
