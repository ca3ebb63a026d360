import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { individualApplication } from "../test/fixtures.ts";
import type { Fixtures } from "./fixtures.ts";
import { rssMb } from "./scale.ts";
import { accessToken } from "./scenarios.ts";

const MiB = 1024 * 1024;
const BOUNDARY = "bench-upload-boundary";

/** A multipart/form-data upload of a PDF of `size` bytes (a PDF header, then random bytes), as a PASSPORT. */
function uploadBody(size: number): Buffer {
  const content = Buffer.concat([
    Buffer.from("%PDF-1.4\n"),
    Buffer.from(randomBytes(Math.ceil((size - 9) / 2)).toString("hex")).subarray(0, size - 9),
  ]);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Samples a process's RSS every 50 ms while `work` runs; the highest, in MB. */
async function peakRss(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

export interface UploadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's RSS (MB) before the 1 MiB load and at its highest during it. */
  rssBefore: number;
  rssPeak: number;
  /** `concurrent` uploads of 10 MiB at once: the server's RSS before and at its highest. */
  concurrent: number;
  rssBeforeLarge: number;
  rssPeakLarge: number;
  largeStatuses: number[];
}

/** Applications the 1 MiB uploads are spread over: ten each, so up to this many × 10 uploads in a run. */
const APPLICATIONS = 300;

/** A new application of the bench's client, to upload to. */
async function newApplication(url: string, token: string, index: number): Promise<string> {
  const unique = `${process.pid}-${Date.now()}-${index}`;
  const created = await fetch(`${url}/v1/applications`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(
      individualApplication({
        customer_id: `bench-docs-${unique}`,
        account_to_open: { account_id: `acct-docs-${unique}`, product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
      }),
    ),
  });
  if (created.status !== 201) {
    throw new Error(`Creating a bench application answered ${created.status}: ${await created.text()}`);
  }
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/**
 * Documents: (1) 1 MiB uploads for `seconds` on `connections` connections: req/s, latency and the server's RSS;
 * (2) `concurrent` uploads of 10 MiB sent at once: how far the server's RSS rises. Uploads are streamed (sniffed,
 * digested and sealed 256 KiB at a time into a spool file), so RSS should rise by buffers, not by the files' size.
 */
export async function measureUploads(
  url: string,
  fixtures: Fixtures,
  pid: number,
  { seconds, connections, concurrent }: { seconds: number; connections: number; concurrent: number },
): Promise<UploadFigures> {
  const token = await accessToken(url, fixtures);
  // An application holds at most 10 documents of one kind: the uploads are spread over enough applications, each
  // request to the next one in turn, and the 10 MiB ones go to applications of their own.
  const applications: string[] = [];
  while (applications.length < APPLICATIONS + concurrent) {
    // A few at a time, as a client would: not a burst that fills the database's queue.
    const batch = Array.from({ length: 8 }, (_, index) => newApplication(url, token, applications.length + index));
    applications.push(...(await Promise.all(batch)));
  }
  const paths = applications.slice(0, APPLICATIONS).map((id) => `/v1/applications/${id}/documents`);
  const large = applications.slice(APPLICATIONS, APPLICATIONS + concurrent);
  const headers = { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  let next = 0;

  const rssBefore = rssMb(pid);
  let result: autocannon.Result | undefined;
  const rssPeak = await peakRss(pid, async () => {
    result = await autocannon({
      url,
      method: "POST",
      headers,
      body: uploadBody(MiB),
      duration: seconds,
      connections,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }) }],
    });
  });
  const done = result as autocannon.Result;

  const largeBody = uploadBody(10 * MiB - 512);
  const rssBeforeLarge = rssMb(pid);
  const largeStatuses: number[] = [];
  const rssPeakLarge = await peakRss(pid, () =>
    Promise.all(
      large.map(async (id) => {
        const response = await fetch(`${url}/v1/applications/${id}/documents`, { method: "POST", headers, body: largeBody });
        await response.arrayBuffer();
        largeStatuses.push(response.status);
      }),
    ),
  );
  return {
    rps: Math.round(done.requests.average),
    p50: done.latency.p50,
    p99: done.latency.p99,
    errors: done.errors + done.non2xx,
    rssBefore,
    rssPeak,
    concurrent,
    rssBeforeLarge,
    rssPeakLarge,
    largeStatuses,
  };
}
