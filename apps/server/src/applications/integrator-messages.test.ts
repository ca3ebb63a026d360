import { describe, expect, test } from "vitest";
import { completePerson, individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

const detailAt = (body: { errors: { pointer: string; detail: string }[] }, pointer: string) =>
  body.errors.find((error) => error.pointer === pointer)?.detail;

describe("what integrators are told", () => {
  test("validation messages say how to fix the input", async () => {
    const refused = await client.post(
      "/v1/applications",
      individualApplication({
        status: "APPROVED",
        customer_details: { ...completePerson(), date_of_birth: "21/04/1990", nationality: "usa", email_address: "jane" },
      }),
    );
    expect(refused.status).toBe(400);
    expect(detailAt(refused.body as never, "/status")).toMatch(/read-only field/);
    expect(detailAt(refused.body as never, "/customer_details/date_of_birth")).toMatch(/YYYY-MM-DD form, for example 1990-04-21/);
    expect(detailAt(refused.body as never, "/customer_details/nationality")).toMatch(
      /ISO 3166-1 alpha-2 country code in capitals, for example US/,
    );
    expect(detailAt(refused.body as never, "/customer_details/email_address")).toMatch(/for example jane.doe@example.com/);
  });

  test("an unquoted If-Match is 400 with how to quote it, not a misleading 412", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const version = `${id}.1`;
    const unquoted = await client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "Chef" } }, { "if-match": version });
    expect(unquoted.status).toBe(400);
    expect(detailAt(unquoted.body as never, "/headers/if-match")).toMatch(/double quotes included/);
    const quoted = await client.patch(
      `/v1/applications/${id}`,
      { customer_details: { occupation: "Chef" } },
      { "if-match": `"${version}"` },
    );
    expect(quoted.status).toBe(200);
  });

  test("the review's reason and fields are on the status and the application while they hold", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    expect((await client.get(`/v1/applications/${id}`)).body.data.review).toBeNull();
    await client.post(`/v1/applications/${id}/submit`);
    await client.post(`/v1/sandbox/applications/${id}/decision`, {
      decision: "REQUEST_CHANGES",
      reason: "The occupation is unclear",
      fields: ["/customer_details/occupation", "/customer_details/employer_name"],
    });
    const review = { reason: "The occupation is unclear", fields: ["/customer_details/occupation", "/customer_details/employer_name"] };
    expect((await client.get(`/v1/applications/${id}/status`)).body.data.review).toEqual(review);
    expect((await client.get(`/v1/applications/${id}`)).body.data.review).toEqual(review);

    await client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "Software engineer" } });
    expect((await client.get(`/v1/applications/${id}`)).body.data.review).toEqual({
      ...review,
      fields: ["/customer_details/employer_name"],
    });
    await client.patch(`/v1/applications/${id}`, { customer_details: { employer_name: "Acme" }, information_attested: true });
    await client.post(`/v1/applications/${id}/submit`);
    expect((await client.get(`/v1/applications/${id}/status`)).body.data.review).toBeNull();
    await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "REJECT", reason: "Outside our risk appetite" });
    expect((await client.get(`/v1/applications/${id}`)).body.data.review).toEqual({
      reason: "Outside our risk appetite",
      fields: [],
    });
  });
});
