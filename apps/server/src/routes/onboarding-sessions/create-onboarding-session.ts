import { defineRoute } from "../../http/route.ts";
import { onboardingSessionPath, onboardingSessionResource } from "../../onboarding-sessions/views.ts";

export const createOnboardingSession = defineRoute(
  "createOnboardingSession",
  ({ onboardingSessions }) =>
    async ({ context, params, body }) => {
      const { session, url } = await onboardingSessions.create(context, params.application_id, body);
      return {
        status: 201,
        headers: { Location: onboardingSessionPath(session) },
        body: { data: onboardingSessionResource(session, url) },
      };
    },
);
