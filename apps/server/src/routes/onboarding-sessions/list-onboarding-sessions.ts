import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";
import { onboardingSessionResource } from "../../onboarding-sessions/views.ts";

export const listOnboardingSessions = defineRoute(
  "listOnboardingSessions",
  ({ onboardingSessions }) =>
    async ({ context, params, query }) => {
      const page = await onboardingSessions.list(context, params.application_id, query);
      const path = `/v1/applications/${params.application_id}/onboarding-sessions`;
      return {
        status: 200,
        body: listEnvelope(
          path,
          query,
          page.items.map((session) => onboardingSessionResource(session)),
          page.hasMore,
          (item) => item.id,
        ),
      };
    },
);
