import * as applications from "./operations/applications.ts";
import * as catalog from "./operations/catalog.ts";
import * as events from "./operations/events.ts";
import * as health from "./operations/health.ts";
import * as individuals from "./operations/individuals.ts";
import * as oauth from "./operations/oauth.ts";
import * as review from "./operations/review.ts";
import * as webhooks from "./operations/webhooks.ts";

/** Every operation of the API, by operationId. The document and the server are both derived from this. */
export const operations = {
  ...health,
  ...oauth,
  ...applications,
  ...individuals,
  ...review,
  ...catalog,
  ...events,
  ...webhooks,
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

export * from "./openapi-document.ts";
export * from "./operation.ts";
