import { expect, test } from "vitest";
import { completePerson, corporationApplication, individualApplication, person, samplePdf } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

type Requirement = { pointer: string; code: string; impact: string; awaiting_action_from: string; message: string } & Record<
  string,
  unknown
>;
const requirementsOf = async (id: string) => (await client.get(`/v1/applications/${id}/status`)).body.data.requirements as Requirement[];
const evidence = async (id: string) => (await requirementsOf(id)).filter((requirement) => requirement.impact === "BLOCKS_APPROVAL");

async function upload(id: string, type: string, extra: Record<string, string> = {}, name = "scan.pdf") {
  const form = new FormData();
  form.set("type", type);
  for (const [key, value] of Object.entries(extra)) {
    form.set(key, value);
  }
  form.set("file", samplePdf(name));
  const uploaded = await client.upload(`/v1/applications/${id}/documents`, form);
  expect(uploaded.status).toBe(201);
  return uploaded.body.data.id as string;
}

const approve = (id: string) => client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });

test("an individual reaches APPROVED through an uploaded passport and passed checks; without the passport approval waits", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  expect(await evidence(id)).toEqual([
    {
      pointer: "/documents",
      code: "DOCUMENT_REQUIRED",
      description: "Upload a passport, national ID card or driver's licence (both sides of a two-sided one).",
      awaiting_action_from: "END_CUSTOMER",
      impact: "BLOCKS_APPROVAL",
      message: "Please upload a passport, national ID card or driver's licence.",
      document_types: ["PASSPORT", "NATIONAL_ID", "DRIVERS_LICENSE"],
    },
  ]);
  expect((await client.get(`/v1/applications/${id}/status`)).body.data.submittable).toBe(true);
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  await server.verifier.runAll();
  const blocked = await approve(id);
  expect([blocked.status, blocked.body.code]).toEqual([409, "APPROVAL_BLOCKED"]);
  expect(blocked.body.requirements.map((requirement: Requirement) => requirement.code)).toEqual(["DOCUMENT_REQUIRED"]);

  // One side of a national ID is not enough; a passport is.
  await upload(id, "NATIONAL_ID", { side: "FRONT" });
  expect((await evidence(id)).map((requirement) => requirement.code)).toEqual(["DOCUMENT_REQUIRED"]);
  await upload(id, "PASSPORT");
  expect(await evidence(id)).toEqual([]);
  const approved = await approve(id);
  expect([approved.status, approved.body.data.status]).toEqual([200, "APPROVED"]);
});

test("a corporation needs its certificate of incorporation and each owner's ID", async () => {
  const id = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
  const owner = (await client.post(`/v1/applications/${id}/individuals`, person(["BENEFICIAL_OWNER"], { percentage_ownership: 60 }))).body
    .data.id as string;
  await client.post(`/v1/applications/${id}/individuals`, person(["OFFICER"], { first_name: "Otto" }));
  const needed = await evidence(id);
  expect(needed.map((requirement) => [requirement.pointer, requirement.document_types])).toEqual([
    ["/documents", ["CERTIFICATE_OF_INCORPORATION"]],
    [`/individuals/${owner}/documents`, ["PASSPORT", "NATIONAL_ID", "DRIVERS_LICENSE"]],
  ]);
  expect(needed[1]).toMatchObject({
    individual_id: owner,
    message: "Please upload a passport, national ID card or driver's licence of John Owner.",
  });
  await upload(id, "CERTIFICATE_OF_INCORPORATION");
  await upload(id, "DRIVERS_LICENSE", { side: "FRONT", individual_id: owner });
  await upload(id, "DRIVERS_LICENSE", { side: "BACK", individual_id: owner });
  expect(await evidence(id)).toEqual([]);
});

test("a rejected document comes back as a requirement with its reason, until a new one replaces it", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  const passport = await upload(id, "PASSPORT");
  const rejected = await client.post(`/v1/sandbox/documents/${passport}/review`, {
    status: "REJECTED",
    reason_code: "UNREADABLE",
    reason: "The photo page is blurred: upload a sharper scan.",
  });
  expect(rejected.status).toBe(200);
  expect(await evidence(id)).toEqual([
    expect.objectContaining({
      pointer: "/documents",
      code: "DOCUMENT_REJECTED",
      awaiting_action_from: "END_CUSTOMER",
      document_id: passport,
      message: "Please upload a passport, national ID card or driver's licence again: The photo page is blurred: upload a sharper scan.",
    }),
  ]);
  await upload(id, "PASSPORT", {}, "sharper.pdf");
  expect(await evidence(id)).toEqual([]);
});

test("after submission, a check that needs a person is a requirement awaiting the reviewer", async () => {
  const details = { ...completePerson(), last_name: "Watchlist" };
  const id = (await client.post("/v1/applications", individualApplication({ customer_details: details }))).body.data.id as string;
  await upload(id, "PASSPORT");
  await client.post(`/v1/applications/${id}/submit`);
  await server.verifier.runAll();
  expect(await evidence(id)).toEqual([
    expect.objectContaining({
      code: "CHECK_NEEDS_REVIEW",
      awaiting_action_from: "REVIEWER",
      impact: "BLOCKS_APPROVAL",
      verification_id: expect.stringMatching(/^vrf_/),
    }),
  ]);
});

test("a person whose IDENTITY check failed is asked for a passport or national ID, until one is uploaded after the failure", async () => {
  const details = { ...completePerson(), first_name: "Unverified" };
  const id = (await client.post("/v1/applications", individualApplication({ customer_details: details }))).body.data.id as string;
  await upload(id, "DRIVERS_LICENSE", { side: "FRONT" });
  await upload(id, "DRIVERS_LICENSE", { side: "BACK" });
  await client.post(`/v1/applications/${id}/submit`);
  await server.verifier.runAll();
  const asked = (await evidence(id)).filter((requirement) => requirement.code === "DOCUMENT_REQUIRED");
  expect(asked).toEqual([
    expect.objectContaining({
      pointer: "/documents",
      awaiting_action_from: "END_CUSTOMER",
      document_types: ["PASSPORT", "NATIONAL_ID"],
      verification_id: expect.stringMatching(/^vrf_/),
    }),
  ]);
  await upload(id, "NATIONAL_ID", { side: "FRONT" });
  await upload(id, "NATIONAL_ID", { side: "BACK" });
  expect((await evidence(id)).map((requirement) => requirement.code)).toEqual(["CHECK_FAILED"]);
});
