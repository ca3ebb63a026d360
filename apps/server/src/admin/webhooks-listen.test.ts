import { SUBSCRIPTION_ID_HEADER } from "@onboarding/core";
import { Webhook } from "standardwebhooks";
import { describe, expect, onTestFinished, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import {
  createPersistentDatabase,
  startTestServer,
  TEST_ENCRYPTION_KEYS,
  TEST_PEPPER,
  TestClock,
  useClient,
  useTestServer,
} from "../../test/harness.ts";
import { fetchToken } from "../../test/oauth.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, runScript } from "../../test/process.ts";
import { eventually, type Received, startReceiver } from "../../test/receiver.ts";
import { auditStore } from "../audit/audit-store.ts";
import { runAdminCommand } from "./commands.ts";

// `pnpm admin webhooks listen`: in this process (the command's function, stopped by an abort signal), and as the
// command line itself beside a server process, stopped by Ctrl-C (SIGINT).

// A clock at the real time: the standardwebhooks package refuses a signature more than five minutes off.
const server = useTestServer({ clock: new TestClock(new Date()) });
const client = useClient(server, "applications:read applications:write subscriptions:read subscriptions:write");

/** The event, once `new Webhook(secret).verify` accepted the request (it throws otherwise). */
function verified(request: Received | undefined, secret: string) {
  expect(request).toBeDefined();
  const { body, headers } = request as Received;
  return new Webhook(secret).verify(body, headers as Record<string, string>) as { event_id: string; event_type: string };
}

/** Starts the command in this process; `stop()` aborts it and gives its result. */
function listen(...options: string[]) {
  const stop = new AbortController();
  let output = "";
  const running = runAdminCommand(["webhooks", "listen", "--client", client.credentials.clientId, ...options], {
    ...server.adminContext(),
    output: (text) => {
      output += text;
    },
    signal: stop.signal,
  });
  return {
    output: () => output,
    /** Once the command has printed its secret (it forwards what happens from then on). */
    ready: async () => {
      await eventually(() => output.includes("Signing secret"));
      return /whsec_\S+/.exec(output)?.[0] as string;
    },
    stop: () => {
      stop.abort();
      return running;
    },
  };
}

describe("pnpm admin webhooks listen", () => {
  test("forwards the client's new events to the receiver, signed with the secret it printed; earlier events are not forwarded", async () => {
    await client.post("/v1/applications", individualApplication());
    const receiver = await startReceiver(() => 204);
    onTestFinished(receiver.close);
    const listener = listen("--forward-to", receiver.url);
    const secret = await listener.ready();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const created = await client.post("/v1/applications", individualApplication());
    expect(created.status).toBe(201);
    await eventually(() => receiver.received.length > 0);
    const event = verified(receiver.received[0], secret);
    expect(event).toMatchObject({ event_type: "APPLICATION_CREATED", data: { application_id: created.body.data.id } });
    expect(receiver.received[0]?.headers[SUBSCRIPTION_ID_HEADER]).toBe("listen");

    const result = await listener.stop();
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(receiver.received).toHaveLength(1);
    expect(listener.output()).toContain(`APPLICATION_CREATED  ${event.event_id}  → 204`);
    expect(listener.output()).toContain("Stopped: 1 event forwarded.");
  });

  test("--events forwards only the types named; --secret signs with the secret given", async () => {
    const receiver = await startReceiver();
    onTestFinished(receiver.close);
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const listener = listen("--forward-to", receiver.url, "--events", "PING", "--secret", secret);
    expect(await listener.ready()).toBe(secret);

    // An application (APPLICATION_CREATED), then a subscription's test event (PING): events are read in order, so
    // once the PING has arrived the application's event has been passed over.
    expect((await client.post("/v1/applications", individualApplication())).status).toBe(201);
    const subscription = await client.post("/v1/subscriptions", { url: "https://hooks.example.com/x" });
    expect((await client.post(`/v1/subscriptions/${subscription.body.data.id}/test`)).status).toBeLessThan(300);
    await eventually(() => receiver.received.length > 0);
    await listener.stop();
    expect(receiver.received.map((request) => verified(request, secret).event_type)).toEqual(["PING"]);
  });

  test("refused in production, and with a missing client, receiver URL or an unknown event type, saying why", async () => {
    const stop = AbortSignal.abort();
    const run = (args: string[], env = server.config.env) =>
      runAdminCommand(["webhooks", "listen", ...args], { ...server.adminContext(), config: { ...server.config, env }, signal: stop });
    const id = client.credentials.clientId;
    const url = "http://localhost:4242/hook";

    const production = await run(["--client", id, "--forward-to", url], "production");
    expect(production).toMatchObject({ code: 2, stdout: "" });
    expect(production.stderr).toContain("webhooks listen is for development and sandbox");
    expect((await run(["--client", id, "--forward-to", url], "sandbox")).code).toBe(0);

    expect((await run(["--forward-to", url])).stderr).toContain("--client is required");
    expect((await run(["--client", "cli_nobody", "--forward-to", url])).stderr).toContain("No client cli_nobody.");
    expect((await run(["--client", id])).stderr).toContain("--forward-to is required");
    expect((await run(["--client", id, "--forward-to", "ftp://localhost/x"])).stderr).toContain("must be an http or https URL");
    expect((await run(["--client", id, "--forward-to", url, "--events", "APPLICATION_CREATED,NOPE"])).stderr).toContain(
      "unknown event type NOPE",
    );
    expect((await run(["--client", id, "--forward-to", url, "--secret", "whsec_short"])).stderr).toContain("--secret must be");
  });
});

describe("pnpm admin webhooks listen, refused and audited by what the database says", () => {
  test("refused from a development shell on a database that a production server has run on", async () => {
    const developmentSide = await startTestServer();
    onTestFinished(developmentSide.close);
    const registered = await developmentSide.registerClient(["applications:read"]);
    const listen = () =>
      runAdminCommand(["webhooks", "listen", "--client", registered.clientId, "--forward-to", "http://localhost:4242/hook"], {
        ...developmentSide.adminContext(),
        signal: AbortSignal.abort(),
      });
    expect((await listen()).code).toBe(0);
    // A production server starts on the same database (as a development shell's DATABASE_URL may name production's).
    const production = await startTestServer(
      {
        ONBOARDING_ENV: "production",
        DATABASE_URL: "postgres://config-only/unused",
        PUBLIC_URL: "https://api.example.com",
        CLAMD_ADDRESS: "127.0.0.1:3310",
      },
      undefined,
      0,
      { db: developmentSide.db },
    );
    onTestFinished(production.close);
    const refused = await listen();
    expect(refused).toMatchObject({ code: 2, stdout: "" });
    expect(refused.stderr).toContain("this database has served production");
  });

  test("its start is in the audit trail while it runs, and its end once stopped", async () => {
    const actions = async () =>
      (await auditStore.list(server.db, { since: new Date(0), limit: 1000 }))
        .filter((row) => row.actor_type === "operator" && row.object_id === client.credentials.clientId)
        .map((row) => `${row.action} ${row.outcome}`);
    const before = (await actions()).length;
    const receiver = await startReceiver();
    onTestFinished(receiver.close);
    const listener = listen("--forward-to", receiver.url);
    await listener.ready();
    const whileRunning = await actions(); // newest first
    expect(whileRunning.slice(0, whileRunning.length - before)).toEqual(["admin webhooks listen start succeeded"]);
    await listener.stop();
    expect((await actions()).slice(0, 2)).toEqual(["admin webhooks listen succeeded", "admin webhooks listen start succeeded"]);
  });
});

describe("pnpm admin webhooks listen, the command line beside a running server", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  // On the embedded database the server owns it and carries the command out for the command line (its output comes
  // through the admin channel as it is written); on PostgreSQL the command line reads the events itself.
  test("forwards a real event to a local receiver that verifies it with the standardwebhooks package; Ctrl-C stops it", async () => {
    // Undone last first: the listener, the receiver, the server, then its database.
    const teardown: (() => unknown)[] = [];
    onTestFinished(async () => {
      for (const step of teardown.reverse()) {
        await step();
      }
    });
    const { url: databaseUrl, cleanup } = await createPersistentDatabase();
    teardown.push(cleanup);
    const env = { DATABASE_URL: databaseUrl, SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS };
    // The first start in development registers a demo client, and prints it.
    const api = runScript("src/main.ts", [], { ...env, PORT: "0", DEMO_CLIENT: "true" });
    teardown.push(async () => {
      api.child.kill("SIGTERM");
      await api.exit;
    });
    const apiUrl = await listeningUrl(api);
    const credentials = {
      client_id: /client_id:\s+(\S+)/.exec(api.stdout())?.[1] as string,
      client_secret: /client_secret:\s+(\S+)/.exec(api.stdout())?.[1] as string,
    };
    const receiver = await startReceiver(() => 200);
    teardown.push(receiver.close);

    const listener = runScript(
      "src/cli/admin.ts",
      ["webhooks", "listen", "--client", credentials.client_id, "--forward-to", receiver.url],
      env,
    );
    teardown.push(() => listener.child.kill("SIGKILL"));
    await eventually(() => listener.stdout().includes("Signing secret") || listener.child.exitCode !== null, 60_000);
    const secret = /whsec_\S+/.exec(listener.stdout())?.[0];
    expect(secret, listener.stderr()).toBeDefined();

    const token = await fetchToken(apiUrl, credentials, "applications:write");
    const created = await fetch(`${apiUrl}/v1/applications`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(individualApplication()),
    });
    expect(created.status).toBe(201);
    await eventually(() => receiver.received.length > 0, 60_000);
    const event = verified(receiver.received[0], secret as string);
    expect(event.event_type).toBe("APPLICATION_CREATED");

    await eventually(() => listener.stdout().includes(`APPLICATION_CREATED  ${event.event_id}  → 200`), 60_000);
    listener.child.kill("SIGINT");
    expect(await listener.exit).toBe(0);
    expect(listener.stdout()).toContain("Stopped: 1 event forwarded.");
  });
});
