import { CreateOnboardingSessionSchema, dataOf, ListQuerySchema, listOf, OnboardingSessionSchema } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, LocationHeader, ok } from "../operation.ts";
import { applicationId, onboardingSessionId } from "../params.ts";

const OnboardingSessionResponse = dataOf(OnboardingSessionSchema, "OnboardingSessionResponse");
const tags = ["Onboarding sessions"];
const params = z.strictObject({ application_id: applicationId });
const itemParams = z.strictObject({ application_id: applicationId, onboarding_session_id: onboardingSessionId });
const read = { type: "bearer", scopes: ["applications:read"] } as const;
const write = { type: "bearer", scopes: ["applications:write"] } as const;

export const createOnboardingSession = defineOperation({
  operationId: "createOnboardingSession",
  method: "post",
  path: "/v1/applications/{application_id}/onboarding-sessions",
  summary: "Create an onboarding session",
  description: [
    "A link to a page this service hosts, on which your end customer completes the application: redirect the customer to the session's `url`.",
    "The link is single use: the first opening binds it to that browser, and opening it again elsewhere, or after expires_at (5 minutes to 24 hours after creation, 1 hour unless `expires_in` says otherwise), sends the customer to your `refresh_url` with the query parameters `reason` (`expired` or `used`) and `onboarding_session_id`; create a new session there.",
    "`url` is in this response only: the service keeps a hash of the link, never the link, so it cannot be read again. Store the session's id, not the link.",
    "When the customer completes the application on the page, the page sends them to `return_url`, the session becomes COMPLETED and an ONBOARDING_SESSION_COMPLETED event is published; a session not completed by expires_at (opened or not) becomes EXPIRED, with an ONBOARDING_SESSION_EXPIRED event (published by the service's periodic maintenance, within ten minutes; saved steps are kept, and a new session resumes them; reads show EXPIRED from expires_at on).",
    "`branding` puts your name, logo, accent colour and links to your terms and privacy notice on every page (members left out come from your client's default branding, which the operator sets once).",
    "`editable` limits what the customer may change; the terms and conditions and the attestation are always theirs to accept. Allowed while the application may change (INCOMPLETE, READY_FOR_SUBMISSION, CHANGES_REQUESTED); otherwise 409 APPLICATION_LOCKED.",
  ].join(" "),
  tags,
  auth: write,
  idempotent: true,
  request: { params, body: { schema: CreateOnboardingSessionSchema, contentTypes: [JSON_TYPE] } },
  responses: {
    201: ok("The session, OPEN, with its url (shown this once).", OnboardingSessionResponse, LocationHeader),
    ...bearerErrors(404, 409, 422),
  },
});

export const listOnboardingSessions = defineOperation({
  operationId: "listOnboardingSessions",
  method: "get",
  path: "/v1/applications/{application_id}/onboarding-sessions",
  summary: "List an application's onboarding sessions",
  description:
    "The application's onboarding sessions, newest first, with cursor pagination (without their links: see the create response).",
  tags,
  auth: read,
  request: { params, query: ListQuerySchema },
  responses: { 200: ok("A page of onboarding sessions.", listOf(OnboardingSessionSchema, "OnboardingSessionList")), ...bearerErrors(404) },
});

export const getOnboardingSession = defineOperation({
  operationId: "getOnboardingSession",
  method: "get",
  path: "/v1/applications/{application_id}/onboarding-sessions/{onboarding_session_id}",
  summary: "Retrieve an onboarding session",
  description:
    "The session's status and times: opened_at once the customer opened the link, completed_at once they completed the application; EXPIRED from expires_at on if it was not completed. The link itself is not shown again.",
  tags,
  auth: read,
  request: { params: itemParams },
  responses: { 200: ok("The onboarding session.", OnboardingSessionResponse), ...bearerErrors(404) },
});
