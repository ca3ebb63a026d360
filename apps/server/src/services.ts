import { createApplicationsGate, createApplicationsService } from "./applications/index.ts";
import type { Auth } from "./auth/index.ts";
import { createCaseQueue, createCases } from "./cases/cases.ts";
import { catalog } from "./catalog/catalog.ts";
import type { Keyring } from "./crypto/keyring.ts";
import { customers } from "./customers/customers.ts";
import { createMonitoring } from "./customers/monitoring.ts";
import type { Database } from "./db/database.ts";
import { createDocumentsService } from "./documents/documents.ts";
import { dueWorkOf } from "./due-work.ts";
import { events } from "./events/events.ts";
import { createOnboardingSessions } from "./onboarding-sessions/onboarding-sessions.ts";
import { createOperators } from "./operators/operators.ts";
import type { Clock } from "./platform/clock.ts";
import type { Config } from "./platform/config.ts";
import type { RateLimits } from "./rate-limits/rate-limits.ts";
import { createClientClocks } from "./sandbox/client-clocks.ts";
import { sandboxReset } from "./sandbox/sandbox-reset.ts";
import type { ScreeningLists } from "./screening/lists.ts";
import { createScreenings } from "./screening/screenings.ts";
import { createVerifications } from "./verifications/verifications.ts";
import { createSubscriptions } from "./webhooks/subscriptions.ts";
import { type Resolver, systemResolver, type UrlPolicy } from "./webhooks/url-policy.ts";

/** Where webhooks may be sent, from the configuration. */
export const urlPolicyOf = (deps: { config: Pick<Config, "webhooks">; resolve?: Resolver | undefined }): UrlPolicy => ({
  publicOnly: deps.config.webhooks.publicUrlsOnly,
  resolve: deps.resolve ?? systemResolver,
});

/** What the domain's modules are built from. */
export interface ModuleDeps {
  config: Config;
  clock: Clock;
  keyring: Keyring;
  resolve?: Resolver | undefined;
  /** The sanctions and PEP lists, when any source is configured. */
  lists?: ScreeningLists | undefined;
  /** The sandbox's list fixture (development and sandbox), which only monitoring reads. */
  sandboxFixture?: ScreeningLists | undefined;
}

/**
 * Every module of the domain, each built once, in the order of their dependencies: each client's clock first (what
 * waits on time reads it; advancing it runs the work registered in due-work.ts), the applications' gate (the checks,
 * the documents and the sessions reach an application through it), then the checks, the review queue (which the
 * applications' use cases tell of submissions and decisions), the applications' use cases (which start and consult
 * the checks), what hangs off them, and the review console's cases, which act through them all. A process's runtime
 * builds them once and hands the same ones to the routes, the hosted page, the worker's runners and the operator's
 * commands.
 */
export function createModules(deps: ModuleDeps) {
  const { clock, keyring, config } = deps;
  const clocks = createClientClocks({ clock, config, dueWork: () => dueWorkOf({ monitoring }) });
  const gate = createApplicationsGate(keyring);
  const verifications = createVerifications({ clock, applications: gate });
  const queue = createCaseQueue({ clock, clocks, slaMs: config.console.reviewSlaMs });
  const monitoring = createMonitoring({
    clock,
    keyring,
    lists: deps.lists,
    sandboxFixture: deps.sandboxFixture,
    risk: config.risk,
    settings: config.monitoring,
    slaMs: config.console.reviewSlaMs,
    clientNow: clocks.now,
    applicant: gate.applicant,
  });
  const applications = createApplicationsService({ keyring, clock, gate, checks: verifications, queue, customers: monitoring });
  const documents = createDocumentsService({ keyring, clock, config, applications });
  return {
    applications,
    verifications,
    documents,
    operators: createOperators({ clock }),
    cases: createCases({ clock, applications, verifications, documents, monitoring }),
    onboardingSessions: createOnboardingSessions({ clock, clocks, config, applications: gate }),
    subscriptions: createSubscriptions({ keyring, clock, urls: urlPolicyOf(deps) }),
    screenings: createScreenings({ clock, keyring, lists: deps.lists }),
    /** The sanctions and PEP lists themselves, when any source is configured: the operator's commands and the readiness probe. */
    lists: deps.lists,
    customers,
    /** Approved customers' monitoring, alerts, risk rating and periodic reviews. */
    monitoring,
    catalog,
    events,
    /** Each client's clock (development and sandbox may advance it), and the sandbox's reset of a client's data. */
    clocks,
    sandboxReset,
  };
}

export type Modules = ReturnType<typeof createModules>;

/** What the routes call: the process's modules, and the app's own parts (its database, authorization, limits). */
export function createServices(deps: { config: Config; db: Database; auth: Auth; rateLimits: RateLimits; modules: Modules }) {
  return {
    config: deps.config,
    db: deps.db,
    auth: deps.auth,
    rateLimits: deps.rateLimits,
    ...deps.modules,
  };
}

export type Services = ReturnType<typeof createServices>;
