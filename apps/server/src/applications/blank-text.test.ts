import { describe, expect, test } from "vitest";
import { completePerson, individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

describe("an empty string is no value", () => {
  test("in a create, an empty optional field (address_line2, middle_name) is accepted and stored as absent", async () => {
    const person = completePerson();
    const created = await client.post(
      "/v1/applications",
      individualApplication({
        customer_details: { ...person, middle_name: "", mailing_address: { ...person.mailing_address, address_line2: "" } },
      }),
    );
    expect(created.status).toBe(201);
    const details = (await client.get(`/v1/applications/${created.body.data.id}`)).body.data.customer_details;
    expect(details).not.toHaveProperty("middle_name");
    expect(details.mailing_address).not.toHaveProperty("address_line2");
    expect(created.body.data.status).toBe("READY_FOR_SUBMISSION");
  });

  test("in a merge patch, an empty string removes the field, like null", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const patched = await client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "" } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.customer_details).not.toHaveProperty("occupation");
    const status = (await client.get(`/v1/applications/${id}/status`)).body.data;
    expect(status.requirements.map((requirement: { pointer: string }) => requirement.pointer)).toContain("/customer_details/occupation");
  });

  test("a required field sent empty is reported as missing", async () => {
    const refused = await client.post("/v1/applications", individualApplication({ customer_id: "" }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: "/customer_id", code: "required" })]);
  });
});
