import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { TestClock, useClient, useTestServer } from "../../test/harness.ts";
import { applicationsStore } from "../applications/applications-store.ts";
import { createLogger } from "../platform/logger.ts";
import { magicValueProvider, type VerificationProvider } from "./provider.ts";
import { createVerificationRunner, type RunnerOptions } from "./runner.ts";

const clock = new TestClock();
const server = useTestServer({ clock });
const client = useClient(server, "applications:read applications:write");

/** A runner on the test server's database with `provider` (the server's own runner has the built-in one). */
const runnerWith = (provider: VerificationProvider, loadApplicant?: RunnerOptions["loadApplicant"]) =>
  createVerificationRunner({
    db: server.db,
    clock,
    logger: createLogger("silent"),
    provider,
    loadApplicant: loadApplicant ?? ((db, id) => applicationsStore(server.adminContext().keyring).findForOperator(db, id)),
    pollMs: 50,
    batchSize: 100,
  });

async function submitted(): Promise<string> {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  return id;
}

const statuses = async (id: string) =>
  ((await client.get(`/v1/applications/${id}/verifications?limit=100`)).body.data as { status: string }[]).map((check) => check.status);

describe("the verification runner", () => {
  test("a provider that fails leaves the checks PENDING, and they are tried again later", async () => {
    const id = await submitted();
    const failing = runnerWith({
      name: "down",
      verify: async () => {
        throw new Error("provider unreachable");
      },
    });
    expect(await failing.runOnce()).toBe(6);
    expect(await statuses(id)).toEqual(Array(6).fill("PENDING"));
    // Not due again at once: the next attempt waits.
    expect(await server.verifier.runOnce()).toBe(0);
    clock.advance(60_000);
    await server.verifier.runAll();
    expect(await statuses(id)).toEqual(Array(6).fill("PASSED"));
  });

  test("a check whose subject no longer exists fails, saying so, without asking the provider", async () => {
    await server.verifier.runAll(); // earlier tests' checks: not this runner's
    const id = await submitted();
    const asked: string[] = [];
    const gone = runnerWith(
      {
        name: "recording",
        verify: async (subject, check) => {
          asked.push(check);
          return magicValueProvider.verify(subject, check);
        },
      },
      async () => undefined,
    );
    expect(await gone.runOnce()).toBe(6);
    expect(asked).toEqual([]);
    const checks = (await client.get(`/v1/applications/${id}/verifications?limit=100`)).body.data as { status: string; reason: string }[];
    expect(checks.map((check) => [check.status, check.reason])).toEqual(
      Array(6).fill(["FAILED", "What this check was about no longer exists."]),
    );
  });

  test("two runners at once run each check once: one outcome and one event per check", async () => {
    const id = await submitted();
    const [first, second] = [runnerWith(magicValueProvider), runnerWith(magicValueProvider)];
    const claimed = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(claimed[0] + claimed[1]).toBe(6);
    expect(await statuses(id)).toEqual(Array(6).fill("PASSED"));
    const events = await client.get(`/v1/events?event_type=VERIFICATION_UPDATED&application_id=${id}&limit=100`);
    expect(events.body.data).toHaveLength(6);
  });

  test("a check of a decided application is no longer set by hand (409); nor one of an earlier submission", async () => {
    const id = await submitted();
    await server.verifier.runAll();
    const [first] = (await client.get(`/v1/applications/${id}/verifications`)).body.data as { id: string }[];
    expect(
      (
        await client.post(`/v1/sandbox/applications/${id}/decision`, {
          decision: "REQUEST_CHANGES",
          fields: ["/customer_details/occupation"],
        })
      ).status,
    ).toBe(200);
    const whileChanging = await client.post(`/v1/sandbox/verifications/${first?.id}`, { status: "FAILED" });
    expect([whileChanging.status, whileChanging.body.code]).toEqual([409, "CONFLICT"]);
    await client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "Architect" }, information_attested: true });
    expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
    const earlier = await client.post(`/v1/sandbox/verifications/${first?.id}`, { status: "FAILED" });
    expect([earlier.status, earlier.body.code]).toEqual([409, "CONFLICT"]);
  });
});
