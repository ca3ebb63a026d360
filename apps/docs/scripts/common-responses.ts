import { ERRORS, ErrorCodeSchema, problemSlug } from "@onboarding/core";
import type { Document, Operation } from "./document.ts";
import { type Components, exampleOf } from "./examples.ts";
import { cell, json, prose } from "./text.ts";

/** The reason phrase of each status the API answers. */
export const REASONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "405": "Method Not Allowed",
  "408": "Request Timeout",
  "409": "Conflict",
  "412": "Precondition Failed",
  "413": "Content Too Large",
  "415": "Unsupported Media Type",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "503": "Service Unavailable",
};

/** Response headers every operation may send: described once on the shared page, not on each operation's. */
export const STANDARD_RESPONSE_HEADERS = [
  "x-svc-request-id",
  "Cache-Control",
  "RateLimit-Policy",
  "RateLimit",
  "Retry-After",
  "WWW-Authenticate",
  "x-svc-idempotent-replayed",
];

/** Request headers every operation (or every one that changes something) takes, described once. */
export const STANDARD_REQUEST_HEADERS = ["x-svc-request-id", "x-svc-idempotency-id"];

/** The shared page's address, from an operation page, and the anchor of one status on it. */
export const COMMON_PAGE = "./common-responses";
export const statusAnchor = (status: string) => `${COMMON_PAGE}#status-${status}`;

/** Whether a status is an error response the shared page describes (every problem+json status of core's errors). */
export const isStandardError = (status: string) => ErrorCodeSchema.options.some((code) => String(ERRORS[code].status) === status);

/** Every distinct description the document gives a header or parameter, in the order they first appear. */
function descriptions(operations: Operation[], pick: (operation: Operation) => [string, string | undefined][]) {
  const found = new Map<string, Set<string>>();
  for (const operation of operations) {
    for (const [name, description] of pick(operation)) {
      const set = found.get(name) ?? new Set<string>();
      if (description) {
        set.add(description);
      }
      found.set(name, set);
    }
  }
  return found;
}

/**
 * The shared page of the reference: the standard request and response headers and the standard error responses
 * (problem+json), each described once; every operation page links here instead of repeating them.
 */
export function commonResponsesPage(document: Document, operations: Operation[]): string {
  const components: Components = document.components.schemas;
  const requestHeaders = descriptions(operations, (operation) =>
    (operation.parameters ?? []).map((parameter) => [parameter.name, parameter.description]),
  );
  const responseHeaders = descriptions(operations, (operation) =>
    Object.values(operation.responses).flatMap((response) =>
      Object.entries(response.headers ?? {}).map(([name, header]): [string, string | undefined] => [name, header.description]),
    ),
  );
  const row = (name: string, found: Map<string, Set<string>>) => `| \`${name}\` | ${[...(found.get(name) ?? [])].map(cell).join("<br>")} |`;
  const errors = Object.keys(REASONS)
    .filter(isStandardError)
    .map((status) => {
      const codes = ErrorCodeSchema.options
        .filter((code) => String(ERRORS[code].status) === status)
        .map((code) => `- [\`${code}\`](../errors/${problemSlug(code)}): ${prose(ERRORS[code].title)}`);
      return `### ${status} ${REASONS[status]} {#status-${status}}\n\nThe problem's \`code\` is one of:\n\n${codes.join("\n")}\n`;
    });
  return `---
title: Common headers and responses
outline: [2, 3]
---

# Common headers and responses

What every operation shares, described once here; each operation's page lists the statuses it answers and links here.

## Request headers

| header | description |
|---|---|
${STANDARD_REQUEST_HEADERS.map((name) => row(name, requestHeaders)).join("\n")}

An operation that changes something takes \`x-svc-idempotency-id\`: see [Idempotency](../guides/idempotency). An update
that takes \`If-Match\` says so on its page.

## Response headers

| header | description |
|---|---|
${STANDARD_RESPONSE_HEADERS.map((name) => row(name, responseHeaders)).join("\n")}

See [Limits](../guides/rate-limits) for the rate-limit headers.

## Error responses

Every error of the API is an RFC 9457 problem, \`application/problem+json\`, of the schema
[Problem](./schemas/Problem), with the standard response headers above. Its \`code\` is stable; its \`type\` is the
address of the code's page in the [error reference](../errors/). The OAuth endpoints (\`/oauth/…\`) answer RFC 6749
errors instead ([OAuth errors](../errors/#oauth-errors)). See [Errors](../guides/errors) for how to handle them.

${json(exampleOf(components.Problem, components))}
${errors.join("\n")}`;
}
