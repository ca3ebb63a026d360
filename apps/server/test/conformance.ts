import { type Operation, type OperationId, operations } from "@onboarding/contract";
import { expect } from "vitest";

type Schema = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };
const responseSchema = (operation: Operation, status: number) =>
  (operation.responses as Record<number, { schema?: Schema }>)[status]?.schema;

/** Asserts that a response body is exactly what the contract says the operation answers with that status. */
export function expectConforms(operationId: OperationId, status: number, body: unknown): void {
  const operation = operations[operationId] as Operation;
  expect((operation.responses as Record<number, unknown>)[status], `${operationId} documents no ${status} response`).toBeDefined();
  const result = responseSchema(operation, status)?.safeParse(body);
  expect(result?.success ?? true, `${operationId} ${status}: ${JSON.stringify(result?.error)}`).toBe(true);
}

/** The headers a client acts on: each one the server sends must be in the contract for that status. */
const SIGNIFICANT_HEADERS = [
  "retry-after",
  "www-authenticate",
  "x-svc-idempotent-replayed",
  "location",
  "etag",
  "cache-control",
  "ratelimit",
  "ratelimit-policy",
  "x-svc-request-id",
];

const routes = Object.values(operations as Record<string, Operation>).map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

/**
 * Checks a response the tests receive against the contract: when its method and path are an operation's and the
 * status is one the operation documents, the body must parse with the documented schema. Every test that talks
 * HTTP through the harness checks the server's output this way.
 */
export async function checkResponse(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url).pathname;
  const route = routes.find((candidate) => candidate.operation.method === method.toLowerCase() && candidate.pattern.test(path));
  if (route && !(route.operation.responses as Record<number, unknown>)[response.status]) {
    throw new Error(`${method} ${path} answered ${response.status}, a status ${route.operation.operationId} does not document`);
  }
  if (route) {
    const declared = Object.keys(
      (route.operation.responses as Record<number, { headers?: Record<string, unknown> }>)[response.status]?.headers ?? {},
    ).map((name) => name.toLowerCase());
    const undeclared = SIGNIFICANT_HEADERS.filter((name) => response.headers.has(name) && !declared.includes(name));
    if (undeclared.length > 0) {
      throw new Error(`${method} ${path} answered ${response.status} with headers its contract does not declare: ${undeclared.join(", ")}`);
    }
  }
  // Binary content (a document's bytes): of one of the media types the contract lists for it.
  const binary =
    route && (route.operation.responses as Record<number, { contentTypes?: readonly string[] }>)[response.status]?.contentTypes;
  if (binary) {
    const type = response.headers.get("content-type")?.split(";")[0] ?? "";
    if (!binary.includes(type)) {
      throw new Error(`${method} ${path} answered ${response.status} in ${type}, not one of ${binary.join(", ")}`);
    }
    return;
  }
  const schema = route ? responseSchema(route.operation, response.status) : undefined;
  if (!route || !schema || response.status === 204) {
    return;
  }
  const text = await response.clone().text();
  const result = schema.safeParse(text ? JSON.parse(text) : undefined);
  if (!result.success) {
    throw new Error(
      `${method} ${path} answered ${response.status} with a body the contract does not allow: ${JSON.stringify(result.error)}`,
    );
  }
}
