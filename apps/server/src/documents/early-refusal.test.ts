import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { multipart, piecesOf, sendSlowly } from "../../test/slow-sender.ts";

const server = useTestServer();
const alice = useClient(server, "applications:read applications:write");

let applicationId: string;
beforeAll(async () => {
  applicationId = (await alice.post("/v1/applications", individualApplication())).body.data.id;
});

/** A file that is not a document (refused from its first bytes), of 5 MiB (well under the 10 MiB a document may have). */
const notADocument = () => Buffer.concat([Buffer.from("just text, not a scan\n"), randomBytes(5 * 1024 * 1024)]);

describe("an upload refused early reaches the client as its answer, not as a reset connection", () => {
  test("a client that writes its whole body, a piece at a time, can: then it reads the 400", async () => {
    for (let round = 0; round < 3; round++) {
      const { boundary, body } = multipart({ type: "PASSPORT" }, notADocument(), "application/octet-stream");
      const head = [
        `POST /v1/applications/${applicationId}/documents HTTP/1.1`,
        "Host: localhost",
        `Authorization: Bearer ${alice.token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
        "Connection: close",
      ].join("\n");
      const answer = await sendSlowly(server.url, head, piecesOf(body, 64 * 1024), 10, true);
      expect(answer.writeError).toBeUndefined();
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "UNSUPPORTED_DOCUMENT" });
    }
  });

  test("fetch gets the 400 every time", async () => {
    const statuses = new Set<number | string>();
    for (let round = 0; round < 40; round++) {
      const form = new FormData();
      form.append("type", "PASSPORT");
      form.append("file", new Blob([notADocument()]), "scan.bin");
      try {
        const response = await server.authed(alice.token, `/v1/applications/${applicationId}/documents`, { method: "POST", body: form });
        await response.arrayBuffer();
        statuses.add(response.status);
      } catch (error) {
        statuses.add(`fetch failed: ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`);
      }
    }
    expect([...statuses]).toEqual([400]);
  });
});
