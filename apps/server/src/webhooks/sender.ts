import type { LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { allowedAddresses, type UrlPolicy, UrlRefused } from "./url-policy.ts";

export const TIMEOUT_MS = 10_000;
/** How much of a response is read at most; the rest is discarded with the connection. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** How much of it is kept in the delivery log. */
export const LOGGED_RESPONSE_BYTES = 1024;
export const USER_AGENT = "onboarding-api-webhooks/1.0";

export type ErrorClass =
  | "http_status"
  | "timeout"
  | "connection_refused"
  | "dns_failure"
  | "blocked_address"
  | "redirect"
  | "tls_error"
  | "network_error";

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  errorClass: ErrorClass | null;
  responseBody: string | null;
}

function errorClassOf(error: NodeJS.ErrnoException): ErrorClass {
  if (error instanceof UrlRefused) {
    return "blocked_address";
  }
  if (error.code === "ECONNREFUSED") {
    return "connection_refused";
  }
  if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
    return "dns_failure";
  }
  if (error.code === "ETIMEDOUT" || error.code === "ABORT_ERR" || error.name === "TimeoutError") {
    return "timeout";
  }
  if (error.code?.startsWith("ERR_TLS") || error.code?.includes("CERT") || error.code === "EPROTO") {
    return "tls_error";
  }
  return "network_error";
}

/** A lookup that answers only with the addresses checked by the policy: the socket connects to nothing else. */
const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const all = (options as { all?: boolean }).all;
    const first = addresses[0] as LookupAddress;
    if (all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    } else {
      callback(null, first.address, first.family);
    }
  };

async function readBody(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_RESPONSE_BYTES) {
      response.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, LOGGED_RESPONSE_BYTES).toString("utf8");
}

/**
 * POSTs one delivery: at most TIMEOUT_MS in all, redirects not followed (a 3xx is a failure), at most
 * MAX_RESPONSE_BYTES of the response read. Never throws: the outcome is the result.
 */
export async function send(url: string, headers: Record<string, string>, body: string, policy: UrlPolicy): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const target = new URL(url);
    const addresses = await allowedAddresses(target, policy);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = (target.protocol === "https:" ? httpsRequest : httpRequest)(
        target,
        {
          method: "POST",
          headers: { ...headers, "content-type": "application/json", "user-agent": USER_AGENT, "content-length": Buffer.byteLength(body) },
          signal: AbortSignal.timeout(TIMEOUT_MS),
          ...(addresses.length > 0 ? { lookup: pinnedLookup(addresses) } : {}),
        },
        resolve,
      );
      request.on("error", reject);
      request.end(body);
    });
    const responseBody = await readBody(response);
    const statusCode = response.statusCode ?? 0;
    const errorClass: ErrorClass | null =
      statusCode >= 200 && statusCode < 300 ? null : statusCode >= 300 && statusCode < 400 ? "redirect" : "http_status";
    return { statusCode, latencyMs: elapsed(), errorClass, responseBody };
  } catch (error) {
    return { statusCode: null, latencyMs: elapsed(), errorClass: errorClassOf(error as NodeJS.ErrnoException), responseBody: null };
  }
}
