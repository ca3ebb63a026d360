import { describe, expectTypeOf, test } from "vitest";
import { type Application, createOnboardingClient, type OnboardingClient, type ThrowingOnboardingClient } from "./index.ts";
import type { components } from "./openapi.ts";

const options = { baseUrl: "http://api.test", accessToken: "token" };

describe("the throwing mode's types", () => {
  test("throwOnError: true builds the throwing client; without it, the openapi-fetch style", () => {
    expectTypeOf(createOnboardingClient({ ...options, throwOnError: true })).toEqualTypeOf<ThrowingOnboardingClient>();
    expectTypeOf(createOnboardingClient(options)).toEqualTypeOf<OnboardingClient>();
  });

  test("a call resolves to its body, not optional; a 204 to undefined", async () => {
    const client = createOnboardingClient({ ...options, throwOnError: true });
    const read = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: "app_x" } } });
    expectTypeOf(read.data.id).toEqualTypeOf<string>();
    expectTypeOf<Application["status"]>().toMatchTypeOf<typeof read.data.status>();
    const page = await client.GET("/v1/applications");
    expectTypeOf(page.has_more).toEqualTypeOf<boolean>();
    const deleted = await client.DELETE("/v1/subscriptions/{subscription_id}", { params: { path: { subscription_id: "sub_x" } } });
    expectTypeOf(deleted).toEqualTypeOf<undefined>();
    const uploaded = await client.uploadDocument({ applicationId: "app_x", file: new Blob([]), type: "PASSPORT" });
    expectTypeOf(uploaded.data).toEqualTypeOf<components["schemas"]["Document"]>();
    // The same shape as any other call answering a document: its body, { data: Document }.
    const retrieved = await client.GET("/v1/applications/{application_id}/documents/{document_id}", {
      params: { path: { application_id: "app_x", document_id: "doc_x" } },
    });
    expectTypeOf(uploaded).toEqualTypeOf<typeof retrieved>();
  });

  test("required parameters and bodies stay required", () => {
    const client = createOnboardingClient({ ...options, throwOnError: true });
    // @ts-expect-error the application_id is required
    void client.GET("/v1/applications/{application_id}");
    // @ts-expect-error the body is required
    void client.POST("/v1/applications");
    // @ts-expect-error not a path of the API
    void client.GET("/v1/nothing");
  });
});
