import { createApplicationsService } from "./applications/applications-service.ts";
import { catalog } from "./catalog/catalog.ts";
import { customers } from "./customers/customers.ts";
import type { AppDeps } from "./deps.ts";
import { createDocumentsService } from "./documents/documents.ts";
import { events } from "./events/events.ts";
import { createOnboardingSessions } from "./onboarding-sessions/onboarding-sessions.ts";
import { createVerifications } from "./verifications/verifications.ts";
import { createSubscriptions } from "./webhooks/subscriptions.ts";
import { systemResolver, type UrlPolicy } from "./webhooks/url-policy.ts";

/** Where webhooks may be sent, from the configuration. */
export const urlPolicyOf = (deps: Pick<AppDeps, "config" | "resolve">): UrlPolicy => ({
  publicOnly: deps.config.webhooks.publicUrlsOnly,
  resolve: deps.resolve ?? systemResolver,
});

/** The use cases the routes call, built once from the app's dependencies. */
export function createServices(deps: AppDeps) {
  return {
    config: deps.config,
    db: deps.db,
    auth: deps.auth,
    rateLimits: deps.rateLimits,
    applications: createApplicationsService(deps),
    documents: createDocumentsService(deps),
    customers,
    catalog,
    events,
    verifications: createVerifications({ clock: deps.clock }),
    onboardingSessions: createOnboardingSessions({ clock: deps.clock, config: deps.config }),
    subscriptions: createSubscriptions({ keyring: deps.keyring, clock: deps.clock, urls: urlPolicyOf(deps) }),
  };
}

export type Services = ReturnType<typeof createServices>;
