import { createOnboardingClient, OnboardingApiError, OnboardingSessionError, PageError } from "@onboarding/client";
import { describe, expect, test } from "vitest";
import { individualApplication } from "../test/fixtures.ts";
import { useTestServer } from "../test/harness.ts";

const server = useTestServer();

/** A throwing client of a newly registered API client with these scopes. */
async function throwingClient(scopes: string[]) {
  const { clientId, secret } = await server.registerClient(scopes);
  return createOnboardingClient({ baseUrl: server.url, clientId, clientSecret: secret, scopes, throwOnError: true });
}

/** What a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<OnboardingApiError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) {
    throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  }
  expect(outcome.error).toBeInstanceOf(OnboardingApiError);
  return outcome.error as OnboardingApiError;
}

describe("the client's throwing mode (throwOnError: true) against the real server", () => {
  test("a call resolves to its data: no { data, error } to unwrap", async () => {
    const client = await throwingClient(["applications:read", "applications:write"]);
    const created = await client.POST("/v1/applications", { body: individualApplication() as never });
    expect(created.data.id).toMatch(/^app_/);
    const read = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: created.data.id } } });
    expect(read.data).toMatchObject({ id: created.data.id, status: "READY_FOR_SUBMISSION" });
  });

  test("a refusal throws OnboardingApiError with the problem's code, status, request id and title", async () => {
    const client = await throwingClient(["applications:read"]);
    const error = await rejection(
      client.GET("/v1/applications/{application_id}", {
        params: { path: { application_id: "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM" } },
        headers: { "x-svc-request-id": "req-mine-1" },
      }),
    );
    expect(error).toMatchObject({ code: "NOT_FOUND", status: 404, requestId: "req-mine-1", errors: [] });
    expect(error.title).toBe(error.problem?.title);
    expect(error.problem).toMatchObject({ code: "NOT_FOUND", status: 404, request_id: "req-mine-1" });
    expect(error.response.status).toBe(404);
    expect(error.message).toMatch(/^404 NOT_FOUND: .+ \(request req-mine-1\)$/);
  });

  test("a validation failure carries each field's pointer and what is wrong", async () => {
    const client = await throwingClient(["applications:write"]);
    const invalid = individualApplication({ customer_details: { first_name: "Jane", date_of_birth: "21/04/1990" } });
    const error = await rejection(client.POST("/v1/applications", { body: invalid as never }));
    expect(error).toMatchObject({ code: "VALIDATION_FAILED", status: 400 });
    expect(error.requestId).toMatch(/^req-/);
    expect(error.errors).toContainEqual(expect.objectContaining({ pointer: "/customer_details/date_of_birth" }));
    expect(error.detail).toBe(error.problem?.detail);
  });

  test("a 204 resolves to undefined", async () => {
    const client = await throwingClient(["subscriptions:read", "subscriptions:write"]);
    const subscription = await client.POST("/v1/subscriptions", {
      body: { url: "http://127.0.0.1:9/hook", event_types: ["APPLICATION_CREATED"] },
    });
    const path = { subscription_id: subscription.data.id };
    expect(await client.DELETE("/v1/subscriptions/{subscription_id}", { params: { path } })).toBeUndefined();
    expect((await rejection(client.GET("/v1/subscriptions/{subscription_id}", { params: { path } }))).status).toBe(404);
  });

  test("the helpers throw the same error: upload, pagination, onboarding sessions (their old names too)", async () => {
    const client = await throwingClient(["applications:read", "applications:write"]);
    const applicationId = (await client.POST("/v1/applications", { body: individualApplication() as never })).data.id;
    const pdf = new Blob(["%PDF-1.7\n%%EOF\n"], { type: "application/pdf" });
    const document = await client.uploadDocument({ applicationId, file: pdf, type: "PASSPORT" });
    expect(document.data).toMatchObject({ type: "PASSPORT", application_id: applicationId });
    const refusedUpload = await rejection(client.uploadDocument({ applicationId, file: pdf, type: "NATIONAL_ID" }));
    expect(refusedUpload.status).toBe(400);

    const writerOnly = await server.registerClient(["applications:write"]);
    const token = await server.tokenFor(writerOnly, "applications:write");
    const reader = createOnboardingClient({ baseUrl: server.url, accessToken: token, throwOnError: true });
    const refusedPage = await rejection(reader.paginate("/v1/applications").next());
    expect(refusedPage).toBeInstanceOf(PageError);
    expect(refusedPage).toMatchObject({ status: 403, code: "INSUFFICIENT_SCOPE" });

    const missing = "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM";
    const refusedSession = await rejection(
      client.createOnboardingSession(missing, { return_url: "https://example.com/done", refresh_url: "https://example.com/again" }),
    );
    expect(refusedSession).toBeInstanceOf(OnboardingSessionError);
    expect(refusedSession.code).toBe("NOT_FOUND");
  });
});
