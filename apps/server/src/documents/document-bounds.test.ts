import { MAX_DOCUMENTS_PER_APPLICATION, MAX_DOCUMENTS_PER_KIND } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { corporationApplication, individualApplication, person, samplePdf } from "../../test/fixtures.ts";
import { type TestClient, useClient, useTestServer } from "../../test/harness.ts";

const SCOPES = "applications:read applications:write";
const server = useTestServer();
const alice = useClient(server, SCOPES);

/** A PDF of about `size` bytes. */
const pdfOf = (size: number) =>
  new File([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 0x20)], "document.pdf", { type: "application/pdf" });

/** Uploads one document of `fields` (type, side, individual_id) to the application. */
function upload(client: TestClient, applicationId: string, fields: Record<string, string>, file: File = samplePdf()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.set(name, value);
  }
  form.set("file", file);
  return client.upload(`/v1/applications/${applicationId}/documents`, form);
}

const countOf = async (client: TestClient, applicationId: string) =>
  (await client.get(`/v1/applications/${applicationId}/documents?limit=100`)).body.data.length as number;

describe("documents per application, and per person, type and side", () => {
  test("the 11th document of one person, type and side is 409 DOCUMENT_LIMIT_REACHED naming the limit; others still go in; removing one makes room", async () => {
    const applicationId = (await alice.post("/v1/applications", corporationApplication())).body.data.id as string;
    const officer = (await alice.post(`/v1/applications/${applicationId}/individuals`, person(["OFFICER"]))).body.data.id as string;
    const front = { type: "NATIONAL_ID", side: "FRONT", individual_id: officer };
    let last = "";
    for (let n = 0; n < MAX_DOCUMENTS_PER_KIND; n++) {
      const uploaded = await upload(alice, applicationId, front);
      expect(uploaded.status).toBe(201);
      last = uploaded.body.data.id;
    }
    const refused = await upload(alice, applicationId, front);
    expect(refused.status).toBe(409);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(refused.body).toMatchObject({ code: "DOCUMENT_LIMIT_REACHED", limit: "documents_per_kind", max: MAX_DOCUMENTS_PER_KIND });
    expect(refused.body.detail).toContain("NATIONAL_ID (FRONT)");
    expect(await countOf(alice, applicationId)).toBe(MAX_DOCUMENTS_PER_KIND);

    // The other side, another type, the corporation's own: other kinds, each with its own room.
    expect((await upload(alice, applicationId, { ...front, side: "BACK" })).status).toBe(201);
    expect((await upload(alice, applicationId, { type: "PASSPORT", individual_id: officer })).status).toBe(201);
    expect((await upload(alice, applicationId, { type: "NATIONAL_ID", side: "FRONT" })).status).toBe(201);

    expect((await alice.delete(`/v1/applications/${applicationId}/documents/${last}`)).status).toBe(204);
    expect((await upload(alice, applicationId, front)).status).toBe(201);
  });

  test("uploads at once cannot pass the bound: 14 of one kind sent together store 10", async () => {
    const applicationId = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(alice, applicationId, { type: "PASSPORT" })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(MAX_DOCUMENTS_PER_KIND).fill(201), ...Array(4).fill(409)]);
    expect(await countOf(alice, applicationId)).toBe(MAX_DOCUMENTS_PER_KIND);
  });

  test("an application holds at most 50 documents: the 51st is 409 documents_per_application, whatever its kind", async () => {
    const applicationId = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
    const kinds: Record<string, string>[] = [
      { type: "PASSPORT" },
      { type: "NATIONAL_ID", side: "FRONT" },
      { type: "NATIONAL_ID", side: "BACK" },
      { type: "DRIVERS_LICENSE", side: "FRONT" },
      { type: "DRIVERS_LICENSE", side: "BACK" },
    ];
    for (const kind of kinds) {
      for (let n = 0; n < MAX_DOCUMENTS_PER_APPLICATION / kinds.length; n++) {
        expect((await upload(alice, applicationId, kind)).status).toBe(201);
      }
    }
    const refused = await upload(alice, applicationId, { type: "PROOF_OF_ADDRESS" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "DOCUMENT_LIMIT_REACHED",
      limit: "documents_per_application",
      max: MAX_DOCUMENTS_PER_APPLICATION,
    });
    expect(await countOf(alice, applicationId)).toBe(MAX_DOCUMENTS_PER_APPLICATION);
  });
});

describe("bytes of documents per client and day", () => {
  const budgeted = useTestServer({ env: { DOCUMENT_BYTES_PER_DAY: "200000" } });
  const carol = useClient(budgeted, SCOPES);
  const dave = useClient(budgeted, SCOPES);

  test("past its daily budget a client's upload is 429 with Retry-After until the day's window frees; what still fits goes in; other clients are unaffected", async () => {
    const applicationId = (await carol.post("/v1/applications", individualApplication())).body.data.id as string;
    for (let n = 0; n < 3; n++) {
      expect((await upload(carol, applicationId, { type: "OTHER" }, pdfOf(60_000))).status).toBe(201);
    }
    const refused = await upload(carol, applicationId, { type: "OTHER" }, pdfOf(60_000));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", limit: "document_bytes_per_day", max: 200_000 });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(86_400 - 600);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused.headers.get("ratelimit-policy")).toContain('"document_bytes";q=200000;w=86400');
    expect(await countOf(carol, applicationId)).toBe(3);

    // The refused upload's bytes were not taken: a smaller one still fits the day's budget.
    expect((await upload(carol, applicationId, { type: "OTHER" }, pdfOf(5_000))).status).toBe(201);

    const other = (await dave.post("/v1/applications", individualApplication())).body.data.id as string;
    expect((await upload(dave, other, { type: "OTHER" }, pdfOf(60_000))).status).toBe(201);
  });
});
