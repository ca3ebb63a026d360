import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { type TestClient, useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const alice = useClient(server, "applications:read applications:write subscriptions:read subscriptions:write");
const bob = useClient(server, "applications:read applications:write");

/** A new application of Alice's with one uploaded PDF: its application id and the document's path. */
async function uploaded(client: TestClient = alice) {
  const application = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  const form = new FormData();
  form.append("type", "PASSPORT");
  form.append("file", new Blob([Buffer.from("%PDF-1.7\nscan")]), "passport.pdf");
  const response = await server.authed(client.token, `/v1/applications/${application}/documents`, { method: "POST", body: form });
  const path = response.headers.get("location") as string;
  return { application, path, id: path.split("/").at(-1) as string };
}

describe("the sandbox reviews documents", () => {
  test("a rejection sets the status and its reason, is a DOCUMENT_REJECTED event and a webhook delivery", async () => {
    const subscription = (
      await alice.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks", event_types: ["DOCUMENT_ACCEPTED", "DOCUMENT_REJECTED"] })
    ).body.data.id as string;
    const { application, path, id } = await uploaded();
    const review = { status: "REJECTED", reason_code: "UNREADABLE", reason: "The photo page is blurred: upload a sharper scan." };
    const rejected = await alice.post(`/v1/sandbox/documents/${id}/review`, review);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ id, status: "REJECTED", reason_code: "UNREADABLE", reason: review.reason });
    expect((await alice.get(path)).body.data).toEqual(rejected.body.data);

    const events = (await alice.get(`/v1/events?application_id=${application}&event_type=DOCUMENT_REJECTED`)).body.data;
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({
      application_id: application,
      document_id: id,
      individual_id: null,
      type: "PASSPORT",
      status: "REJECTED",
      reason_code: "UNREADABLE",
    });
    const deliveries = (await alice.get(`/v1/subscriptions/${subscription}/deliveries`)).body.data;
    expect(deliveries.map((delivery: { event_id: string; event_type: string }) => [delivery.event_id, delivery.event_type])).toEqual([
      [events[0].event_id, "DOCUMENT_REJECTED"],
    ]);

    // The same verdict again changes nothing and records nothing; an acceptance clears the reason.
    await alice.post(`/v1/sandbox/documents/${id}/review`, review);
    const accepted = await alice.post(`/v1/sandbox/documents/${id}/review`, { status: "ACCEPTED" });
    expect(accepted.body.data).toMatchObject({ status: "ACCEPTED", reason_code: null, reason: null });
    const all = (await alice.get(`/v1/events?application_id=${application}`)).body.data;
    expect(all.map((event: { event_type: string }) => event.event_type).filter((type: string) => type.startsWith("DOCUMENT_"))).toEqual([
      "DOCUMENT_ACCEPTED",
      "DOCUMENT_REJECTED",
    ]);
  });

  test("a rejection names its reason_code; an acceptance takes none", async () => {
    const { id } = await uploaded();
    const noCode = await alice.post(`/v1/sandbox/documents/${id}/review`, { status: "REJECTED" });
    expect([noCode.status, noCode.body.errors?.[0]?.pointer]).toEqual([400, "/reason_code"]);
    const withCode = await alice.post(`/v1/sandbox/documents/${id}/review`, { status: "ACCEPTED", reason_code: "EXPIRED" });
    expect([withCode.status, withCode.body.errors?.[0]?.pointer]).toEqual([400, "/reason_code"]);
  });

  test("another client's document is 404, and a decided application's documents are no longer reviewed (409)", async () => {
    const { application, id } = await uploaded();
    expect((await bob.post(`/v1/sandbox/documents/${id}/review`, { status: "ACCEPTED" })).status).toBe(404);
    await alice.post(`/v1/applications/${application}/cancel`);
    const locked = await alice.post(`/v1/sandbox/documents/${id}/review`, { status: "ACCEPTED" });
    expect([locked.status, locked.body.code]).toEqual([409, "APPLICATION_LOCKED"]);
  });
});
