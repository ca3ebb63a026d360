import type { Application, OnboardingBranding, Requirement } from "@onboarding/core";
import {
  askedWith,
  type Brand,
  ICON_NAME,
  type Locale,
  MESSAGES,
  type PageFrame,
  type PageWording,
  STYLESHEET_NAME,
  type Step,
  stepsOf,
  type UploadedDocument,
} from "@onboarding/hosted-onboarding";
import type { Queryable } from "../db/database.ts";
import type { OnboardingSessionRecord } from "../onboarding-sessions/onboarding-sessions.ts";
import type { ServiceContext } from "../service-context.ts";
import type { Services } from "../services.ts";
import { csrfToken, sessionPath } from "./browser-session.ts";

/** Where the stylesheet is served: its name carries its hash, so it is cached for good. */
export const STYLESHEET_PATH = `/onboard/assets/${STYLESHEET_NAME}`;

/** Where the page's icon is served (and /favicon.ico answers with it too). */
export const ICON_PATH = `/onboard/assets/${ICON_NAME}`;

/** Where the stylesheet of an accent colour is served: the colour is its name (nothing personal), cached for good. */
export const accentPath = (color: string) => `/onboard/assets/accent-${color.slice(1).toLowerCase()}.css`;

/** What the page shows of the integrator's branding. */
export const brandOf = (branding: OnboardingBranding | undefined): Brand => ({
  name: branding?.display_name,
  logoUrl: branding?.logo_url,
  accentStylesheet: branding?.accent_color ? accentPath(branding.accent_color) : undefined,
  termsUrl: branding?.terms_url,
  privacyUrl: branding?.privacy_url,
});

/** The page's words in the session's language, with the session's branding (none before a session is known). */
export const wordingOf = (locale: Locale, branding?: OnboardingBranding): PageWording => ({
  messages: MESSAGES[locale],
  lang: locale,
  stylesheet: STYLESHEET_PATH,
  icon: ICON_PATH,
  brand: brandOf(branding),
});

/** The services a session's page acts through, as the integrator that made the session (audited as the end customer). */
export const contextOf = (db: Queryable, session: OnboardingSessionRecord): ServiceContext => ({ db, clientId: session.clientId });

/** What a page of the session shows: the application as the API shows it (masked), its requirements, and the steps. */
export interface PageState {
  application: Application;
  requirements: Requirement[];
  steps: Step[];
  frame: PageFrame;
}

export async function loadState(services: Services, db: Queryable, session: OnboardingSessionRecord, key: string): Promise<PageState> {
  const context = contextOf(db, session);
  const { resource } = await services.applications.view(context, session.applicationId);
  const application = JSON.parse(resource.text) as Application;
  const { requirements } = await services.applications.status(context, session.applicationId);
  // What the page asks is remembered, so that every step answered in the session can be reopened until submission.
  const asked = askedWith(session.asked, requirements);
  if (asked) {
    await services.onboardingSessions.remember(db, session, asked);
    session.asked = asked;
  }
  const steps = stepsOf(application, requirements, session.editable, session.asked);
  const frame: PageFrame = {
    ...wordingOf(session.locale, session.branding),
    base: sessionPath(session.id),
    csrf: csrfToken(key, session.id),
    application,
    steps,
  };
  return { application, requirements, steps, frame };
}

/** The documents of the application, as the documents step lists them (newest first, at most 100). */
export async function uploadedDocuments(services: Services, db: Queryable, session: OnboardingSessionRecord): Promise<UploadedDocument[]> {
  const { items } = await services.documents.list(contextOf(db, session), session.applicationId, { limit: 100 });
  return items.map((doc) => ({
    individual_id: doc.individualId,
    type: doc.type,
    side: doc.side,
    file_name: doc.fileName ?? doc.type,
    status: doc.status,
  }));
}
