import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CreateApplicationRequest } from "@onboarding/client";
import * as readme from "@onboarding/examples/client-readme";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { readmeBlocks, exampleRegions as regions } from "../test/client-readme.ts";
import { api, individualApplication } from "../test/fixtures.ts";
import { TestClock, useTestServer } from "../test/harness.ts";

// Deliveries are signed with the server's time, which verifyWebhook checks against its own: a clock at today's date.
const server = useTestServer({ clock: new TestClock(new Date()) });
const logged: string[] = [];
const application = () => individualApplication() as CreateApplicationRequest;

beforeAll(async () => {
  const { clientId, secret } = await server.registerClient(["applications:read", "applications:write"]);
  vi.stubEnv("BASE_URL", server.url);
  vi.stubEnv("CLIENT_ID", clientId);
  vi.stubEnv("CLIENT_SECRET", secret);
  vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void logged.push(values.map(String).join(" ")));
  return () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  };
});
afterEach(() => {
  logged.length = 0;
});

describe("the client's README", () => {
  test("shows every example region of examples/client-readme.ts as it is there, in a ts block", () => {
    const blocks = readmeBlocks();
    expect([...regions().keys()]).toEqual([
      "credentials",
      "throwing-mode",
      "default-style",
      "errors",
      "pagination",
      "upload",
      "onboarding-sessions",
      "webhooks",
      "retries",
    ]);
    for (const [name, region] of regions()) {
      expect(
        blocks.some((block) => block.includes(region)),
        `README block for region ${name}`,
      ).toBe(true);
    }
  });

  test("credentials and the throwing mode: a call resolves to its data", async () => {
    const id = await readme.throwingMode(readme.credentials(), application());
    expect(logged).toEqual([`${id} READY_FOR_SUBMISSION 1`]);
    await readme.defaultStyle(id);
    await readme.defaultStyle("app_01JDQ6N0Z8X7W4V3T2S1R0QPNM");
    expect(logged.slice(1)).toEqual(["READY_FOR_SUBMISSION", expect.stringMatching(/^404 NOT_FOUND req-/)]);
  });

  test("errors: the problem's status, code, request id and field pointers", async () => {
    await readme.errors(readme.credentials(), application());
    expect(logged[0]).toMatch(/^400 VALIDATION_FAILED req-/);
    expect(logged).toContainEqual(expect.stringMatching(/^\/customer_details\/date_of_birth /));
  });

  test("pagination, upload and onboarding sessions", async () => {
    const client = readme.credentials();
    const id = await readme.throwingMode(client, application());
    logged.length = 0;
    await readme.pagination(client);
    expect(logged).toContainEqual(expect.stringMatching(new RegExp(`^${id} `)));
    logged.length = 0;
    const file = join(tmpdir(), `passport-${Date.now()}.pdf`);
    writeFileSync(file, "%PDF-1.7\n%%EOF\n");
    await readme.upload(client, id, file);
    expect(logged).toEqual([expect.stringMatching(/^doc_\w+ /)]);
    logged.length = 0;
    await readme.onboardingSession(client, id);
    expect(logged).toEqual([expect.stringMatching(/\/onboard\/obt_/)]);
  });

  test("typed webhook events: a real delivery, verified and narrowed", async () => {
    const receiver = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) {
        chunks.push(chunk as Buffer);
      }
      await readme.webhook(Buffer.concat(chunks), request.headers);
      response.writeHead(204).end();
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => receiver.once("listening", resolve));
    try {
      const owner = api(server, await server.token("applications:write subscriptions:write"));
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const subscription = (await owner.post("/v1/subscriptions", { url, event_types: ["APPLICATION_CREATED"] })).body.data;
      vi.stubEnv("WEBHOOK_SECRET", subscription.secret);
      const id = (await owner.post("/v1/applications", individualApplication())).body.data.id;
      await server.worker.runAll();
      expect(logged).toEqual([`APPLICATION_CREATED ${id} READY_FOR_SUBMISSION`]);
    } finally {
      receiver.close();
    }
  });

  test("retries with the same idempotency key: one application", async () => {
    const body = application();
    await readme.retries(readme.credentials(), body);
    expect(logged).toEqual(["true"]);
    const stored = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM applications WHERE customer_id = $1", [
      body.customer_id,
    ]);
    expect(stored[0]?.n).toBe(1);
  });
});
