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
  const created = await fetch(`${url}/v1/applications`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(
      individualApplication({
        customer_id: `bench-docs-${process.pid}-${Date.now()}`,
        account_to_open: {
          account_id: `acct-docs-${process.pid}-${Date.now()}`,
          product_id: "DEPOSIT_BASIC",
          asset_type_id: "FIAT_TESTNET_USD",
        },
      }),
    ),
  });
  if (created.status !== 201) {
    throw new Error(`Creating the bench application answered ${created.status}: ${await created.text()}`);
  }
  const { data } = (await created.json()) as { data: { id: string } };
  const path = `${url}/v1/applications/${data.id}/documents`;
  const headers = { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

  const rssBefore = rssMb(pid);
  let result: autocannon.Result | undefined;
  const rssPeak = await peakRss(pid, async () => {
    result = await autocannon({ url: path, method: "POST", headers, body: uploadBody(MiB), duration: seconds, connections });
  });
  const done = result as autocannon.Result;

  const large = uploadBody(10 * MiB - 512);
  const rssBeforeLarge = rssMb(pid);
  const largeStatuses: number[] = [];
  const rssPeakLarge = await peakRss(pid, () =>
    Promise.all(
      Array.from({ length: concurrent }, async () => {
        const response = await fetch(path, { method: "POST", headers, body: large });
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
