import type { Routes } from "../http/route.ts";
import { getAccount } from "./accounts/get-account.ts";
import { cancelApplication } from "./applications/cancel-application.ts";
import { createApplication } from "./applications/create-application.ts";
import { getApplication } from "./applications/get-application.ts";
import { getApplicationStatus } from "./applications/get-application-status.ts";
import { listApplications } from "./applications/list-applications.ts";
import { submitApplication } from "./applications/submit-application.ts";
import { updateApplication } from "./applications/update-application.ts";
import { getCustomerMonitoring, updateCustomerMonitoring } from "./customers/customer-monitoring.ts";
import { getCustomer } from "./customers/get-customer.ts";
import { listCustomerAlerts } from "./customers/list-customer-alerts.ts";
import { deleteDocument } from "./documents/delete-document.ts";
import { getDocument } from "./documents/get-document.ts";
import { getDocumentContent } from "./documents/get-document-content.ts";
import { listDocuments } from "./documents/list-documents.ts";
import { uploadDocument } from "./documents/upload-document.ts";
import { getEvent } from "./events/get-event.ts";
import { listEvents } from "./events/list-events.ts";
import { getLiveness } from "./health/get-liveness.ts";
import { getReadiness } from "./health/get-readiness.ts";
import { addIndividual } from "./individuals/add-individual.ts";
import { removeIndividual } from "./individuals/remove-individual.ts";
import { updateIndividual } from "./individuals/update-individual.ts";
import { getAuthorizationServerMetadata } from "./oauth/get-authorization-server-metadata.ts";
import { getJwks } from "./oauth/get-jwks.ts";
import { introspectToken } from "./oauth/introspect-token.ts";
import { issueToken } from "./oauth/issue-token.ts";
import { revokeToken } from "./oauth/revoke-token.ts";
import { createOnboardingSession } from "./onboarding-sessions/create-onboarding-session.ts";
import { getOnboardingSession } from "./onboarding-sessions/get-onboarding-session.ts";
import { listOnboardingSessions } from "./onboarding-sessions/list-onboarding-sessions.ts";
import { listProducts } from "./products/list-products.ts";
import { advanceSandboxClock } from "./sandbox/advance-sandbox-clock.ts";
import { decideApplication } from "./sandbox/decide-application.ts";
import { getSandboxClock } from "./sandbox/get-sandbox-clock.ts";
import { resetSandbox } from "./sandbox/reset-sandbox.ts";
import { resetSandboxClock } from "./sandbox/reset-sandbox-clock.ts";
import { resolveCustomerAlert } from "./sandbox/resolve-customer-alert.ts";
import { reviewDocument } from "./sandbox/review-document.ts";
import { setVerificationOutcome } from "./sandbox/set-verification-outcome.ts";
import { createScreening } from "./screenings/create-screening.ts";
import { listVerifications } from "./verifications/list-verifications.ts";
import { createSubscription } from "./webhooks/create-subscription.ts";
import { deleteSubscription } from "./webhooks/delete-subscription.ts";
import { getSubscription } from "./webhooks/get-subscription.ts";
import { listDeliveries } from "./webhooks/list-deliveries.ts";
import { listSubscriptions } from "./webhooks/list-subscriptions.ts";
import { retryDelivery } from "./webhooks/retry-delivery.ts";
import { rotateSubscriptionSecret } from "./webhooks/rotate-subscription-secret.ts";
import { testSubscription } from "./webhooks/test-subscription.ts";
import { updateSubscription } from "./webhooks/update-subscription.ts";

/** The route of every operation of the contract, by operationId: one missing fails to compile. */
export const routes = {
  getLiveness,
  getReadiness,
  issueToken,
  revokeToken,
  introspectToken,
  getJwks,
  getAuthorizationServerMetadata,
  createApplication,
  listApplications,
  getApplication,
  updateApplication,
  getApplicationStatus,
  submitApplication,
  cancelApplication,
  addIndividual,
  updateIndividual,
  removeIndividual,
  uploadDocument,
  listDocuments,
  getDocument,
  getDocumentContent,
  deleteDocument,
  decideApplication,
  resolveCustomerAlert,
  reviewDocument,
  setVerificationOutcome,
  getSandboxClock,
  advanceSandboxClock,
  resetSandboxClock,
  resetSandbox,
  listVerifications,
  createScreening,
  createOnboardingSession,
  listOnboardingSessions,
  getOnboardingSession,
  getCustomer,
  listCustomerAlerts,
  getCustomerMonitoring,
  updateCustomerMonitoring,
  getAccount,
  listProducts,
  listEvents,
  getEvent,
  createSubscription,
  listSubscriptions,
  getSubscription,
  updateSubscription,
  deleteSubscription,
  rotateSubscriptionSecret,
  testSubscription,
  listDeliveries,
  retryDelivery,
} satisfies Routes;
