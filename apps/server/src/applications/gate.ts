import { type ApplicationIntent, type ApplicationStatus, allows, type ErrorCode, statusesAllowingText } from "@onboarding/core";
import { ApiError, notFound } from "../platform/errors.ts";
import type { ServiceContext } from "../service-context.ts";
import { type ApplicationState, applicationLocksStore } from "./application-locks-store.ts";
import type { ApplicationsStore } from "./applications-store.ts";

export type { ApplicationState };

interface Refusal {
  code: ErrorCode;
  detail: (status: ApplicationStatus) => string;
}

/**
 * How each intent is refused when the application's status does not allow it (which statuses allow which intent is
 * core's table, STATUS_ALLOWS): the error code and the words the integrator reads. Every intent states its refusal.
 */
const dataLocked: Refusal = {
  code: "APPLICATION_LOCKED",
  detail: (status) => `The application is ${status}; its data can no longer change.`,
};

const REFUSALS = {
  EDIT: dataLocked,
  ADD_DOCUMENT: { code: "APPLICATION_LOCKED", detail: (status) => `The application is ${status}: it takes no more documents.` },
  REMOVE_DOCUMENT: {
    code: "APPLICATION_LOCKED",
    detail: (status) => `The application is ${status}: its documents can no longer be removed.`,
  },
  REVIEW_DOCUMENT: {
    code: "APPLICATION_LOCKED",
    detail: (status) => `The application is ${status}: its documents are no longer reviewed.`,
  },
  OPEN_SESSION: dataLocked,
  SET_CHECK: {
    code: "CONFLICT",
    detail: () => "The application is decided or back with the customer: its checks no longer change.",
  },
  DECIDE: {
    code: "INVALID_STATUS_TRANSITION",
    detail: (status) => `Only ${statusesAllowingText("DECIDE")} applications are decided; this one is ${status}.`,
  },
  MONITOR: {
    code: "CONFLICT",
    detail: (status) => `Only ${statusesAllowingText("MONITOR")} applications are monitored; this one is ${status}.`,
  },
} satisfies Record<ApplicationIntent, Refusal>;

/** Refuses `intent` (409, with the application's status) unless the application's status allows it. */
export function checkIntent(status: ApplicationStatus, intent: ApplicationIntent): void {
  if (!allows(status, intent)) {
    const refusal: Refusal = REFUSALS[intent];
    throw new ApiError(refusal.code, refusal.detail(status), { members: { application_status: status } });
  }
}

/**
 * The way into an application for the aggregates that hang off it (documents, verification checks, onboarding
 * sessions, and those to come): lock it for an intent and get its type and status, or the refusal (404 when the
 * client has no such application, 409 when its status does not allow the intent); whether it exists; and the
 * applicant as its checks read it.
 */
export function createApplicationGate(store: ApplicationsStore) {
  return {
    /**
     * The client's application locked for the rest of the transaction (as every change of it takes it), so that a
     * submit or a decision waits for the change, and checked for `intent`. Without one, the caller checks it
     * (`checkIntent`) once it has checked what it must refuse first (a document that does not exist, say).
     */
    async lock(context: ServiceContext, applicationId: string, intent?: ApplicationIntent): Promise<ApplicationState> {
      const application = await applicationLocksStore.lock(context.db, context.clientId, applicationId);
      if (!application) {
        throw notFound("application");
      }
      if (intent !== undefined) {
        checkIntent(application.status, intent);
      }
      return application;
    },

    /** Nothing when the client has the application; 404 otherwise (what hangs off it is 404 to anyone else). */
    async exists(context: ServiceContext, applicationId: string): Promise<void> {
      if (!(await applicationLocksStore.exists(context.db, context.clientId, applicationId))) {
        throw notFound("application");
      }
    },

    /**
     * The application with its people, sensitive values in clear, of whichever client: what a check is about (locked),
     * or what a reviewer reads (`lock` false: a page shown takes no lock a decision would wait for).
     */
    applicant: (db: ServiceContext["db"], applicationId: string, lock = true) => store.findForOperator(db, applicationId, lock),
  };
}

export type ApplicationGate = ReturnType<typeof createApplicationGate>;
