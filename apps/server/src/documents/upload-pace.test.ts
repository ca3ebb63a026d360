import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { multipart, piecesOf, sendSlowly } from "../../test/slow-sender.ts";

// Short budgets, so that each case takes a few seconds: a body has 1 s; an upload must bring 4 KiB every ½ s.
const server = useTestServer({
  env: { REQUEST_BODY_TIMEOUT_MS: "1000", UPLOAD_MIN_BYTES: "4096", UPLOAD_PROGRESS_INTERVAL_MS: "500", UPLOAD_TIMEOUT_MS: "20000" },
});
const alice = useClient(server, "applications:read applications:write");

/** A PDF of `size` bytes (hex text after its header: nothing in it reads as an active PDF's names). */
const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(randomBytes(size).toString("hex"))]).subarray(0, size);

let applicationId: string;
beforeAll(async () => {
  applicationId = (await alice.post("/v1/applications", individualApplication())).body.data.id;
});

function uploadHead(length: number, boundary: string) {
  return [
    `POST /v1/applications/${applicationId}/documents HTTP/1.1`,
    "Host: localhost",
    `Authorization: Bearer ${alice.token}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${length}`,
    "Connection: close",
  ].join("\n");
}

describe("the pace of a request's body", () => {
  test("an upload that takes longer than a body may, at a steady pace (a phone on a weak network), is stored", async () => {
    const { boundary, body } = multipart({ type: "PASSPORT" }, pdf(300_000), "application/pdf");
    // 8 KiB every 80 ms, about 100 KiB/s: some 3 s in all, three times what any other body may take.
    const answer = await sendSlowly(server.url, uploadHead(body.length, boundary), piecesOf(body, 8192), 80);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).data).toMatchObject({ size: 300_000, content_type: "application/pdf" });
  });

  test("an upload that stalls is cut with a 408 problem, and its connection closed", async () => {
    const { boundary, body } = multipart({ type: "PASSPORT" }, pdf(300_000), "application/pdf");
    // The first 16 KiB, then nothing more: the answer comes, and the socket closes, once the pace is missed.
    const answer = await sendSlowly(server.url, uploadHead(body.length, boundary), [body.subarray(0, 16_384)], 0);
    expect(answer.status).toBe(408);
    expect(answer.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    expect(JSON.parse(answer.body)).toMatchObject({ status: 408, code: "REQUEST_TIMEOUT", detail: expect.stringMatching(/4096 bytes/) });
  });

  test("a JSON body that does not arrive within its time is cut with a 408 problem", async () => {
    const head = [
      "POST /v1/applications HTTP/1.1",
      "Host: localhost",
      `Authorization: Bearer ${alice.token}`,
      "Content-Type: application/json",
      "Content-Length: 1000",
    ].join("\n");
    const answer = await sendSlowly(server.url, head, [Buffer.from('{"application_type":')], 0);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "REQUEST_TIMEOUT", detail: expect.stringMatching(/within 1 s/) });
  });

  test("an OAuth token request that stalls is cut with an OAuth error", async () => {
    const head = [
      "POST /oauth/token HTTP/1.1",
      "Host: localhost",
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Length: 100",
    ];
    const answer = await sendSlowly(server.url, head.join("\n"), [Buffer.from("grant_type=")], 0);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "invalid_request" });
  });
});
