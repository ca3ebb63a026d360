import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { MAX_DOCUMENT_BYTES } from "@onboarding/core";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { type TestClient, useClient, useTestServer } from "../../test/harness.ts";
import { SPOOL_DIR } from "./spool.ts";

const SCOPES = "applications:read applications:write";
const server = useTestServer();
const alice = useClient(server, SCOPES);
const bob = useClient(server, SCOPES);

/** Text that must never be found in clear in the database: it is inside every document below. */
const MARKER = "KYC-MARKER-7f3a9c-DO-NOT-STORE-IN-CLEAR";

/** Real images (they are decoded to be re-encoded for viewing) of more than one chunk, the marker in their EXIF. */
const images: { png: Buffer; jpeg: Buffer } = { png: Buffer.alloc(0), jpeg: Buffer.alloc(0) };
const files = {
  pdf: (size = 2048) => fileOf(Buffer.from("%PDF-1.7\n"), size),
  png: () => images.png,
  jpeg: () => images.jpeg,
  text: () => Buffer.from(`Just some text, not a document. ${MARKER}\n`),
};

/**
 * A file of `size` bytes beginning with `head`, then the marker, then random text (so chunks differ; text, since
 * random bytes could spell a name that makes a PDF refused, such as /JS).
 */
function fileOf(head: Buffer, size: number): Buffer {
  const rest = Math.max(0, size - head.length - MARKER.length);
  const body = Buffer.concat([head, Buffer.from(MARKER), Buffer.from(randomBytes(Math.ceil(rest / 2)).toString("hex"))]);
  return body.subarray(0, size);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

interface UploadOptions {
  fields?: Record<string, string>;
  /** The file part's declared type ("" sends application/octet-stream); undefined leaves the file part out. */
  contentType?: string;
  fileName?: string;
  headers?: Record<string, string>;
  client?: TestClient;
}

/** POSTs a multipart upload the way a browser or the fetch API builds one. */
async function upload(applicationId: string, file: Uint8Array | undefined, options: UploadOptions = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? { type: "PASSPORT" })) {
    form.append(name, value);
  }
  if (file) {
    form.append("file", new Blob([file], { type: options.contentType ?? "" }), options.fileName ?? "document.bin");
  }
  const response = await server.authed((options.client ?? alice).token, `/v1/applications/${applicationId}/documents`, {
    method: "POST",
    body: form,
    headers: options.headers ?? {},
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
}

async function content(path: string, client: TestClient = alice, query = "") {
  const response = await server.authed(client.token, `${path}/content${query}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The uploads spooled by this process's servers (the test servers run in the test's process) and not yet removed. */
const spools = () => (existsSync(SPOOL_DIR) ? readdirSync(SPOOL_DIR) : []);

const ids: Record<string, string> = {};
beforeAll(async () => {
  const noisy = () =>
    sharp({ create: { width: 512, height: 512, channels: 3, background: "white", noise: { type: "gaussian", mean: 128, sigma: 60 } } });
  images.png = await noisy()
    .png()
    .withExif({ IFD0: { Copyright: MARKER } })
    .toBuffer();
  images.jpeg = await noisy()
    .jpeg({ quality: 100 })
    .withExif({ IFD0: { Copyright: MARKER } })
    .toBuffer();
  ids.individual = (await alice.post("/v1/applications", individualApplication())).body.data.id;
  ids.corporation = (await alice.post("/v1/applications", corporationApplication())).body.data.id;
  ids.officer = (await alice.post(`/v1/applications/${ids.corporation}/individuals`, person(["OFFICER"]))).body.data.id;
});

describe("uploading a document", () => {
  test.each([
    ["pdf", "application/pdf", "passport.pdf"],
    ["png", "image/png", "passport.png"],
    ["jpeg", "image/jpeg", "passport.jpg"],
  ] as const)("a %s is stored, listed, and its original content read back byte for byte", async (kind, contentType, fileName) => {
    const file = kind === "pdf" ? files.pdf(300_000) : files[kind](); // more than one chunk of 256 KiB
    const created = await upload(ids.individual as string, file, { contentType, fileName });
    expect(created.status).toBe(201);
    const document = created.body.data;
    expect(document).toEqual({
      id: expect.stringMatching(/^doc_/),
      application_id: ids.individual,
      individual_id: null,
      type: "PASSPORT",
      side: null,
      status: "PENDING_REVIEW",
      reason_code: null,
      reason: null,
      file_name: fileName,
      content_type: contentType,
      size: file.length,
      sha256: sha256(file),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(created.headers.get("location")).toBe(`/v1/applications/${ids.individual}/documents/${document.id}`);

    const path = created.headers.get("location") as string;
    expect((await alice.get(path)).body.data).toEqual(document);
    const list = await alice.get(`/v1/applications/${ids.individual}/documents`);
    expect(list.body.data.map((item: { id: string }) => item.id)).toContain(document.id);

    const read = await content(path, alice, "?variant=original");
    expect(read.status).toBe(200);
    expect(read.bytes.equals(file)).toBe(true);
    expect(read.headers.get("content-type")).toBe(contentType);
    expect(read.headers.get("content-length")).toBe(String(file.length));
    expect(read.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="${fileName}"`));
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(read.headers.get("etag")).toBe(`"${sha256(file)}"`);
  });

  test("a file declared application/octet-stream, or of no type, is taken for what its bytes are", async () => {
    const created = await upload(ids.individual as string, files.png(), { contentType: "" });
    expect([created.status, created.body.data.content_type]).toEqual([201, "image/png"]);
  });

  test("exactly 10 MiB is accepted; 10 MiB and one byte is 413, and nothing of it is kept", async () => {
    const before = (await alice.get(`/v1/applications/${ids.individual}/documents?limit=100`)).body.data.length;
    const largest = await upload(ids.individual as string, files.pdf(MAX_DOCUMENT_BYTES), { contentType: "application/pdf" });
    expect([largest.status, largest.body.data.size]).toEqual([201, MAX_DOCUMENT_BYTES]);
    const read = await content(`/v1/applications/${ids.individual}/documents/${largest.body.data.id}`);
    expect(sha256(read.bytes)).toBe(largest.body.data.sha256);

    const tooLarge = await upload(ids.individual as string, files.pdf(MAX_DOCUMENT_BYTES + 1), { contentType: "application/pdf" });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect((await alice.get(`/v1/applications/${ids.individual}/documents?limit=100`)).body.data.length).toBe(before + 1);
    expect(spools()).toEqual([]);
  });

  test("a PNG declared as a PDF is 400 UNSUPPORTED_DOCUMENT", async () => {
    const refused = await upload(ids.individual as string, files.png(), { contentType: "application/pdf" });
    expect([refused.status, refused.body.code]).toEqual([400, "UNSUPPORTED_DOCUMENT"]);
    expect(refused.body.detail).toMatch(/declared application\/pdf but its bytes are image\/png/);
  });

  test("a text file is 400 UNSUPPORTED_DOCUMENT, whatever it is declared as", async () => {
    for (const contentType of ["text/plain", "application/pdf", ""]) {
      const refused = await upload(ids.individual as string, files.text(), { contentType, fileName: "notes.pdf" });
      expect([refused.status, refused.body.code]).toEqual([400, "UNSUPPORTED_DOCUMENT"]);
    }
    const empty = await upload(ids.individual as string, Buffer.alloc(0), { contentType: "application/pdf" });
    expect([empty.status, empty.body.code]).toEqual([400, "UNSUPPORTED_DOCUMENT"]);
  });

  test("without a file part it is 400 VALIDATION_FAILED at /file; the fields are checked by the schema", async () => {
    const missing = await upload(ids.individual as string, undefined);
    expect([missing.status, missing.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(missing.body.errors).toEqual([expect.objectContaining({ pointer: "/file" })]);
    const badType = await upload(ids.individual as string, files.pdf(), { fields: { type: "SELFIE", color: "blue" } });
    expect(badType.status).toBe(400);
    expect(badType.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(["/color", "/type"]);
  });

  test("another media type than multipart/form-data is 415", async () => {
    const refused = await alice.post(`/v1/applications/${ids.individual}/documents`, { type: "PASSPORT" });
    expect([refused.status, refused.body.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
  });

  test("a two-sided type needs its side, and the other types take none", async () => {
    const noSide = await upload(ids.individual as string, files.jpeg(), { fields: { type: "NATIONAL_ID" } });
    expect([noSide.status, noSide.body.errors?.[0]?.pointer]).toEqual([400, "/side"]);
    const sided = await upload(ids.individual as string, files.jpeg(), { fields: { type: "PASSPORT", side: "FRONT" } });
    expect([sided.status, sided.body.errors?.[0]?.pointer]).toEqual([400, "/side"]);
    for (const side of ["FRONT", "BACK"]) {
      const created = await upload(ids.individual as string, files.jpeg(), { fields: { type: "DRIVERS_LICENSE", side } });
      expect([created.status, created.body.data.side]).toEqual([201, side]);
    }
  });

  test("individual_id names a person of the corporate application; an INDIVIDUAL application takes none", async () => {
    const officer = await upload(ids.corporation as string, files.pdf(), {
      fields: { type: "PASSPORT", individual_id: ids.officer as string },
    });
    expect([officer.status, officer.body.data.individual_id]).toEqual([201, ids.officer]);
    const unknown = await upload(ids.corporation as string, files.pdf(), {
      fields: { type: "PASSPORT", individual_id: "ind_01JDQ6P3A8X7W4V3T2S1R0ZZZZ" },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, "NOT_FOUND"]);
    const onIndividual = await upload(ids.individual as string, files.pdf(), {
      fields: { type: "PASSPORT", individual_id: ids.officer as string },
    });
    expect([onIndividual.status, onIndividual.body.code]).toEqual([409, "INDIVIDUALS_NOT_ALLOWED"]);
  });

  test("with an idempotency key, a retry of the same upload gets the first response; another file under the key is 422", async () => {
    const file = files.pdf();
    const headers = { "x-svc-idempotency-id": `upload-${randomBytes(4).toString("hex")}` };
    const first = await upload(ids.individual as string, file, { headers });
    const retry = await upload(ids.individual as string, file, { headers });
    expect(first.status).toBe(201);
    expect([retry.status, retry.body.data.id, retry.headers.get("x-svc-idempotent-replayed")]).toEqual([201, first.body.data.id, "true"]);
    const other = await upload(ids.individual as string, files.pdf(), { headers });
    expect([other.status, other.body.code]).toEqual([422, "IDEMPOTENCY_KEY_MISMATCH"]);
    const list = await alice.get(`/v1/applications/${ids.individual}/documents?limit=100`);
    expect(list.body.data.filter((item: { sha256: string }) => item.sha256 === sha256(file))).toHaveLength(1);
  });

  test("no temporary file is left behind", () => {
    expect(spools()).toEqual([]);
  });
});

describe("a document's lifecycle follows its application", () => {
  test("deleted while the application is editable (204), not once it is submitted (409 APPLICATION_LOCKED)", async () => {
    const application = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
    const first = (await upload(application, files.pdf())).headers.get("location") as string;
    const second = (await upload(application, files.pdf())).headers.get("location") as string;
    expect((await alice.delete(first)).status).toBe(204);
    expect((await alice.get(first)).status).toBe(404);
    expect((await content(first)).status).toBe(404);

    expect((await alice.post(`/v1/applications/${application}/submit`)).status).toBe(200);
    const locked = await alice.delete(second);
    expect([locked.status, locked.body.code]).toEqual([409, "APPLICATION_LOCKED"]);
    // A submitted application still takes documents (one rejected in review can be replaced).
    expect((await upload(application, files.png())).status).toBe(201);
  });

  test("a decided application takes no more documents (409 APPLICATION_LOCKED)", async () => {
    const application = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
    await alice.post(`/v1/applications/${application}/cancel`);
    const refused = await upload(application, files.pdf());
    expect([refused.status, refused.body.code]).toEqual([409, "APPLICATION_LOCKED"]);
  });
});

describe("documents are private", () => {
  test("another client's documents and applications answer 404, as ids that do not exist", async () => {
    const path = (await upload(ids.individual as string, files.pdf())).headers.get("location") as string;
    const missing = `${path.slice(0, -4)}ZZZZ`;
    for (const target of [path, missing]) {
      expect((await bob.get(target)).status).toBe(404);
      expect((await content(target, bob)).status).toBe(404);
      expect((await bob.delete(target)).status).toBe(404);
    }
    expect((await bob.get(`/v1/applications/${ids.individual}/documents`)).status).toBe(404);
    const foreignUpload = await upload(ids.individual as string, files.pdf(), { client: bob });
    expect([foreignUpload.status, foreignUpload.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await alice.get(path)).status).toBe(200);
  });

  test("nothing of a document's content is found in clear in a dump of the database", async () => {
    expect((await upload(ids.individual as string, files.pdf(600_000), { fileName: "scan.pdf" })).status).toBe(201);
    const tables = await server.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((row) => row.table_name)).toContain("document_chunks");
    const needles = [MARKER, Buffer.from(MARKER).toString("hex"), Buffer.from(MARKER).toString("base64")];
    for (const { table_name } of tables) {
      const rows = await server.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
      for (const { row } of rows) {
        for (const needle of needles) {
          expect(row.includes(needle), `${needle} in ${table_name}`).toBe(false);
        }
      }
    }
    const [chunks] = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM document_chunks");
    expect(chunks?.count).toBeGreaterThan(3);
  });
});

describe("a multipart body is read strictly", () => {
  const problemOf = async (response: Response) => (await response.json()) as { code?: string; errors?: { pointer: string }[] };
  const post = (body: RequestInit["body"], contentType?: string) =>
    server.authed(alice.token, `/v1/applications/${ids.individual}/documents`, {
      method: "POST",
      body,
      headers: contentType ? { "content-type": contentType } : {},
    });

  test("a second file part is 400 at /file, and nothing is stored", async () => {
    const before = (await alice.get(`/v1/applications/${ids.individual}/documents?limit=100`)).body.data.length;
    const form = new FormData();
    form.append("type", "PASSPORT");
    form.append("file", new Blob([files.pdf()]), "one.pdf");
    form.append("file", new Blob([files.pdf()]), "two.pdf");
    const response = await post(form);
    const problem = await problemOf(response);
    expect([response.status, problem.errors?.[0]?.pointer]).toEqual([400, "/file"]);
    expect((await alice.get(`/v1/applications/${ids.individual}/documents?limit=100`)).body.data.length).toBe(before);
  });

  test("a file part under another name, or a file sent as a plain field, is 400", async () => {
    const renamed = new FormData();
    renamed.append("type", "PASSPORT");
    renamed.append("upload", new Blob([files.pdf()]), "one.pdf");
    const wrongName = await post(renamed);
    expect([wrongName.status, (await problemOf(wrongName)).errors?.[0]?.pointer]).toEqual([400, "/upload"]);

    const plain = new FormData();
    plain.append("type", "PASSPORT");
    plain.append("file", "%PDF-1.7 not a file part");
    const asField = await post(plain);
    expect([asField.status, (await problemOf(asField)).errors?.[0]?.pointer]).toEqual([400, "/file"]);
  });

  test("a multipart body without its boundary is 400 MALFORMED_REQUEST", async () => {
    const response = await post("--x\r\n", "multipart/form-data");
    expect([response.status, (await problemOf(response)).code]).toEqual([400, "MALFORMED_REQUEST"]);
  });

  test("a field longer than 1 KiB is refused, not cut short", async () => {
    const form = new FormData();
    form.append("type", "PASSPORT");
    form.append("individual_id", `ind_${"A".repeat(2000)}`);
    form.append("file", new Blob([files.pdf()]), "one.pdf");
    const response = await post(form);
    const problem = (await response.json()) as { errors?: { pointer: string; detail: string }[] };
    expect([response.status, problem.errors?.[0]?.pointer, problem.errors?.[0]?.detail]).toEqual([
      400,
      "/individual_id",
      "a field is at most 1024 bytes",
    ]);
  });

  test("a field repeated is refused by the schema", async () => {
    const form = new FormData();
    form.append("type", "PASSPORT");
    form.append("type", "NATIONAL_ID");
    form.append("file", new Blob([files.pdf()]), "one.pdf");
    const response = await post(form);
    expect([response.status, (await problemOf(response)).errors?.[0]?.pointer]).toEqual([400, "/type"]);
  });

  test("no temporary file is left behind by the refusals", () => {
    expect(spools()).toEqual([]);
  });
});

describe("an upload cut off midway", () => {
  test("leaves no spool behind and nothing stored", async () => {
    const application = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
    const boundary = "cut-off-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const abort = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) {
          controller.enqueue(Buffer.concat([head, files.pdf(1024 * 1024)]));
        } else if (spools().length > 0) {
          abort.abort(); // the server spools the file: cut the connection
          return;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.enqueue(randomBytes(1024));
        }
        sent++;
      },
    });
    const request = fetch(`${server.url}/v1/applications/${application}/documents`, {
      method: "POST",
      body,
      signal: abort.signal,
      headers: { authorization: `Bearer ${alice.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    await expect(request).rejects.toThrow();
    for (let wait = 0; spools().length > 0 && wait < 200; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(spools()).toEqual([]);
    expect((await alice.get(`/v1/applications/${application}/documents`)).body.data).toEqual([]);
  });
});

describe("a file's name", () => {
  /** An upload whose file part's Content-Disposition is written as given (RFC 5987's filename* can carry any byte). */
  async function uploadNamed(disposition: string) {
    const boundary = "name-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nTAX_FORM\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      files.pdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.authed(alice.token, `/v1/applications/${ids.individual}/documents`, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    return { status: response.status, body: (await response.json()) as { data?: { file_name: string | null } } };
  }

  test("is kept as sent, without control characters, at most 255 characters; none when nothing is left", async () => {
    const cases: [string, string | null][] = [
      [`filename*=UTF-8''pass%00port%07.pdf`, "passport.pdf"],
      [`filename="${"a".repeat(300)}.pdf"`, "a".repeat(255)],
      [`filename*=UTF-8''%01%02`, null],
      [`filename*=UTF-8''r%C3%A9%C3%A7u%202026.pdf`, "réçu 2026.pdf"],
    ];
    for (const [disposition, kept] of cases) {
      const created = await uploadNamed(disposition);
      expect([created.status, created.body.data?.file_name], JSON.stringify(created.body)).toEqual([201, kept]);
    }
  });
});
