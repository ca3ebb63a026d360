import { defineRoute } from "../../http/route.ts";
import { onboardingSessionResource } from "../../onboarding-sessions/views.ts";

export const getOnboardingSession = defineRoute("getOnboardingSession", ({ onboardingSessions }) => async ({ context, params }) => {
  const session = await onboardingSessions.get(context, params.application_id, params.onboarding_session_id);
  return { status: 200, body: { data: onboardingSessionResource(session) } };
});
