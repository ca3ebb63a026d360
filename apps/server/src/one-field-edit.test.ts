import { afterAll, expect, test, vi } from "vitest";

/*
 * What is known about a field is said once, in core's schemas. This test makes the one edit that adds a required,
 * sensitive field to the person of an INDIVIDUAL application — in a copy of core's sources, used in place of core for
 * this file — and checks that everything derived follows: the requirements, sealing and masking, the OpenAPI
 * document, the typed client and the docs' table of required fields.
 */
const edited = await vi.hoisted(async () => {
  const { cpSync, mkdtempSync, readFileSync, writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const core = fileURLToPath(new URL("../../../packages/core/", import.meta.url));
  // Inside core's package, so that the copy resolves zod as core does; ignored by git and removed afterwards.
  const dir = mkdtempSync(join(core, ".edited-"));
  cpSync(join(core, "src"), dir, { recursive: true });
  const person = join(dir, "person.ts");
  const source = readFileSync(person, "utf8");
  const anchor = "    ...personFields(true),\n";
  if (source.split(anchor).length !== 2) {
    throw new Error("person.ts changed: the edit's anchor is not there once");
  }
  const line = '    national_id_number: field(TaxNumberSchema, { label: "National ID number", required: true, sensitive: true }),\n';
  writeFileSync(person, source.replace(anchor, `${anchor}${line}`));
  return { dir, index: join(dir, "index.ts") };
});
vi.mock("@onboarding/core", () => import(/* @vite-ignore */ edited.index));

const { rmSync } = await import("node:fs");
const { buildOpenApiDocument, operations } = await import("@onboarding/contract");
const { clientTypes } = await import("../../../packages/client/scripts/client-types.ts");
const { requiredFieldsPage } = await import("../../docs/scripts/required-fields.ts");
const { SENSITIVE_FIELDS } = await import("./applications/sensitive.ts");
const { api, individualApplication } = await import("../test/fixtures.ts");
const { useTestServer } = await import("../test/harness.ts");

const server = useTestServer();
afterAll(() => rmSync(edited.dir, { recursive: true, force: true }));

test("the service requires the new field, seals it at rest and masks it in every response", async () => {
  expect(SENSITIVE_FIELDS).toContain("national_id_number");
  const client = api(server, await server.token("applications:read applications:write"));
  const created = await client.post("/v1/applications", individualApplication());
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const status = await client.get(`/v1/applications/${id}/status`);
  expect(status.body.data.submittable).toBe(false);
  expect(status.body.data.requirements).toContainEqual({
    pointer: "/customer_details/national_id_number",
    code: "MISSING",
    description: "National ID number is required before submission.",
    awaiting_action_from: "END_CUSTOMER",
    impact: "BLOCKS_SUBMISSION",
    message: "Please provide: National ID number.",
  });
  const updated = await client.patch(`/v1/applications/${id}`, { customer_details: { national_id_number: "AB-123456" } });
  expect(updated.status).toBe(200);
  expect(updated.body.data.customer_details.national_id_number).toBe("*****3456");
  const after = (await client.get(`/v1/applications/${id}/status`)).body.data;
  expect(after.submittable).toBe(true);
  expect(after.requirements.filter((requirement: { impact: string }) => requirement.impact === "BLOCKS_SUBMISSION")).toEqual([]);
  const stored = await server.db.query("SELECT * FROM applications WHERE application_id = $1", [id]);
  expect(JSON.stringify(stored)).toContain("national_id_number");
  expect(JSON.stringify(stored)).not.toContain("AB-123456");
});

test("the OpenAPI document, the typed client and the docs' table of required fields show it", async () => {
  const document = buildOpenApiDocument(operations, { version: "0.0.0" });
  const schemas = document.components?.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
  const described = schemas.IndividualApplication?.properties.national_id_number;
  expect(described?.description).toBe(
    "National ID number. Required before submission. Stored encrypted; responses show only its last four characters.",
  );
  const shown = JSON.stringify(schemas.IndividualApplicationResource);
  expect(shown).toMatch(/"national_id_number":\{[^}]*"\$ref":"#\/components\/schemas\/MaskedValue"/);
  expect(await clientTypes(document)).toMatch(/national_id_number\?: string;/);
  expect(requiredFieldsPage()).toContain("| `/customer_details/national_id_number` | National ID number | always | end customer | yes |");
});
