import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Adapter, AdapterPayload, ErrorOut, KoaContextWithOIDC, default as Provider } from "oidc-provider";

/** An account of the test identity provider; its subject is `account-<n>`, n its place in the list from 1. */
export interface TestAccount {
  email: string;
  name: string;
  /** The account's `email_verified` claim; true unless said otherwise. */
  emailVerified?: boolean;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: TestAccount[];
  /**
   * Whether the ID token carries the claims of the scopes (e-mail, name), true unless said otherwise; false keeps
   * them at userinfo only, as the specification has it for the code flow and some providers do.
   */
  claimsInIdToken?: boolean;
}

const SCOPE = "openid email profile";

/**
 * A real OpenID Connect identity provider (oidc-provider, the certified Node implementation) on 127.0.0.1, on a port
 * of its own: one confidential client (client_secret_basic, PKCE required), the given accounts, and a login page of
 * its own in place of the library's development one. The page, at /interaction/<uid>, asks for an e-mail address
 * (a field labelled "E-mail", a button "Sign in") and signs in the account that has it, with no password; an unknown
 * address shows the page again with an error. Consent to `openid email profile` is given without asking.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<{ issuer: string; close(): Promise<void> }> {
  const Provider = await loadProvider();
  const accounts = options.accounts.map((account, index) => ({ ...account, id: `account-${index + 1}` }));

  // The issuer names the port, so the provider is made once the server listens: until then, 503.
  let provider: Provider | undefined;
  let handle: ReturnType<Provider["callback"]> | undefined;
  const server = createServer((req, res) => {
    if (!provider || !handle) {
      res.writeHead(503).end();
    } else if (new URL(req.url ?? "/", "http://localhost").pathname.startsWith("/interaction/")) {
      interact(provider, req, res).catch((error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" }).end(`the test provider's interaction failed: ${String(error)}`);
      });
    } else {
      handle(req, res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    findAccount: (_ctx, sub) => {
      const account = accounts.find(({ id }) => id === sub);
      return account
        ? {
            accountId: account.id,
            claims: () => ({ sub: account.id, email: account.email, email_verified: account.emailVerified ?? true, name: account.name }),
          }
        : undefined;
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "email", "profile"],
    // Conforming, the library keeps the scopes' claims out of an ID token that comes with an access token.
    conformIdTokenClaims: options.claimsInIdToken === false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Signed cookies. Over plain HTTP the library sets them without `secure` (it adds it on HTTPS requests only).
    // Named apart from the app's: a browser keeps cookies by host, not port, and the app runs on 127.0.0.1 too.
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      names: { session: "idp_session", interaction: "idp_interaction", resume: "idp_interaction_resume" },
    },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] },
    // Given, so that the library's development defaults (and their notices on the console) stay out.
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    renderError: (ctx: KoaContextWithOIDC, out: ErrorOut) => {
      ctx.type = "html";
      ctx.body = page("Sign-in error", `<p>${escapeHtml(`${out.error}: ${out.error_description ?? ""}`)}</p>`);
    },
  });
  handle = provider.callback();

  async function interact(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (req.method !== "POST") {
        return answer(res, 200, loginPage(""));
      }
      const email = (new URLSearchParams(await readBody(req)).get("email") ?? "").trim();
      const account = accounts.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
      if (!account) {
        return answer(res, 200, loginPage(email, "No account has this e-mail address."));
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    }
    // Consent: granted at once, for the scopes the console asks.
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (details.prompt.name !== "consent" || !accountId || typeof clientId !== "string") {
      return answer(res, 400, page("Sign-in error", `<p>Unexpected prompt ${escapeHtml(details.prompt.name)}.</p>`));
    }
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(SCOPE);
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Signs in at the test provider as the account with `email`, the way a browser would (following redirects, keeping
 * cookies by host, submitting the login page), starting from the authorization URL the app made. Answers the
 * redirect to the app's redirect_uri (the authorization URL's own) with its code and state, without following it.
 */
export async function signInThroughProvider(authorizationUrl: string, email: string): Promise<URL> {
  const redirectUri = new URL(authorizationUrl).searchParams.get("redirect_uri");
  if (!redirectUri) {
    throw new Error(`the authorization URL has no redirect_uri: ${authorizationUrl}`);
  }
  const target = new URL(redirectUri);
  const jar = new Map<string, Map<string, string>>();
  let url = new URL(authorizationUrl);
  let form: string | undefined;
  for (let step = 0; step < 20; step += 1) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    jar.set(url.host, cookies);
    const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    if (form !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const response = await fetch(url, { method: form === undefined ? "GET" : "POST", headers, body: form, redirect: "manual" });
    keepCookies(cookies, response.headers.getSetCookie());
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      form = undefined;
      if (url.origin === target.origin && url.pathname === target.pathname) {
        return url;
      }
      continue;
    }
    const body = await response.text();
    if (response.status === 200 && body.includes('name="email"') && form === undefined) {
      form = new URLSearchParams({ email }).toString();
      continue;
    }
    throw new Error(`signing in as ${email} stopped at ${url.href}: ${response.status} ${body.slice(0, 500)}`);
  }
  throw new Error(`signing in as ${email} did not come back to ${redirectUri} within 20 requests`);
}

/** Stores the cookies of Set-Cookie headers by name; an empty or expired one is removed (how cookies are cleared). */
function keepCookies(cookies: Map<string, string>, setCookies: string[]) {
  for (const header of setCookies) {
    const [pair = "", ...attributes] = header.split(";");
    const name = pair.slice(0, pair.indexOf("=")).trim();
    const value = pair.slice(pair.indexOf("=") + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = "", setting = ""] = attribute.split("=").map((part) => part.trim());
      return (
        (key.toLowerCase() === "max-age" && Number(setting) <= 0) || (key.toLowerCase() === "expires" && Date.parse(setting) <= Date.now())
      );
    });
    if (value === "" || expired) {
      cookies.delete(name);
    } else {
      cookies.set(name, value);
    }
  }
}

/**
 * oidc-provider warns on import that it wants Node 22 or later ("Unsupported runtime"): it is tested on the project's
 * Node 20 here on purpose, so that line is kept off the test output (any other warning passes).
 */
let loading: Promise<typeof Provider> | undefined;
function loadProvider(): Promise<typeof Provider> {
  loading ??= (async () => {
    // biome-ignore lint/suspicious/noConsole: kept, to be put back once the library is imported
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!(typeof args[0] === "string" && args[0].includes("oidc-provider WARNING: Unsupported runtime"))) {
        warn(...args);
      }
    };
    try {
      return (await import("oidc-provider")).default;
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}

/** The provider's storage (sessions, interactions, codes, tokens, grants), in memory, one per provider. */
function memoryAdapter(): (model: string) => Adapter {
  const stored = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const read = (key: string) => {
    const entry = stored.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      stored.delete(key);
      return undefined;
    }
    return entry?.payload;
  };
  return (model) => ({
    async upsert(id, payload, expiresIn) {
      stored.set(`${model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
    },
    async find(id) {
      return read(`${model}:${id}`);
    },
    async findByUid(uid) {
      const key = [...stored.keys()].find((key) => key.startsWith(`${model}:`) && stored.get(key)?.payload.uid === uid);
      return key ? read(key) : undefined;
    },
    async findByUserCode(userCode) {
      const key = [...stored.keys()].find((key) => key.startsWith(`${model}:`) && stored.get(key)?.payload.userCode === userCode);
      return key ? read(key) : undefined;
    },
    async consume(id) {
      const payload = read(`${model}:${id}`);
      if (payload) {
        payload.consumed = Math.floor(Date.now() / 1000);
      }
    },
    async destroy(id) {
      stored.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of stored) {
        if (entry.payload.grantId === grantId) {
          stored.delete(key);
        }
      }
    },
  });
}

function loginPage(email: string, error?: string): string {
  return page(
    "Sign in",
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}">
  <button type="submit">Sign in</button>
</form>`,
  );
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)} – test identity provider</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${content}
</main></body>
</html>`;
}

function answer(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(html);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
