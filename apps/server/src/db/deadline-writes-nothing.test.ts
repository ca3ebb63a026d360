import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { createTestDatabase, startTestServer, type TestServer, usingPostgres } from "../../test/harness.ts";
import type { Database } from "./database.ts";
import { openPostgres } from "./postgres.ts";

const MAX_WAIT_MS = 1000;

/** A PDF of `size` bytes whose body is hex text. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, "0123456789abcdef")]);

/**
 * While another transaction holds the application's row (a long review, a stuck batch), a write of that application
 * waits past its deadline and is answered 503: what is in the database afterwards must be what was there before.
 * On PostgreSQL the waiting statement is cancelled and its transaction rolled back before the answer; on the embedded
 * database (one connection) the request never starts. (The row is held by a transaction without the deadline: the
 * server's own would cut it, and release the row, at its deadline.)
 */
describe("after a 503 from the database's deadline", () => {
  let server: TestServer;
  let client: ReturnType<typeof api>;
  let applicationId: string;
  /** Where the row is held: on PostgreSQL, a connection of its own without the server's deadline (which would cut it). */
  let holderDb: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase({ poolSize: 3, maxWaitMs: MAX_WAIT_MS });
    drop = database.drop;
    server = await startTestServer({ DATABASE_MAX_WAIT_MS: String(MAX_WAIT_MS) }, undefined, 0, { db: database.db });
    holderDb = usingPostgres() ? openPostgres(database.url, 1, { maxQueue: 10, maxWaitMs: 60_000 }) : server.db;
    client = api(server, await server.token("applications:read applications:write"));
    const created = await client.post("/v1/applications", individualApplication());
    expect(created.status).toBe(201);
    applicationId = created.body.data.id;
  });
  afterAll(async () => {
    await server?.close();
    if (holderDb !== server?.db) {
      await holderDb?.close();
    }
    await drop?.();
  });

  /** Holds the application's row locked (FOR UPDATE) until `release` is called. */
  async function holdingTheRow(work: () => Promise<void>): Promise<void> {
    let release: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = holderDb
      .transaction(async (tx) => {
        await tx.query("SELECT 1 FROM applications WHERE application_id = $1 FOR UPDATE", [applicationId]);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined);
    await holding;
    try {
      await work();
    } finally {
      release();
      await holder;
    }
  }

  /** What a write of the application could have left: its row, events, documents, audit lines, idempotency keys. */
  async function footprint() {
    const count = async (table: string) =>
      Number((await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0);
    const [row] = await server.db.query<{ details: unknown; updated_at: Date }>(
      "SELECT details, updated_at FROM applications WHERE application_id = $1",
      [applicationId],
    );
    return {
      row,
      events: await count("events"),
      documents: await count("documents"),
      chunks: await count("document_chunks"),
      // (The audit trail records the refusals too, as failed lines: what counts here is that no change is recorded.)
      audit: await count("audit_log WHERE outcome = 'succeeded'"),
      keys: await count("idempotency_keys"),
    };
  }

  test("a change, a change with an idempotency key and an upload answered 503 wrote nothing; their retries then succeed", async () => {
    const before = await footprint();
    const patch = { customer_details: { occupation: "Architect" } };
    const form = () => {
      const body = new FormData();
      body.set("type", "PASSPORT");
      body.set("file", new Blob([pdfOf(3 * 1024 * 1024)], { type: "application/pdf" }), "passport.pdf");
      return body;
    };
    await holdingTheRow(async () => {
      const answers = await Promise.all([
        client.patch(`/v1/applications/${applicationId}`, patch),
        client.patch(`/v1/applications/${applicationId}`, patch, { "idempotency-key": "deadline-patch" }),
        client.upload(`/v1/applications/${applicationId}/documents`, form()),
      ]);
      for (const answer of answers) {
        expect([answer.status, answer.headers.get("retry-after"), answer.headers.get("content-type")?.split(";")[0]]).toEqual([
          503,
          "1",
          "application/problem+json",
        ]);
      }
    });
    expect(await footprint()).toEqual(before);
    // The key was not kept with the refusal: the retry runs, and succeeds.
    const retried = await client.patch(`/v1/applications/${applicationId}`, patch, { "idempotency-key": "deadline-patch" });
    expect(retried.status).toBe(200);
    const uploaded = await client.upload(`/v1/applications/${applicationId}/documents`, form());
    expect(uploaded.status).toBe(201);
  });
});
