import type { OnboardingSession } from "@onboarding/core";
import type { OnboardingSessionRecord } from "./onboarding-sessions-store.ts";

/** A session as the API shows it; `url` only in the response that created it (the link is not stored). */
export const onboardingSessionResource = (record: OnboardingSessionRecord, url?: string): OnboardingSession => ({
  id: record.id,
  application_id: record.applicationId,
  status: record.status,
  return_url: record.returnUrl,
  refresh_url: record.refreshUrl,
  locale: record.locale,
  editable: [...record.editable],
  expires_at: record.expiresAt.toISOString(),
  opened_at: record.openedAt?.toISOString() ?? null,
  completed_at: record.completedAt?.toISOString() ?? null,
  created_at: record.createdAt.toISOString(),
  branding: record.branding,
  ...(url === undefined ? {} : { url }),
});

/** Where a session is, for Location. */
export const onboardingSessionPath = (record: Pick<OnboardingSessionRecord, "applicationId" | "id">) =>
  `/v1/applications/${record.applicationId}/onboarding-sessions/${record.id}`;
