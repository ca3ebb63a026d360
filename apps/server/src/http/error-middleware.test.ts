import { describe, expect, test } from "vitest";
import { json, useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const caller = useClient(server, "applications:read applications:write");
/** Requests with a valid token, so that the behaviour under test is the one that answers. */
const call = (path: string, init: RequestInit = {}) => server.authed(caller.token, path, init);

async function problem(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.request_id).toBe(response.headers.get("x-svc-request-id"));
  expect(body.status).toBe(response.status);
  return body;
}

const validIndividual = {
  application_type: "INDIVIDUAL",
  account_to_open: { account_id: "acct-1", product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
  terms_and_conditions_accepted: false,
  information_attested: false,
  customer_id: "cust-1",
  customer_details: { first_name: "Jane" },
};

describe("problem+json errors", () => {
  test("an unknown route answers 404 problem+json", async () => {
    const response = await server.fetch("/v1/nothing-here");
    expect(response.status).toBe(404);
    expect((await problem(response)).code).toBe("NOT_FOUND");
  });

  test("a known path with another method answers 405 with Allow", async () => {
    const response = await server.fetch("/health/live", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await problem(response)).code).toBe("METHOD_NOT_ALLOWED");
  });

  test("malformed JSON answers 400 MALFORMED_REQUEST", async () => {
    const response = await call("/v1/applications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"application_type":',
    });
    expect(response.status).toBe(400);
    expect((await problem(response)).code).toBe("MALFORMED_REQUEST");
  });

  test("a body of another media type answers 415", async () => {
    const response = await call("/v1/applications", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" });
    expect(response.status).toBe(415);
    expect((await problem(response)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  test("a missing body answers 400 with the body as the pointer", async () => {
    const response = await call("/v1/applications", { method: "POST" });
    expect(response.status).toBe(400);
    expect((await problem(response)).errors).toEqual([expect.objectContaining({ pointer: "", code: "required" })]);
  });

  test("a body over 256 KiB answers 413", async () => {
    const big = { ...validIndividual, customer_details: { first_name: "x".repeat(300 * 1024) } };
    const response = await call("/v1/applications", json(big));
    expect(response.status).toBe(413);
    expect((await problem(response)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  test("deeply nested JSON answers 400 without parsing it", async () => {
    const response = await call("/v1/applications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    });
    expect(response.status).toBe(400);
    expect((await problem(response)).detail).toMatch(/nests deeper/);
  });

  test("invalid UTF-8 answers 400", async () => {
    const body = Buffer.concat([Buffer.from('{"customer_id":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await call("/v1/applications", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(400);
    expect((await problem(response)).detail).toMatch(/UTF-8/);
  });

  test("__proto__ and constructor keys are refused and change no prototype", async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(validIndividual).slice(1)}`;
    const response = await call("/v1/applications", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(400);
    const pointers = ((await problem(response)).errors as { pointer: string }[]).map((error) => error.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/__proto__", "/constructor"]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("a number where a string belongs answers 400 pointing at the field", async () => {
    const response = await call("/v1/applications", json({ ...validIndividual, customer_id: 42 }));
    expect(response.status).toBe(400);
    expect((await problem(response)).errors).toEqual([{ pointer: "/customer_id", code: "invalid_type", detail: expect.any(String) }]);
  });

  test("unknown and read-only fields are refused, each with its pointer", async () => {
    const response = await call(
      "/v1/applications",
      json({ ...validIndividual, id: "app_x", status: "APPROVED", customer_details: { first_name: "J", shoe_size: 9 } }),
    );
    expect(response.status).toBe(400);
    const pointers = ((await problem(response)).errors as { pointer: string }[]).map((error) => error.pointer).sort();
    expect(pointers).toEqual(["/customer_details/shoe_size", "/id", "/status"]);
  });

  test("an unknown application_type points at the discriminator", async () => {
    const response = await call("/v1/applications", json({ ...validIndividual, application_type: "TRUST" }));
    expect(response.status).toBe(400);
    expect((await problem(response)).errors).toEqual([expect.objectContaining({ pointer: "/application_type", code: "invalid_value" })]);
  });

  test("validation errors do not echo submitted personal data", async () => {
    const response = await call(
      "/v1/applications",
      json({ ...validIndividual, customer_details: { tax_reference_number: "!!secret-999-99-9999!!", email_address: "not-an-email@@x" } }),
    );
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toContain("secret-999");
    expect(text).not.toContain("not-an-email");
  });

  test("a malformed idempotency key answers 400 pointing at the header", async () => {
    const response = await call("/v1/applications", json(validIndividual, { "x-svc-idempotency-id": "has spaces" }));
    expect(response.status).toBe(400);
    expect((await problem(response)).errors).toEqual([expect.objectContaining({ pointer: "/headers/x-svc-idempotency-id" })]);
  });

  test("a query parameter given twice answers 400", async () => {
    const response = await call("/v1/applications?limit=5&limit=6");
    expect(response.status).toBe(400);
    expect((await problem(response)).errors).toEqual([expect.objectContaining({ pointer: "/query/limit" })]);
  });
});

describe("request ids and headers", () => {
  test("a valid caller request id is echoed, in the header and the error body", async () => {
    const response = await server.fetch("/v1/nothing", { headers: { "x-svc-request-id": "abc-123" } });
    expect(response.headers.get("x-svc-request-id")).toBe("abc-123");
    expect(((await response.json()) as { request_id: string }).request_id).toBe("abc-123");
  });

  test("an invalid caller request id is replaced by a generated one", async () => {
    const response = await server.fetch("/health/live", { headers: { "x-svc-request-id": "x".repeat(129) } });
    expect(response.headers.get("x-svc-request-id")).toMatch(/^req_[0-9A-Z]{26}$/);
  });

  test("every response carries security headers and no x-powered-by", async () => {
    const response = await server.fetch("/health/live");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("strict-transport-security")).toContain("max-age");
  });

  test("the request id appears in the request's log line", async () => {
    await server.fetch("/health/live", { headers: { "x-svc-request-id": "log-me-1" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.logs.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ request_id: "log-me-1", route: "/health/live", status: 200 })]),
    );
  });
});
