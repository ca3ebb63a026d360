import type { Client } from "openapi-fetch";
import { OnboardingApiError } from "./errors.ts";
import type { components, paths } from "./openapi.ts";

type Schemas = components["schemas"];
export type OnboardingSession = Schemas["OnboardingSession"];
export type CreateOnboardingSessionRequest = Schemas["CreateOnboardingSessionRequest"];

/** A session just created: with its `url`, the single-use link to hand the end customer, which only this response carries. */
export type CreatedOnboardingSession = OnboardingSession & { url: string };

/** A session the API refused to create (404 no such application, 409 APPLICATION_LOCKED…): OnboardingApiError. */
export { OnboardingApiError as OnboardingSessionError };

/**
 * Creates an onboarding session of the application (POST /v1/applications/{application_id}/onboarding-sessions) and
 * returns it with its url; throws OnboardingApiError with the problem when the API refuses.
 */
export async function createOnboardingSession(
  client: Client<paths>,
  applicationId: string,
  body: CreateOnboardingSessionRequest,
  options: { idempotencyKey?: string } = {},
): Promise<CreatedOnboardingSession> {
  const { data, error, response } = await client.POST("/v1/applications/{application_id}/onboarding-sessions", {
    params: {
      path: { application_id: applicationId },
      ...(options.idempotencyKey === undefined ? {} : { header: { "x-svc-idempotency-id": options.idempotencyKey } }),
    },
    body,
  });
  const url = data?.data.url;
  if (!data || url === undefined) {
    throw OnboardingApiError.from(error, response);
  }
  return { ...data.data, url };
}
