import { expect, test } from "vitest";
import { completeCorporation, corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

const requirementsOf = async (id: string) => (await client.get(`/v1/applications/${id}/status`)).body.data.requirements as Requirement[];
type Requirement = { pointer: string; impact?: string; code?: string; required_when?: unknown };
const at = (requirements: Requirement[], pointer: string) => requirements.find((requirement) => requirement.pointer === pointer);

test("a new application lists up front the fields an answer may require, each with that answer", async () => {
  const created = await client.post("/v1/applications", individualApplication({ customer_details: {} }));
  const requirements = await requirementsOf(created.body.data.id);
  expect(at(requirements, "/customer_details/employer_name")).toEqual({
    pointer: "/customer_details/employer_name",
    code: "MISSING",
    description: "Employer name is required when Employment status is EMPLOYEE.",
    awaiting_action_from: "END_CUSTOMER",
    impact: "BLOCKS_SUBMISSION",
    message: "Please provide: Employer name (if Employment status is EMPLOYEE).",
    required_when: { pointer: "/customer_details/employment_status", value: "EMPLOYEE" },
  });
  expect(at(requirements, "/customer_details/passport_number")?.required_when).toEqual({
    pointer: "/customer_details/us_residency_status",
    value: "NON_RESIDENT_ALIEN",
  });
  expect(at(requirements, "/customer_details/mailing_address/state")?.required_when).toEqual({
    pointer: "/customer_details/mailing_address/country_code",
    value: "US",
  });
  expect(at(requirements, "/customer_details/mailing_address/city")).toMatchObject({ code: "MISSING" });
});

test("answering decides: the requirement stays without its condition, or goes", async () => {
  const { employer_name: _, ...details } = individualApplication().customer_details;
  const id = (await client.post("/v1/applications", individualApplication({ customer_details: details }))).body.data.id as string;
  expect(at(await requirementsOf(id), "/customer_details/employer_name")).toEqual({
    pointer: "/customer_details/employer_name",
    code: "MISSING",
    description: "Employer name is required before submission.",
    awaiting_action_from: "END_CUSTOMER",
    impact: "BLOCKS_SUBMISSION",
    message: "Please provide: Employer name.",
  });
  await client.patch(`/v1/applications/${id}`, { customer_details: { employment_status: "RETIRED" } });
  expect((await requirementsOf(id)).filter((requirement) => requirement.impact === "BLOCKS_SUBMISSION")).toEqual([]);
  expect((await client.get(`/v1/applications/${id}/status`)).body.data.submittable).toBe(true);
});

test("a corporation's conditional fields, and its people's, are named with their condition", async () => {
  const { corporate_entity_type: _, ...details } = completeCorporation();
  const id = (await client.post("/v1/applications", corporationApplication({ customer_details: details }))).body.data.id as string;
  expect(at(await requirementsOf(id), "/customer_details/corporate_entity_type_description")?.required_when).toEqual({
    pointer: "/customer_details/corporate_entity_type",
    value: "OTHER",
  });
  const owner = (await client.post(`/v1/applications/${id}/individuals`, person(["BENEFICIAL_OWNER"]))).body.data.id as string;
  expect(at(await requirementsOf(id), `/individuals/${owner}/percentage_ownership`)).toEqual({
    pointer: `/individuals/${owner}/percentage_ownership`,
    code: "MISSING",
    description: "Ownership is required before submission.",
    individual_id: owner,
    awaiting_action_from: "END_CUSTOMER",
    impact: "BLOCKS_SUBMISSION",
    message: "Please provide: Ownership.",
  });
});

test("each requirement says who must act and what it holds up, with a message fit for the end customer", async () => {
  const created = await client.post("/v1/applications", individualApplication({ customer_details: {}, information_attested: false }));
  const requirements = (await client.get(`/v1/applications/${created.body.data.id}/status`)).body.data.requirements as Record<
    string,
    unknown
  >[];
  const fields = requirements.filter((requirement) => requirement.code !== "DOCUMENT_REQUIRED");
  expect(fields.every((requirement) => requirement.impact === "BLOCKS_SUBMISSION" && typeof requirement.message === "string")).toBe(true);
  expect(at(requirements as Requirement[], "/documents")).toMatchObject({
    code: "DOCUMENT_REQUIRED",
    impact: "BLOCKS_APPROVAL",
    awaiting_action_from: "END_CUSTOMER",
    document_types: ["PASSPORT", "NATIONAL_ID", "DRIVERS_LICENSE"],
  });
  expect(at(requirements as Requirement[], "/customer_details/ip_address")).toMatchObject({ awaiting_action_from: "INTEGRATOR" });
  expect(at(requirements as Requirement[], "/information_attested")).toMatchObject({
    awaiting_action_from: "END_CUSTOMER",
    message: "Please confirm that the information you gave is true, accurate and up to date.",
  });
});
