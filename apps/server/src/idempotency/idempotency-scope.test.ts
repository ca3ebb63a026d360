import { describe, expect, test } from "vitest";
import { corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

describe("what an idempotency key is scoped to", () => {
  test("one key on every spelling of a route (case, trailing slash) runs once", async () => {
    const id = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
    const spellings = [
      `/v1/applications/${id}/individuals`,
      `/v1/applications/${id}/individuals/`,
      `/V1/applications/${id}/individuals`,
      `/v1/APPLICATIONS/${id}/Individuals`,
      `/v1/applications/${id}/INDIVIDUALS/`,
    ];
    const body = person(["OFFICER"]);
    const answers = [];
    for (const path of spellings) {
      answers.push(await client.post(path, body, { "x-svc-idempotency-id": `spellings-${id}` }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const application = await client.get(`/v1/applications/${id}`);
    expect(application.body.data.individuals).toHaveLength(1);
  });

  test("the same body with its members in another order is the same request (a replay, not 422)", async () => {
    const payload = individualApplication();
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const first = await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "order-1" });
    const again = await client.post("/v1/applications", reordered, { "x-svc-idempotency-id": "order-1" });
    expect(first.status).toBe(201);
    expect([again.status, again.headers.get("x-svc-idempotent-replayed")]).toEqual([201, "true"]);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  test("a retry that differs only by empty-string members is the same request (a replay, not 422)", async () => {
    const { middle_name: _, ...details } = individualApplication().customer_details;
    const payload = individualApplication({ customer_details: details });
    const withBlanks = { ...payload, customer_details: { ...details, middle_name: "" } };
    const first = await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "blanks-1" });
    const again = await client.post("/v1/applications", withBlanks, { "x-svc-idempotency-id": "blanks-1" });
    expect(first.status).toBe(201);
    expect([again.status, again.headers.get("x-svc-idempotent-replayed")]).toEqual([201, "true"]);
    expect(again.body.data.id).toBe(first.body.data.id);
    const changed = await client.post(
      "/v1/applications",
      { ...payload, customer_details: { ...details, middle_name: "R" } },
      { "x-svc-idempotency-id": "blanks-1" },
    );
    expect([changed.status, changed.body.code]).toEqual([422, "IDEMPOTENCY_KEY_MISMATCH"]);
  });

  test('in a merge patch, a member "" is the same request as the member null (both remove the field)', async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const first = await client.patch(
      `/v1/applications/${id}`,
      { customer_details: { middle_name: null } },
      {
        "x-svc-idempotency-id": `patch-blank-${id}`,
      },
    );
    const again = await client.patch(
      `/v1/applications/${id}`,
      { customer_details: { middle_name: "" } },
      {
        "x-svc-idempotency-id": `patch-blank-${id}`,
      },
    );
    expect(first.status).toBe(200);
    expect([again.status, again.headers.get("x-svc-idempotent-replayed")]).toEqual([200, "true"]);
  });
});
