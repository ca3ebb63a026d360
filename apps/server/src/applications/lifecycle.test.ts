import { describe, expect, test } from "vitest";
import { expectConforms } from "../../test/conformance.ts";
import {
  api,
  completePerson,
  corporationApplication,
  individualApplication,
  person,
  uploadRequiredDocuments,
} from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write customers:read accounts:read");
const reader = client;

async function statusOf(id: string) {
  const response = await client.get(`/v1/applications/${id}/status`);
  expect(response.status).toBe(200);
  return response.body.data as {
    status: string;
    submittable: boolean;
    requirements: { pointer: string; code: string; individual_id?: string }[];
  };
}

describe("the seed's flow, end to end over HTTP", () => {
  test("a corporation: create, add individuals, update, READY_FOR_SUBMISSION, submit, decide, customer and account", async () => {
    const payload = corporationApplication({ information_attested: false });
    const created = await client.post("/v1/applications", payload);
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`/v1/applications/${created.body.data.id}`);
    expect(created.body.data.status).toBe("INCOMPLETE");
    const id = created.body.data.id as string;

    const open = await statusOf(id);
    expect(open.requirements.map((requirement) => requirement.code)).toEqual(
      expect.arrayContaining(["NOT_ATTESTED", "MISSING_CONTROL_PERSON", "MISSING_BENEFICIAL_OWNER"]),
    );

    const ceo = await client.post(
      `/v1/applications/${id}/individuals`,
      person(["OFFICER", "CONTROL_PERSON"], { title: "CEO", percentage_ownership: undefined }),
    );
    expect(ceo.status).toBe(201);
    const owner = await client.post(
      `/v1/applications/${id}/individuals`,
      person(["BENEFICIAL_OWNER"], { first_name: "Olivia", date_of_birth: undefined }),
    );
    expect(owner.status).toBe(201);
    const ownerId = owner.body.data.id as string;
    const perIndividual = (await statusOf(id)).requirements.filter(
      (requirement) => requirement.individual_id === ownerId && requirement.code === "MISSING",
    );
    expect(perIndividual.map((requirement) => requirement.pointer).sort()).toEqual([
      `/individuals/${ownerId}/date_of_birth`,
      `/individuals/${ownerId}/percentage_ownership`,
    ]);

    expect(
      (await client.patch(`/v1/applications/${id}/individuals/${ownerId}`, { date_of_birth: "1975-05-05", percentage_ownership: 60 }))
        .status,
    ).toBe(200);
    const attested = await client.patch(`/v1/applications/${id}`, { information_attested: true });
    expect(attested.status).toBe(200);
    expect(attested.body.data.status).toBe("READY_FOR_SUBMISSION");
    expect(attested.body.data.attested_at).toEqual(expect.any(String));
    expect(attested.body.data.individuals).toHaveLength(2);
    expect((await statusOf(id)).submittable).toBe(true);
    expectConforms("createApplication", 201, created.body);
    expectConforms("addIndividual", 201, ceo.body);
    expectConforms("updateApplication", 200, attested.body);
    expectConforms("getApplicationStatus", 200, (await client.get(`/v1/applications/${id}/status`)).body);

    const submitted = await client.post(`/v1/applications/${id}/submit`);
    expect([submitted.status, submitted.body.data.status]).toEqual([200, "SUBMITTED"]);
    await uploadRequiredDocuments(client, id);
    await server.verifier.runAll();
    const decided = await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });
    expect([decided.status, decided.body.data.status]).toEqual([200, "APPROVED"]);

    expectConforms("decideApplication", 200, decided.body);
    expectConforms("getApplication", 200, (await client.get(`/v1/applications/${id}`)).body);
    expectConforms("listApplications", 200, (await client.get("/v1/applications")).body);
    expectConforms("listEvents", 200, (await client.get("/v1/events")).body);
    const customer = await reader.get(`/v1/customers/${payload.customer_id}`);
    expectConforms("getCustomer", 200, customer.body);
    expect(customer.body.data).toMatchObject({
      customer_id: payload.customer_id,
      customer_type: "CORPORATION",
      application_id: id,
      status: "ACTIVE",
    });
    const account = await reader.get(`/v1/accounts/${(payload.account_to_open as { account_id: string }).account_id}`);
    expect(account.body.data).toMatchObject({
      customer_id: payload.customer_id,
      product_id: "DEPOSIT_BASIC",
      asset_type_id: "FIAT_TESTNET_USD",
      status: "OPEN",
    });

    const events = await client.get(`/v1/events?limit=100`);
    const mine = (events.body.data as { event_type: string; data: { application_id: string } }[])
      .filter((event) => event.data.application_id === id)
      .map((event) => event.event_type);
    expect(mine.reverse()).toEqual([
      "APPLICATION_CREATED",
      "APPLICATION_READY_FOR_SUBMISSION",
      "APPLICATION_SUBMITTED",
      // Its verification checks answered: three of the corporation's, six of each of its two people's.
      ...Array(15).fill("VERIFICATION_UPDATED"),
      "APPLICATION_PROCESSING",
      "APPLICATION_APPROVED",
    ]);
  });

  test("an individual: create incomplete, complete it, submit, decide, customer and account", async () => {
    const details = completePerson() as Record<string, unknown>;
    delete details.date_of_birth;
    const payload = individualApplication({ customer_details: details, terms_and_conditions_accepted: false });
    const created = await client.post("/v1/applications", payload);
    expect([created.status, created.body.data.status]).toEqual([201, "INCOMPLETE"]);
    const id = created.body.data.id as string;
    expect((await statusOf(id)).requirements.map((requirement) => requirement.pointer).sort()).toEqual([
      "/customer_details/date_of_birth",
      "/documents",
      "/terms_and_conditions_accepted",
    ]);

    const refused = await client.post(`/v1/applications/${id}/submit`);
    expect(refused.status).toBe(409);
    expectConforms("submitApplication", 409, refused.body);
    expectConforms("getApplication", 200, (await client.get(`/v1/applications/${id}`)).body);
    expect(refused.body.code).toBe("NOT_READY_FOR_SUBMISSION");
    expect(refused.body.requirements.map((requirement: { code: string }) => requirement.code)).toContain("NOT_ACCEPTED");

    const updated = await client.patch(`/v1/applications/${id}`, {
      terms_and_conditions_accepted: true,
      customer_details: { date_of_birth: "1990-04-21" },
    });
    expect(updated.body.data.status).toBe("READY_FOR_SUBMISSION");
    expect(updated.body.data.customer_details.tax_reference_number).toBe("*****6789");
    await uploadRequiredDocuments(client, id);
    expect((await client.post(`/v1/applications/${id}/submit`)).body.data.status).toBe("SUBMITTED");
    await server.verifier.runAll();
    expect((await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" })).body.data.status).toBe("APPROVED");
    expect((await reader.get(`/v1/customers/${payload.customer_id}`)).body.data.customer_type).toBe("INDIVIDUAL");
    expect((await reader.get(`/v1/accounts/${(payload.account_to_open as { account_id: string }).account_id}`)).status).toBe(200);
  });

  test("changes requested by the review are open requirements until changed; then it can be submitted again", async () => {
    const created = await client.post("/v1/applications", individualApplication());
    const id = created.body.data.id as string;
    await client.post(`/v1/applications/${id}/submit`);
    const asked = await client.post(`/v1/sandbox/applications/${id}/decision`, {
      decision: "REQUEST_CHANGES",
      fields: ["/customer_details/mailing_address"],
      reason: "Proof of address",
    });
    expect(asked.body.data.status).toBe("CHANGES_REQUESTED");
    expect(asked.body.data.information_attested).toBe(false);
    const codes = (await statusOf(id)).requirements.map((requirement) => requirement.code).sort();
    expect(codes).toEqual(["CHANGES_REQUESTED", "DOCUMENT_REQUIRED", "NOT_ATTESTED"]);
    const fixed = await client.patch(`/v1/applications/${id}`, {
      information_attested: true,
      customer_details: { mailing_address: { address_line1: "200 Lamar Blvd" } },
    });
    expect(fixed.body.data.status).toBe("READY_FOR_SUBMISSION");
    expect(fixed.body.data.customer_details.mailing_address).toMatchObject({ address_line1: "200 Lamar Blvd", city: "Austin" });
    expect((await client.post(`/v1/applications/${id}/submit`)).body.data.status).toBe("SUBMITTED");
  });

  test("rejection and cancellation", async () => {
    const rejected = (await client.post("/v1/applications", individualApplication())).body.data.id;
    await client.post(`/v1/applications/${rejected}/submit`);
    expect(
      (await client.post(`/v1/sandbox/applications/${rejected}/decision`, { decision: "REJECT", reason: "Sanctions match" })).body.data
        .status,
    ).toBe("REJECTED");
    const cancelled = (await client.post("/v1/applications", individualApplication())).body.data.id;
    expect((await client.post(`/v1/applications/${cancelled}/cancel`)).body.data.status).toBe("CANCELLED");
  });
});

describe("rules of the application", () => {
  test("unknown product 404 PRODUCT_NOT_FOUND; asset type the product does not offer 404 ASSET_TYPE_NOT_FOUND", async () => {
    const noProduct = await client.post(
      "/v1/applications",
      individualApplication({ account_to_open: { account_id: "a-1", product_id: "GOLD_CARD", asset_type_id: "FIAT_TESTNET_USD" } }),
    );
    expect([noProduct.status, noProduct.body.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
    const noAsset = await client.post(
      "/v1/applications",
      individualApplication({ account_to_open: { account_id: "a-2", product_id: "PAYMENT_BASIC", asset_type_id: "BITCOIN_TESTNET_BTC" } }),
    );
    expect([noAsset.status, noAsset.body.code]).toEqual([404, "ASSET_TYPE_NOT_FOUND"]);
  });

  test("customer_id and account_id are unique per client (409), and free again once the application is cancelled", async () => {
    const first = individualApplication();
    const id = (await client.post("/v1/applications", first)).body.data.id;
    const sameCustomer = await client.post("/v1/applications", individualApplication({ customer_id: first.customer_id }));
    expect([sameCustomer.status, sameCustomer.body.code]).toEqual([409, "DUPLICATE_CUSTOMER_ID"]);
    const sameAccount = await client.post("/v1/applications", individualApplication({ account_to_open: first.account_to_open }));
    expect([sameAccount.status, sameAccount.body.code]).toEqual([409, "DUPLICATE_ACCOUNT_ID"]);
    const otherClient = api(server, await server.token("applications:write"));
    expect(
      (
        await otherClient.post(
          "/v1/applications",
          individualApplication({ customer_id: first.customer_id, account_to_open: first.account_to_open }),
        )
      ).status,
    ).toBe(201);
    await client.post(`/v1/applications/${id}/cancel`);
    expect((await client.post("/v1/applications", individualApplication({ customer_id: first.customer_id }))).status).toBe(201);
  });

  test("ETag and If-Match: a stale version gets 412", async () => {
    const id = (await client.post("/v1/applications", individualApplication({ information_attested: false }))).body.data.id;
    const read = await client.get(`/v1/applications/${id}`);
    const etag = read.headers.get("etag") as string;
    expect(etag).toMatch(/^".+"$/);
    const first = await client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "Architect" } }, { "if-match": etag });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).not.toBe(etag);
    const stale = await client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "Pilot" } }, { "if-match": etag });
    expect([stale.status, stale.body.code]).toEqual([412, "PRECONDITION_FAILED"]);
  });

  test("a conditional GET with the current ETag gets the application in full (no 304: the contract declares none); HEAD gets its headers", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const read = await client.get(`/v1/applications/${id}`);
    const again = await client.get(`/v1/applications/${id}`, { "if-none-match": read.headers.get("etag") as string });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(read.body);
    const head = await client.call("HEAD", `/v1/applications/${id}`);
    expect([head.status, head.body, head.headers.get("etag")]).toEqual([200, undefined, read.headers.get("etag")]);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(JSON.stringify(read.body)));
  });

  test("merge patch: null removes a field, nested objects merge, application/merge-patch+json is accepted", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const patched = await client.call("PATCH", `/v1/applications/${id}`, undefined);
    expect(patched.status).toBe(400);
    const merged = await client.patch(
      `/v1/applications/${id}`,
      { customer_details: { middle_name: null, mailing_address: { unit_number: null } } },
      { "content-type": "application/merge-patch+json" },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.data.customer_details).not.toHaveProperty("middle_name");
    expect(merged.body.data.customer_details.mailing_address).toEqual({
      address_line1: "100 Congress Ave",
      city: "Austin",
      state: "TX",
      postal_code: "78701",
      country_code: "US",
    });
  });

  test("a patch is validated per application type and as a whole, with pointers", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const wrongType = await client.patch(`/v1/applications/${id}`, { customer_details: { registered_name: "Acme" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([
      expect.objectContaining({ pointer: "/customer_details/registered_name", code: "unknown_field" }),
    ]);
    const combined = await client.patch(`/v1/applications/${id}`, {
      customer_details: { kyc_profile: { engage_in_activities: ["NONE", "GAMBLING"] } },
    });
    expect(combined.status).toBe(400);
    expect(combined.body.errors[0].pointer).toBe("/customer_details/kyc_profile/engage_in_activities");
  });

  test("individuals: not on INDIVIDUAL applications; percentage only for owners, owners above 25 %, total at most 100", async () => {
    const individualId = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const refused = await client.post(`/v1/applications/${individualId}/individuals`, person(["OFFICER"]));
    expect([refused.status, refused.body.code]).toEqual([409, "INDIVIDUALS_NOT_ALLOWED"]);

    const id = (await client.post("/v1/applications", corporationApplication())).body.data.id;
    const officerWithShare = await client.post(`/v1/applications/${id}/individuals`, person(["OFFICER"], { percentage_ownership: 30 }));
    expect(officerWithShare.body.errors).toEqual([expect.objectContaining({ pointer: "/percentage_ownership" })]);
    const smallOwner = await client.post(`/v1/applications/${id}/individuals`, person(["BENEFICIAL_OWNER"], { percentage_ownership: 20 }));
    expect(smallOwner.status).toBe(400);
    expect(
      (await client.post(`/v1/applications/${id}/individuals`, person(["BENEFICIAL_OWNER"], { percentage_ownership: 60 }))).status,
    ).toBe(201);
    const tooMuch = await client.post(`/v1/applications/${id}/individuals`, person(["BENEFICIAL_OWNER"], { percentage_ownership: 50 }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].code).toBe("ownership_exceeds_100");
    const removed = await client.post(`/v1/applications/${id}/individuals`, person(["AUTHORIZED_PERSON"]));
    expect((await client.delete(`/v1/applications/${id}/individuals/${removed.body.data.id}`)).status).toBe(204);
    expect((await client.delete(`/v1/applications/${id}/individuals/${removed.body.data.id}`)).status).toBe(404);
  });
});
