import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { startTestServer, TEST_ENCRYPTION_KEYS, TEST_KEYRING, TEST_PEPPER, type TestServer } from "../../test/harness.ts";
import { applicationsStore } from "../applications/applications-store.ts";
import { parseKeyring } from "../crypto/keyring.ts";
import { runAdminCommand } from "./commands.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("pnpm admin keys reencrypt (ENCRYPTION_KEYS rotation)", () => {
  test("after it, the new key alone reads every stored value", async () => {
    const client = api(server, await server.token("applications:read applications:write"));
    const individual = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const corporation = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
    await client.post(`/v1/applications/${corporation}/individuals`, person(["OFFICER"]));
    await server.auth.keys.current();

    const rotated = parseKeyring(TEST_PEPPER, `t2:${randomBytes(32).toString("base64")},${TEST_ENCRYPTION_KEYS}`);
    const reencrypt = async () =>
      JSON.parse(
        (
          await runAdminCommand(["keys", "reencrypt", "--json"], {
            db: server.db,
            keyring: rotated,
            clock: server.clock,
            config: server.config,
            auth: server.auth,
          })
        ).stdout,
      );
    expect(await reencrypt()).toEqual({ applications: 2, individuals: 1, signingKeys: 1 });

    const newOnly = { ...rotated, encryptionKeys: new Map([["t2", rotated.encryptionKeys.get("t2") as Buffer]]) };
    const clientId = (
      await server.db.query<{ client_id: string }>("SELECT client_id FROM applications WHERE application_id = $1", [individual])
    )[0]?.client_id as string;
    const store = applicationsStore(newOnly);
    // Read as to change them (in clear), since reads to show them decrypt nothing.
    const inClear = { forUpdate: true };
    expect((await store.find(server.db, clientId, individual, inClear))?.details.tax_reference_number).toBe("123-45-6789");
    expect((await store.find(server.db, clientId, corporation, inClear))?.individuals[0]?.details.tax_reference_number).toBe("987-65-4321");
    await expect(applicationsStore(TEST_KEYRING).find(server.db, clientId, individual, inClear)).rejects.toThrow(/t2/);
    expect(await reencrypt()).toEqual({ applications: 0, individuals: 0, signingKeys: 0 });
  });
});
