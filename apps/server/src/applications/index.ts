/**
 * The applications module's one entrance: what every other folder of the server imports of it (the routes may also
 * use its views, applications/views.ts, to render what they answer). The use cases of applications and their
 * people, and the gate through which the aggregates that hang off an application (documents, verification checks,
 * onboarding sessions, and those to come) lock it for an intent; see gate.ts.
 */
export type { ApplicationRecord, IndividualRecord } from "./application.ts";
export {
  type ApplicationsService,
  createApplicationsGate,
  createApplicationsService,
} from "./applications-service.ts";
export { type ApplicationGate, type ApplicationState, checkIntent } from "./gate.ts";
export { resealApplicationDetails } from "./reseal.ts";
export type { CaseReason, CustomerOpening, OnboardingCaseReason, ReviewQueue } from "./review-queue.ts";
/** A sensitive value as responses (and the review console) show it. */
export { maskValue } from "./sensitive.ts";
export type { SubmissionChecks } from "./submission-checks.ts";
/** How the operator's commands show an application (the routes render with views.ts themselves). */
export { applicationResource } from "./views.ts";
