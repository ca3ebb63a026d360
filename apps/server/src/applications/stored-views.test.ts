import { expect, test } from "vitest";
import { corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { VIEW_VERSION } from "./views.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

/** The application as retrieved and as listed. */
const shown = async (id: string) => {
  const retrieved = await client.get(`/v1/applications/${id}`);
  const listed = (await client.get("/v1/applications?limit=100")).body.data.find((item: { id: string }) => item.id === id);
  return { body: retrieved.body.data, etag: retrieved.headers.get("etag"), listed };
};

test("the stored view follows every change: an individual added, changed and removed, and an update", async () => {
  const id = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
  const added = await client.post(`/v1/applications/${id}/individuals`, person(["OFFICER"]));
  expect(added.status).toBe(201);
  const individualId = added.body.data.id as string;
  expect((await shown(id)).body.individuals.map((individual: { id: string }) => individual.id)).toEqual([individualId]);
  expect((await client.patch(`/v1/applications/${id}/individuals/${individualId}`, { first_name: "Joan" })).status).toBe(200);
  expect((await shown(id)).body.individuals[0].first_name).toBe("Joan");
  expect((await client.patch(`/v1/applications/${id}`, { customer_id: "renamed-customer" })).status).toBe(200);
  expect((await client.delete(`/v1/applications/${id}/individuals/${individualId}`)).status).toBe(204);
  const after = await shown(id);
  expect(after.body).toMatchObject({ customer_id: "renamed-customer", individuals: [] });
  expect(after.listed).toEqual(after.body);
});

test("an application stored before views were kept (no view) is shown the same, rendered when read", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  const before = await shown(id);
  await server.db.query("UPDATE applications SET resource = NULL WHERE application_id = $1", [id]);
  expect(await shown(id)).toEqual(before);
  expect(before.body.customer_details.tax_reference_number).not.toBe("123-45-6789");
  expect(before.body.customer_details.tax_reference_number).toMatch(/6789$/);
});

test("a view stored by another version of the views is not served: the application is rendered again, retrieved and listed", async () => {
  const id = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
  expect((await client.post(`/v1/applications/${id}/individuals`, person(["OFFICER"]))).status).toBe(201);
  const before = await shown(id);
  await server.db.query(`UPDATE applications SET view_version = 0, resource = '{"id":"stale"}' WHERE application_id = $1`, [id]);
  const after = await shown(id);
  expect(after).toEqual(before);
  expect(after.listed).toEqual(before.body);
  expect(after.body.individuals).toHaveLength(1);
});

test("a view stored by the current version is served as it is stored, not rendered again", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  const stored = JSON.stringify({ ...(await shown(id)).body, customer_id: "as-stored" });
  await server.db.query("UPDATE applications SET resource = $2 WHERE application_id = $1", [id, stored]);
  const after = await shown(id);
  expect(after.body.customer_id).toBe("as-stored");
  expect(after.listed.customer_id).toBe("as-stored");
});

test("a change stores the view again with the current version", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  await server.db.query(`UPDATE applications SET view_version = 0, resource = '{"id":"stale"}' WHERE application_id = $1`, [id]);
  expect((await client.patch(`/v1/applications/${id}`, { customer_id: "changed-customer" })).status).toBe(200);
  const [row] = await server.db.query<{ view_version: number; resource: string }>(
    "SELECT view_version, resource FROM applications WHERE application_id = $1",
    [id],
  );
  expect(row?.view_version).toBe(VIEW_VERSION);
  expect(JSON.parse(row?.resource ?? "null")).toEqual((await shown(id)).body);
  expect((await shown(id)).body.customer_id).toBe("changed-customer");
});
