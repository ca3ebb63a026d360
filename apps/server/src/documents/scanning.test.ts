import { describe, expect, test } from "vitest";
import { clamdInstalled, EICAR, NO_CLAMD, useClamd } from "../../test/clamd.ts";
import { individualApplication } from "../../test/fixtures.ts";
import { TestClock, type TestServer, useClient, useTestServer } from "../../test/harness.ts";

if (!clamdInstalled) {
  console.warn(NO_CLAMD);
}

const clamd = useClamd();
const clock = new TestClock();
const server = useTestServer({ env: { CLAMD_ADDRESS: clamd.address }, clock });
/** A second instance on the same database whose scanner cannot be reached (nothing listens on its socket). */
const unreachable = useTestServer({ env: { CLAMD_ADDRESS: `${clamd.address}.absent` }, clock, on: server });
const alice = useClient(server, "applications:read applications:write");

/** A new application of Alice's with one uploaded PDF holding `text`: the application's id and the document's path. */
async function uploaded(text: string, through: TestServer = server) {
  const application = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
  const form = new FormData();
  form.append("type", "PASSPORT");
  form.append("file", new Blob([Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`)], { type: "application/pdf" }), "passport.pdf");
  const response = await through.authed(alice.token, `/v1/applications/${application}/documents`, { method: "POST", body: form });
  expect(response.status).toBe(201);
  const path = response.headers.get("location") as string;
  return { application, path, id: path.split("/").at(-1) as string };
}

const refusal = async (path: string) => {
  const response = await server.authed(alice.token, path);
  return [response.status, ((await response.json()) as { code: string }).code];
};

describe.skipIf(!clamdInstalled)("documents are scanned for malware by clamd", () => {
  test("a clean upload is SCANNING, neither served nor reviewed, then PENDING_REVIEW once clamd finds it clean", async () => {
    const { path, id } = await uploaded("% a clean scan");
    expect((await alice.get(path)).body.data.status).toBe("SCANNING");
    expect(await refusal(`${path}/content`)).toEqual([409, "DOCUMENT_NOT_SCANNED"]);
    const review = await alice.post(`/v1/sandbox/documents/${id}/review`, { status: "ACCEPTED" });
    expect([review.status, review.body.code]).toEqual([409, "DOCUMENT_NOT_SCANNED"]);

    await server.scanner?.runAll();
    expect((await alice.get(path)).body.data).toMatchObject({ status: "PENDING_REVIEW", reason_code: null });
    expect((await server.authed(alice.token, `${path}/content`)).status).toBe(200);
  });

  test("EICAR is QUARANTINED with SUSPECTED_MALWARE and a DOCUMENT_QUARANTINED event; its content is never served, nor is it reviewed", async () => {
    const { application, path, id } = await uploaded(`% ${EICAR}`);
    await server.scanner?.runAll();
    expect((await alice.get(path)).body.data).toMatchObject({ status: "QUARANTINED", reason_code: "SUSPECTED_MALWARE" });
    expect(await refusal(`${path}/content`)).toEqual([409, "DOCUMENT_QUARANTINED"]);
    expect(await refusal(`${path}/content?variant=original`)).toEqual([409, "DOCUMENT_QUARANTINED"]);
    const review = await alice.post(`/v1/sandbox/documents/${id}/review`, { status: "ACCEPTED" });
    expect([review.status, review.body.code]).toEqual([409, "DOCUMENT_QUARANTINED"]);

    const events = (await alice.get(`/v1/events?application_id=${application}&event_type=DOCUMENT_QUARANTINED`)).body.data;
    expect(events.map((event: { data: unknown }) => event.data)).toEqual([
      {
        application_id: application,
        document_id: id,
        individual_id: null,
        type: "PASSPORT",
        status: "QUARANTINED",
        reason_code: "SUSPECTED_MALWARE",
      },
    ]);
    // The requirements treat it as a rejected document: another one is asked for.
    const requirements = (await alice.get(`/v1/applications/${application}/status`)).body.data.requirements;
    expect(requirements).toContainEqual(expect.objectContaining({ code: "DOCUMENT_REJECTED", document_id: id }));
  });

  test("a scanner that cannot be reached leaves the document SCANNING, and it is scanned once one answers", async () => {
    const { path } = await uploaded("% scanned late", unreachable);
    await unreachable.scanner?.runAll();
    expect((await alice.get(path)).body.data.status).toBe("SCANNING");
    expect(unreachable.logs.lines.some((line) => String(line.msg).startsWith("malware scan failed"))).toBe(true);

    clock.advance(60_000); // past the retry's back-off
    await server.scanner?.runAll();
    expect((await alice.get(path)).body.data.status).toBe("PENDING_REVIEW");
  });
});
