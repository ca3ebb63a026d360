import { beforeAll, describe, expect, test } from "vitest";
import {
  CORPORATE_TAX_NUMBER,
  corporationApplication,
  individualApplication,
  PASSPORT_NUMBER,
  person,
  TAX_NUMBER,
} from "../../test/fixtures.ts";
import { basic, useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");
let token: string;
let credentials: { clientId: string; secret: string };
const OWNER_TAX = "555-44-3333";

beforeAll(() => {
  ({ token, credentials } = client);
});

async function dump(): Promise<string> {
  const tables = await server.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
  );
  const rows = await Promise.all(tables.map(({ table_name: table }) => server.db.query(`SELECT * FROM "${table}"`)));
  return JSON.stringify(rows, (_key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value));
}

const SECRETS = () => [TAX_NUMBER, PASSPORT_NUMBER, CORPORATE_TAX_NUMBER, OWNER_TAX, "123456789", "98765432"];

describe("personal data", () => {
  test("tax and passport numbers: encrypted at rest, masked in every response, absent from logs", async () => {
    const individual = await client.post("/v1/applications", individualApplication());
    const corporation = await client.post("/v1/applications", corporationApplication());
    const id = corporation.body.data.id;
    const owner = await client.post(
      `/v1/applications/${id}/individuals`,
      person(["BENEFICIAL_OWNER"], { percentage_ownership: 51, tax_reference_number: OWNER_TAX, passport_number: "P1234567" }),
    );
    expect(owner.body.data.tax_reference_number).toBe("*****3333");
    expect(owner.body.data.passport_number).toBe("*****4567");
    await client.patch(`/v1/applications/${id}/individuals/${owner.body.data.id}`, { title: "Chair" });

    const read = await client.get(`/v1/applications/${individual.body.data.id}`);
    expect(read.body.data.customer_details.tax_reference_number).toBe("*****6789");
    expect(read.body.data.customer_details.passport_number).toBe("*****5432");
    const corporate = await client.get(`/v1/applications/${id}`);
    expect(corporate.body.data.customer_details.corporate_tax_reference_number).toBe("*****6789");
    const everything = JSON.stringify([read.body, corporate.body, (await client.get("/v1/applications")).body, owner.body]);

    // Error paths as well: a validation error, a 404, an unauthenticated call, a bad token request.
    await client.post("/v1/applications", individualApplication({ customer_details: { tax_reference_number: `${TAX_NUMBER}!` } }));
    await client.get("/v1/applications/app_missing");
    await server.fetch("/v1/applications", { headers: { authorization: "Bearer not-a-token" } });
    await server.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(credentials.clientId, "wrong") },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const text = await dump();
    const logs = server.logs.raw.join("\n");
    for (const secret of SECRETS()) {
      expect(everything).not.toContain(secret);
      expect(text).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(credentials.secret);
    expect(logs.toLowerCase()).not.toContain("authorization");
    expect(server.logs.lines.length).toBeGreaterThan(5);
  });

  test("the stored envelope names its key, and another record's envelope does not decrypt here", async () => {
    const [row] = await server.db.query<{ details: Record<string, string> | string }>(
      "SELECT details FROM applications WHERE application_type = 'INDIVIDUAL' LIMIT 1",
    );
    const details = typeof row?.details === "string" ? JSON.parse(row.details) : row?.details;
    expect(details.tax_reference_number).toMatch(/^v1\.t1\./);
    const ids = await server.db.query<{ application_id: string }>(
      "SELECT application_id FROM applications ORDER BY application_id LIMIT 2",
    );
    await server.db.query(
      "UPDATE applications SET details = jsonb_set(details, '{tax_reference_number}', $1::jsonb) WHERE application_id = $2",
      [JSON.stringify(details.tax_reference_number), ids[1]?.application_id],
    );
    // A change decrypts (reads show the stored masks).
    const swapped = await client.patch(`/v1/applications/${ids[1]?.application_id}`, { customer_details: { occupation: "Pilot" } });
    expect(swapped.status).toBe(500);
    expect(JSON.stringify(swapped.body)).not.toContain("6789");
  });
});

describe("reads never decrypt", () => {
  test("retrieve and list answer the masks stored beside the sealed values; rows stored before the masks still read", async () => {
    const created = await client.post("/v1/applications", individualApplication());
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const stored = await server.db.query<{ details: unknown }>("SELECT details FROM applications WHERE application_id = $1", [id]);
    const details = (typeof stored[0]?.details === "string" ? JSON.parse(stored[0].details) : stored[0]?.details) as Record<
      string,
      unknown
    >;
    expect(details._masked).toEqual({
      tax_reference_number: `*****${TAX_NUMBER.slice(-4)}`,
      passport_number: `*****${PASSPORT_NUMBER.slice(-4)}`,
    });
    // An envelope nothing could decrypt: reads do not try.
    await server.db.query(
      `UPDATE applications SET details = jsonb_set(details::jsonb, '{tax_reference_number}', '"not-an-envelope"') WHERE application_id = $1`,
      [id],
    );
    const read = await client.get(`/v1/applications/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.customer_details.tax_reference_number).toBe(`*****${TAX_NUMBER.slice(-4)}`);
    expect((await client.get(`/v1/applications/${id}/status`)).status).toBe(200);
    expect((await client.get(`/v1/applications?customer_id=${encodeURIComponent(created.body.data.customer_id)}`)).status).toBe(200);

    // A row written before the masks were stored: decrypted once to mask it.
    const older = await client.post("/v1/applications", individualApplication());
    await server.db.query(`UPDATE applications SET details = details::jsonb - '_masked', resource = NULL WHERE application_id = $1`, [
      older.body.data.id,
    ]);
    const olderRead = await client.get(`/v1/applications/${older.body.data.id}`);
    expect(olderRead.body.data.customer_details.tax_reference_number).toBe(`*****${TAX_NUMBER.slice(-4)}`);
  });
});
