import { createApplicationsService } from "./applications/applications-service.ts";
import { customers } from "./customers/customers.ts";
import type { AppDeps } from "./deps.ts";
import { events } from "./events/events.ts";

/** The use cases the routes call, built once from the app's dependencies. */
export function createServices(deps: AppDeps) {
  return {
    config: deps.config,
    db: deps.db,
    auth: deps.auth,
    applications: createApplicationsService(deps),
    customers,
    events,
  };
}

export type Services = ReturnType<typeof createServices>;
