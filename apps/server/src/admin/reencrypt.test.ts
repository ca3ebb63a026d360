import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { api, corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { TEST_ENCRYPTION_KEYS, TEST_KEYRING, TEST_PEPPER, useTestServer } from "../../test/harness.ts";
import { applicationsStore } from "../applications/applications-store.ts";
import { decrypt, decryptBytes } from "../crypto/aead.ts";
import { parseKeyring } from "../crypto/keyring.ts";
import { documentsStore } from "../documents/documents-store.ts";
import { chunkContext } from "../documents/spool.ts";
import { fingerprintOf, Idempotency } from "../idempotency/idempotency.ts";
import { screeningContext } from "../screening/screenings.ts";
import { unsealSecret } from "../webhooks/subscriptions.ts";
import { subscriptionsStore } from "../webhooks/subscriptions-store.ts";
import { runAdminCommand } from "./commands.ts";
import { reencryptAll } from "./reencrypt.ts";

/** ENCRYPTION_KEYS after a rotation: a new key first, the test server's key after it. */
const rotated = parseKeyring(TEST_PEPPER, `t2:${randomBytes(32).toString("base64")},${TEST_ENCRYPTION_KEYS}`);

const server = useTestServer();

describe("pnpm admin keys reencrypt (ENCRYPTION_KEYS rotation)", () => {
  test("after it, the new key alone reads every stored value", async () => {
    const owner = await server.registerClient(["applications:read", "applications:write", "subscriptions:write", "screenings:write"]);
    const token = await server.tokenFor(owner, "applications:read applications:write subscriptions:write screenings:write");
    const client = api(server, token);
    const individual = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    // A document of two chunks (256 KiB each at most); random text, since random bytes could spell a refused PDF name.
    const scan = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(randomBytes(150_000).toString("hex"))]);
    const form = new FormData();
    form.append("type", "PASSPORT");
    form.append("file", new Blob([scan]), "passport.pdf");
    const uploaded = await server.authed(token, `/v1/applications/${individual}/documents`, { method: "POST", body: form });
    const documentPath = uploaded.headers.get("location") as string;
    const corporation = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
    await client.post(`/v1/applications/${corporation}/individuals`, person(["OFFICER"]));
    await server.auth.keys.current();
    await server.modules.lists?.warm();
    const screening = (await client.post("/v1/screenings", { name: "Jane Q. Doe", type: "person" })).body.data.id as string;
    // A stored response sealed with the old key, and one stored in clear before responses were sealed.
    const subscribe = { url: "http://127.0.0.1:9/hooks" };
    const subscribed = await client.post("/v1/subscriptions", subscribe, { "x-svc-idempotency-id": "subscribe" });
    const inClearScope = { clientId: owner.clientId, method: "POST", path: "/v1/subscriptions", key: "stored-in-clear" };
    await server.db.query(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, created_at, expires_at, response_status, response_body)
       VALUES ($1, $2, $3, $4, $5, 'completed', $6, $7, 201, $8)`,
      [
        ...Object.values(inClearScope),
        fingerprintOf(subscribe),
        server.clock.now(),
        new Date(server.clock.now().getTime() + 3_600_000),
        JSON.stringify(subscribed.body),
      ],
    );

    const reencrypt = async () =>
      JSON.parse(
        (
          await runAdminCommand(["keys", "reencrypt", "--json"], {
            db: server.db,
            keyring: rotated,
            clock: server.clock,
            config: server.config,
            auth: server.auth,
            modules: server.modules,
          })
        ).stdout,
      );
    expect(await reencrypt()).toEqual({
      applications: 2,
      individuals: 1,
      signingKeys: 1,
      webhookSecrets: 1,
      storedResponses: 2,
      documentChunks: 2,
      screenings: 1,
    });

    const newOnly = { ...rotated, encryptionKeys: new Map([["t2", rotated.encryptionKeys.get("t2") as Buffer]]) };
    const clientId = (
      await server.db.query<{ client_id: string }>("SELECT client_id FROM applications WHERE application_id = $1", [individual])
    )[0]?.client_id as string;
    const store = applicationsStore(newOnly);
    // Read as to change them (in clear), since reads to show them decrypt nothing.
    const inClear = { forUpdate: true };
    expect(await store.find(server.db, clientId, individual, inClear)).toMatchObject({
      type: "INDIVIDUAL",
      details: { tax_reference_number: "123-45-6789" },
    });
    expect((await store.find(server.db, clientId, corporation, inClear))?.individuals[0]?.details.tax_reference_number).toBe("987-65-4321");
    await expect(applicationsStore(TEST_KEYRING).find(server.db, clientId, individual, inClear)).rejects.toThrow(/t2/);

    const responses = await server.db.query<{ response_body: string }>("SELECT response_body FROM idempotency_keys WHERE client_id = $1", [
      owner.clientId,
    ]);
    expect(responses.map((row) => row.response_body.slice(0, 6))).toEqual(["v1.t2.", "v1.t2."]);
    const replays = new Idempotency(server.db, server.clock, 86_400_000, newOnly);
    for (const key of ["subscribe", "stored-in-clear"]) {
      const replay = await replays.claim({ ...inClearScope, key }, fingerprintOf(subscribe));
      expect(replay.kind === "replay" && replay.result.body).toEqual(subscribed.body);
    }
    // The webhook's signing secret: the new key alone opens it, and it is the secret the subscriber was given.
    const subscriptionId = subscribed.body.data.id as string;
    const [sealed] = await subscriptionsStore.activeSecrets(server.db, subscriptionId, server.clock.now());
    expect(unsealSecret(newOnly, subscriptionId, sealed?.secret_encrypted as string)).toBe(subscribed.body.data.secret);
    // The document's content: the new key alone reads it back, byte for byte.
    const documentId = documentPath.split("/").at(-1) as string;
    const chunks = [0, 1].map(async (index) =>
      decryptBytes(
        newOnly,
        (await documentsStore.chunk(server.db, documentId, "original", index)) as Uint8Array,
        chunkContext(documentId, index),
      ),
    );
    expect(Buffer.concat(await Promise.all(chunks)).equals(scan)).toBe(true);
    // What a screening screened: the new key alone opens it.
    const [screened] = await server.db.query<{ request_sealed: string }>("SELECT request_sealed FROM screenings WHERE screening_id = $1", [
      screening,
    ]);
    expect(JSON.parse(decrypt(newOnly, screened?.request_sealed as string, screeningContext(screening)))).toMatchObject({
      name: "Jane Q. Doe",
    });
    expect(await reencrypt()).toEqual({
      applications: 0,
      individuals: 0,
      signingKeys: 0,
      webhookSecrets: 0,
      storedResponses: 0,
      documentChunks: 0,
      screenings: 0,
    });
  });

  test("stored responses are read a page at a time, and every page is re-sealed", async () => {
    const now = server.clock.now();
    await server.db.query(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, created_at, expires_at, response_status, response_body)
       SELECT 'cli_pages', 'POST', '/v1/subscriptions', 'key-' || n, 'f', 'completed', $1, $2, 404, '{"n":' || n || '}'
       FROM generate_series(1, 1001) AS n`,
      [now, new Date(now.getTime() + 3_600_000)],
    );
    expect(await reencryptAll(server.db, rotated)).toMatchObject({ storedResponses: 1001 });
    const left = await server.db.query("SELECT 1 FROM idempotency_keys WHERE NOT starts_with(response_body, 'v1.t2.')");
    expect(left).toHaveLength(0);
  });
});
