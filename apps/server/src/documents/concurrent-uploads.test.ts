import { createHash, randomBytes } from "node:crypto";
import { MAX_DOCUMENT_BYTES } from "@onboarding/core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { startTestServer, type TestServer, usingPostgres } from "../../test/harness.ts";

/**
 * Many 10 MiB uploads at once, on the database as deployed by default (a pool of 10, a 2 s wait): uploads wait for
 * their turn in a lane of their own, holding no connection, so none is refused for the pool being busy with the
 * others; and every answer is the truth about what was stored. 30 at once on PostgreSQL; the embedded database, which
 * writes one thing at a time, takes 4 (the same paths, at the size of a laptop).
 */
const COUNT = usingPostgres() ? 30 : 4;

/** Hundreds of MiB go through the server and the database and back: minutes on a busy two-core machine. */
const GENEROUS_MS = 240_000;

/** A PDF of exactly 10 MiB, different for every call (hex text after the header, so nothing in it looks like PDF syntax). */
const tenMiBPdf = () =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(randomBytes(MAX_DOCUMENT_BYTES).toString("hex"), "latin1")]).subarray(
    0,
    MAX_DOCUMENT_BYTES,
  );
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * `count` things made one after the other, letting the event loop turn between them: making a 10 MiB file or its
 * multipart body takes a fifth of a second, and a loop held for seconds lets the server's keep-alive timeout (5 s)
 * and the client's (4 s) fall due together, so the client may reuse a connection the server is closing (ECONNRESET:
 * a client's race, not the server's). Turning, the client drops its idle connections first, as it does in life.
 */
async function oneByOne<T>(count: number, make: (at: number) => T | Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let at = 0; at < count; at++) {
    made.push(await make(at));
    await new Promise((turn) => setImmediate(turn));
  }
  return made;
}

/** A multipart body and its content type (with the boundary). */
type Encoded = { bytes: Uint8Array; type: string };

/** Types enough for COUNT documents of one applicant without two of one type and side too many (ten of each at most). */
const TYPES = ["PASSPORT", "PROOF_OF_ADDRESS", "TAX_FORM", "OTHER"] as const;

describe(`${COUNT} concurrent 10 MiB uploads`, () => {
  let server: TestServer;
  let client: ReturnType<typeof api>;
  let reader: string;

  beforeAll(async () => {
    // PostgreSQL as deployed by default (a 2 s wait). The embedded database writes one statement at a time, a 4 MiB
    // one for seconds on a busy machine, and its gate counts that as silence past 2.5 s: it is given 10 s, as it
    // checks the same paths, not the default pool's wait.
    server = await startTestServer({}, { poolSize: 10, maxQueue: 200, maxWaitMs: usingPostgres() ? 2000 : 10_000 });
    reader = await server.token("applications:read applications:write");
    client = api(server, reader);
  });
  afterAll(() => server?.close());

  const newApplication = async () => {
    const created = await client.post("/v1/applications", individualApplication());
    expect(created.status).toBe(201);
    return created.body.data.id as string;
  };

  /**
   * A document's multipart body, encoded before the uploads start: Node's fetch takes a fifth of a second to encode
   * a 10 MiB form before it sends a byte, and thirty at once would hold the loop for seconds (see oneByOne).
   */
  const encoded = async (file: Buffer, type: string): Promise<Encoded> => {
    const form = new FormData();
    form.set("type", type);
    form.set("file", new Blob([file], { type: "application/pdf" }), "scan.pdf");
    const request = new Request("http://encoding.invalid/", { method: "POST", body: form });
    return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
  };

  const upload = (applicationId: string, body: Encoded) => client.upload(`/v1/applications/${applicationId}/documents`, body);

  /** The document's content as served, compared byte for byte (by digest and length) with what was sent. */
  const readBack = async (applicationId: string, documentId: string) => {
    const response = await server.authed(reader, `/v1/applications/${applicationId}/documents/${documentId}/content`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, size: bytes.length, sha256: sha256(bytes) };
  };

  test("to as many applications: every one answers 201 and reads back byte for byte", async () => {
    const files = await oneByOne(COUNT, tenMiBPdf);
    const bodies = await oneByOne(COUNT, (at) => encoded(files[at] as Buffer, "PASSPORT"));
    const applications = await Promise.all(Array.from({ length: COUNT }, newApplication));
    const answers = await Promise.all(applications.map((id, at) => upload(id, bodies[at] as Encoded)));
    expect(answers.map((answer) => answer.status)).toEqual(applications.map(() => 201));
    for (const [at, answer] of answers.entries()) {
      const sent = files[at] as Buffer;
      expect(answer.body.data).toMatchObject({ size: sent.length, sha256: sha256(sent) });
      expect(await readBack(applications[at] as string, answer.body.data.id)).toEqual({
        status: 200,
        size: sent.length,
        sha256: sha256(sent),
      });
    }
  });

  test(
    "to one application: each answer is a 201 or a refusal with Retry-After; a refusal stored nothing, and nothing stored is empty",
    async () => {
      const files = await oneByOne(COUNT, tenMiBPdf);
      const bodies = await oneByOne(COUNT, (at) => encoded(files[at] as Buffer, TYPES[at % TYPES.length] as string));
      const applicationId = await newApplication();
      const answers = await Promise.all(bodies.map((body) => upload(applicationId, body)));
      const accepted = answers.filter((answer) => answer.status === 201);
      for (const answer of answers.filter((answer) => answer.status !== 201)) {
        expect([answer.status, answer.headers.get("retry-after")]).toEqual([503, "1"]);
      }
      const listed = await client.get(`/v1/applications/${applicationId}/documents?limit=100`);
      const stored = (listed.body.data as { id: string; sha256: string; size: number }[]).map((document) => document.id).sort();
      expect(stored).toEqual(accepted.map((answer) => answer.body.data.id as string).sort());
      const sent = new Map(files.map((file) => [sha256(file), file.length]));
      for (const answer of accepted) {
        const read = await readBack(applicationId, answer.body.data.id);
        expect(read.status).toBe(200);
        expect(sent.get(read.sha256)).toBe(read.size);
        expect(read.size).toBe(MAX_DOCUMENT_BYTES);
      }
    },
    GENEROUS_MS,
  );
});
