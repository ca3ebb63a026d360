import { beforeAll, describe, expect, test } from "vitest";
import { corporationApplication, individualApplication } from "../../../test/fixtures.ts";
import { useClient, useTestServer } from "../../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");
const created: string[] = [];

beforeAll(async () => {
  for (let index = 0; index < 7; index++) {
    const payload = index % 3 === 0 ? corporationApplication() : individualApplication({ information_attested: index % 2 === 0 });
    created.push((await client.post("/v1/applications", payload)).body.data.id);
    server.clock.advance(1000);
  }
});

const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

describe("GET /v1/applications", () => {
  test("newest first, in pages that follow links.next to the end", async () => {
    const seen: string[] = [];
    let next: string | null = "/v1/applications?limit=3";
    while (next) {
      const page = await client.get(next);
      expect(page.status).toBe(200);
      seen.push(...ids(page.body as never));
      expect(page.body.has_more).toBe(page.body.links.next !== null);
      next = page.body.links.next;
    }
    expect(seen).toEqual([...created].reverse());
  });

  test("pages are stable while new applications are created", async () => {
    const first = await client.get("/v1/applications?limit=2");
    await client.post("/v1/applications", individualApplication());
    const second = await client.get(first.body.links.next);
    expect(ids(second.body as never)).toEqual([...created].reverse().slice(2, 4));
  });

  test("ending_before pages backwards", async () => {
    const newestFirst = [...created].reverse();
    const page = await client.get(`/v1/applications?limit=2&ending_before=${newestFirst[4]}`);
    expect(ids(page.body as never)).toEqual(newestFirst.slice(2, 4));
  });

  test("filters: status, application_type, customer_id, email_address, created range", async () => {
    const corporations = await client.get("/v1/applications?application_type=CORPORATION&limit=100");
    expect(corporations.body.data.every((item: { application_type: string }) => item.application_type === "CORPORATION")).toBe(true);
    expect(corporations.body.data.length).toBe(3);
    const ready = await client.get("/v1/applications?status=READY_FOR_SUBMISSION&limit=100");
    expect(ready.body.data.every((item: { status: string }) => item.status === "READY_FOR_SUBMISSION")).toBe(true);
    const one = await client.get(`/v1/applications/${created[1]}`);
    const byCustomer = await client.get(`/v1/applications?customer_id=${one.body.data.customer_id}`);
    expect(ids(byCustomer.body as never)).toEqual([created[1]]);
    const byEmail = await client.get("/v1/applications?email_address=OPS@ACME.EXAMPLE&limit=100");
    expect(byEmail.body.data.length).toBe(3);
    const since = one.body.data.created_at;
    const range = await client.get(`/v1/applications?created_gte=${since}&created_lt=${new Date(Date.parse(since) + 2000).toISOString()}`);
    expect(ids(range.body as never)).toEqual([created[2], created[1]]);
  });

  test("limit is 1 to 100; both cursors at once, or an unknown filter, is 400", async () => {
    expect((await client.get("/v1/applications?limit=101")).status).toBe(400);
    expect((await client.get("/v1/applications?limit=0")).status).toBe(400);
    expect((await client.get(`/v1/applications?starting_after=${created[3]}&ending_before=${created[1]}`)).status).toBe(400);
    expect((await client.get("/v1/applications?colour=blue")).status).toBe(400);
    expect((await client.get("/v1/applications")).body.data.length).toBe(8);
  });
});

describe("GET /v1/events", () => {
  test("the caller's events, newest first, with the create of every application", async () => {
    const events = await client.get("/v1/events?limit=100&event_type=APPLICATION_CREATED");
    expect(events.body.data.length).toBe(8);
    expect(events.body.data[0]).toMatchObject({ event_type: "APPLICATION_CREATED", data: { previous_status: null } });
    const one = await client.get(`/v1/events/${events.body.data[0].event_id}`);
    expect(one.body.data).toEqual(events.body.data[0]);
  });
});
