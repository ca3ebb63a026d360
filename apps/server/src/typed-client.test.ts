import { type CreateApplicationRequest, createOnboardingClient } from "@onboarding/client";
import { describe, expect, test } from "vitest";
import { individualApplication } from "../test/fixtures.ts";
import { useTestServer } from "../test/harness.ts";

const server = useTestServer();

describe("the published typed client against the real server", () => {
  test("creates, reads, submits and lists with generated types; every write carries an idempotency key", async () => {
    const token = await server.token("applications:read applications:write");
    const client = createOnboardingClient({ baseUrl: server.url, accessToken: () => token });
    const payload = individualApplication() as CreateApplicationRequest;
    const created = await client.POST("/v1/applications", { body: payload });
    expect(created.response.status).toBe(201);
    const id = created.data?.data.id as string;
    const read = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: id } } });
    expect(read.data?.data.status).toBe("READY_FOR_SUBMISSION");
    const submitted = await client.POST("/v1/applications/{application_id}/submit", { params: { path: { application_id: id } } });
    expect(submitted.data?.data.status).toBe("SUBMITTED");
    const listed = await client.GET("/v1/applications", { params: { query: { status: "SUBMITTED" } } });
    expect(listed.data?.data.map((application) => application.id)).toEqual([id]);
    const keys = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM idempotency_keys WHERE state = 'completed'");
    expect(keys[0]?.n).toBe(2);
    const problem = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: "app_missing" } } });
    expect(problem.error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
