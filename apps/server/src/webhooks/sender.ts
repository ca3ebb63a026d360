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

/** At most `maxBytes` of a response's body (the rest is discarded with the connection). */
async function readBody(response: IncomingMessage, maxBytes = MAX_RESPONSE_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) {
      response.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

/**
 * One request to a URL the policy allows, connecting only to the addresses it checked; redirects are not followed.
 * Rejects on a network error, a refused address or the timeout.
 */
async function exchange(
  url: string,
  init: { method: "GET" | "POST"; headers: Record<string, string>; body?: string; timeoutMs: number },
  policy: UrlPolicy,
): Promise<IncomingMessage> {
  const target = new URL(url);
  const addresses = await allowedAddresses(target, policy);
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (target.protocol === "https:" ? httpsRequest : httpRequest)(
      target,
      {
        method: init.method,
        headers: {
          ...init.headers,
          "user-agent": USER_AGENT,
          ...(init.body === undefined ? {} : { "content-length": Buffer.byteLength(init.body) }),
        },
        signal: AbortSignal.timeout(init.timeoutMs),
        ...(addresses.length > 0 ? { lookup: pinnedLookup(addresses) } : {}),
      },
      resolve,
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * POSTs one delivery: at most TIMEOUT_MS in all, redirects not followed (a 3xx is a failure), at most
 * MAX_RESPONSE_BYTES of the response read. Never throws: the outcome is the result.
 */
export async function send(url: string, headers: Record<string, string>, body: string, policy: UrlPolicy): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await exchange(
      url,
      { method: "POST", headers: { ...headers, "content-type": "application/json" }, body, timeoutMs: TIMEOUT_MS },
      policy,
    );
    const responseBody = (await readBody(response)).subarray(0, LOGGED_RESPONSE_BYTES).toString("utf8");
    const statusCode = response.statusCode ?? 0;
    const errorClass: ErrorClass | null =
      statusCode >= 200 && statusCode < 300 ? null : statusCode >= 300 && statusCode < 400 ? "redirect" : "http_status";
    return { statusCode, latencyMs: elapsed(), errorClass, responseBody };
  } catch (error) {
    return { statusCode: null, latencyMs: elapsed(), errorClass: errorClassOf(error as NodeJS.ErrnoException), responseBody: null };
  }
}

/**
 * GETs a small JSON document (a client's published keys) under the same address rules as deliveries: redirects not
 * followed, at most `maxBytes` read, `timeoutMs` in all. Throws with the reason when it is not a 200 with JSON.
 */
export async function getJson(url: string, policy: UrlPolicy, options: { maxBytes: number; timeoutMs: number }): Promise<unknown> {
  let response: IncomingMessage;
  try {
    response = await exchange(url, { method: "GET", headers: { accept: "application/json" }, timeoutMs: options.timeoutMs }, policy);
  } catch (error) {
    throw new Error(
      error instanceof UrlRefused
        ? `${url} is not fetched: ${error.message}`
        : `${url} could not be fetched: ${errorClassOf(error as NodeJS.ErrnoException).replace("_", " ")}`,
    );
  }
  const body = await readBody(response, options.maxBytes);
  if (response.statusCode !== 200) {
    throw new Error(`${url} answered ${response.statusCode}`);
  }
  if (body.length >= options.maxBytes) {
    throw new Error(`${url} answered more than ${options.maxBytes} bytes`);
  }
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new Error(`${url} did not answer JSON`);
  }
}
