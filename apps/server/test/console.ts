import { runAdminCommand } from "../src/admin/commands.ts";
import { api, completePerson, individualApplication, uploadRequiredDocuments } from "./fixtures.ts";
import { startTestServer, type TestClock, type TestServer } from "./harness.ts";
import { signInThroughProvider, startOidcProvider, type TestAccount } from "./oidc-provider.ts";
import { freePort } from "./process.ts";

/** The single sign-on settings of a test server whose console signs in through the test's identity provider. */
export const SSO_CLIENT = { clientId: "review-console", clientSecret: "console-secret-for-tests-only" };

/**
 * A test server whose console signs in through a real OpenID provider started beside it (its redirect URI needs the
 * server's port before the server starts), with the provider's `accounts` and the console's `operators` (e-mail →
 * roles). `host`: localhost for a browser (it keeps Secure cookies there over http), 127.0.0.1 otherwise.
 */
export async function startConsoleServer(options: {
  accounts: TestAccount[];
  operators: Record<string, string>;
  host?: "127.0.0.1" | "localhost";
  clock?: TestClock;
}): Promise<{ server: TestServer; provider: { issuer: string }; close: () => Promise<void> }> {
  const port = await freePort();
  const publicUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const provider = await startOidcProvider({
    ...SSO_CLIENT,
    redirectUris: [`${publicUrl}/console/sign-in/callback`],
    accounts: options.accounts,
  });
  const server = await startTestServer(
    {
      PUBLIC_URL: publicUrl,
      CONSOLE_OIDC_ISSUER: provider.issuer,
      CONSOLE_OIDC_CLIENT_ID: SSO_CLIENT.clientId,
      CONSOLE_OIDC_CLIENT_SECRET: SSO_CLIENT.clientSecret,
    },
    undefined,
    port,
    options.clock ? { clock: options.clock } : {},
  );
  for (const [email, roles] of Object.entries(options.operators)) {
    await operatorWithLink(server, email, roles);
  }
  return {
    server,
    provider,
    close: async () => {
      await server.close();
      await provider.close();
    },
  };
}

/** What a console page answered: status, where it redirects, its HTML. */
export interface ConsoleAnswer {
  status: number;
  location: string | null;
  html: string;
  headers: Headers;
}

/**
 * A browser of the review console over HTTP: it keeps the console's cookies, follows nothing by itself, and sends
 * forms with the CSRF token of the last page it read (as the page's own forms do).
 */
export function consoleBrowser(server: Pick<TestServer, "url">) {
  const cookies = new Map<string, string>();
  let csrf = "";
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=", 2);
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === "") {
        cookies.delete(name);
      } else {
        cookies.set(name, value);
      }
    }
  };
  const send = async (path: string, init: RequestInit = {}): Promise<ConsoleAnswer> => {
    const url = path.startsWith("http") ? path : `${server.url}${path}`;
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "), ...(init.headers as Record<string, string>) },
    });
    keep(response);
    const html = await response.text();
    csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? csrf;
    return { status: response.status, location: response.headers.get("location"), html, headers: response.headers };
  };
  return {
    cookies,
    get: (path: string) => send(path),
    /** A form post, with the last page's CSRF token unless `_csrf` is given (or null: none at all). */
    post: (path: string, fields: Record<string, string | null> = {}) => {
      const body = new URLSearchParams();
      const withToken = { _csrf: csrf, ...fields };
      for (const [name, value] of Object.entries(withToken)) {
        if (value !== null) {
          body.set(name, value);
        }
      }
      return send(path, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    },
    /** Signs in with a one-time link (development). */
    async signInWithLink(loginUrl: string) {
      // The link names PUBLIC_URL; a test server without one listens elsewhere: its path, on this server.
      const answer = await send(new URL(loginUrl).pathname);
      if (answer.status !== 303 || !cookies.has("console_session")) {
        throw new Error(`The sign-in link answered ${answer.status}`);
      }
      return answer;
    },
    /** Signs in through single sign-on: the console's redirect, the provider's login page, the callback. */
    async signInWithSso(email: string) {
      const started = await send("/console/sign-in/sso");
      if (started.status !== 303 || !started.location) {
        throw new Error(`Single sign-on did not start: ${started.status} ${started.html}`);
      }
      const callback = await signInThroughProvider(started.location, email);
      return send(`${callback.pathname}${callback.search}`);
    },
  };
}

export type ConsoleBrowser = ReturnType<typeof consoleBrowser>;

/** Adds an operator with `pnpm admin operators create` and gives a one-time sign-in link for it (development). */
export async function operatorWithLink(server: TestServer, email: string, roles: string): Promise<{ id: string; loginUrl: string }> {
  const created = await runAdminCommand(
    ["operators", "create", "--email", email, "--name", email.split("@")[0] as string, "--roles", roles, "--json"],
    server.adminContext("test"),
  );
  if (created.code !== 0) {
    throw new Error(created.stderr);
  }
  const link = await runAdminCommand(["operators", "login-link", email, "--json"], server.adminContext("test"));
  return { id: JSON.parse(created.stdout).id as string, loginUrl: JSON.parse(link.stdout).login_url as string };
}

/**
 * A person's application, submitted with the documents approval waits for (`documents` first, then whatever is still
 * required), its checks run: its id, its case's id (opened by the submission), and the integrator's API client.
 */
export async function submittedApplication(
  server: TestServer,
  details: Record<string, unknown> = {},
  options: { token?: string; documents?: FormData[] } = {},
) {
  const client = api(server, options.token ?? (await server.token("applications:read applications:write")));
  const created = await client.post("/v1/applications", individualApplication({ customer_details: { ...completePerson(), ...details } }));
  if (created.status !== 201) {
    throw new Error(JSON.stringify(created.body));
  }
  const id = created.body.data.id as string;
  for (const form of options.documents ?? []) {
    const uploaded = await client.upload(`/v1/applications/${id}/documents`, form);
    if (uploaded.status !== 201) {
      throw new Error(JSON.stringify(uploaded.body));
    }
  }
  await uploadRequiredDocuments(client, id);
  const submitted = await client.post(`/v1/applications/${id}/submit`);
  if (submitted.status !== 200) {
    throw new Error(JSON.stringify(submitted.body));
  }
  await server.verifier.runAll();
  const found = await server.modules.cases.openOf(server.db, id);
  if (!found) {
    throw new Error("The submission opened no case");
  }
  return { id, caseId: found.id, client };
}
