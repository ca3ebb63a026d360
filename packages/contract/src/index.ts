import * as accounts from "./operations/accounts.ts";
import * as applications from "./operations/applications.ts";
import * as customers from "./operations/customers.ts";
import * as documents from "./operations/documents.ts";
import * as events from "./operations/events.ts";
import * as health from "./operations/health.ts";
import * as individuals from "./operations/individuals.ts";
import * as oauth from "./operations/oauth.ts";
import * as onboardingSessions from "./operations/onboarding-sessions.ts";
import * as products from "./operations/products.ts";
import * as sandbox from "./operations/sandbox.ts";
import * as screenings from "./operations/screenings.ts";
import * as verifications from "./operations/verifications.ts";
import * as webhooks from "./operations/webhooks.ts";

/**
 * Every operation of the API, by operationId. The document and the server are both derived from this. One word names
 * each group: its file here (operations/products.ts), its route folder in the server (routes/products/) and its tag in
 * the document and the docs' sidebar ("Products"); the architecture tests hold them together.
 */
export const operations = {
  ...health,
  ...oauth,
  ...applications,
  ...individuals,
  ...documents,
  ...verifications,
  ...screenings,
  ...onboardingSessions,
  ...sandbox,
  ...products,
  ...customers,
  ...accounts,
  ...events,
  ...webhooks,
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

export * from "./openapi-document.ts";
export * from "./operation.ts";
