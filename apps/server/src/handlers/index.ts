import type { AppDeps } from "../app.ts";
import type { Handler, Handlers } from "../http/handler.ts";
import { getLiveness, readiness } from "./health.ts";
import { notImplemented } from "./not-implemented.ts";

/** The handler of every operation of the contract. */
export function createHandlers(deps: AppDeps): Handlers {
  const todo: Handler = notImplemented;
  return {
    getLiveness,
    getReadiness: readiness(deps.db),
    issueToken: todo,
    revokeToken: todo,
    introspectToken: todo,
    getJwks: todo,
    getAuthorizationServerMetadata: todo,
    createApplication: todo,
    listApplications: todo,
    getApplication: todo,
    updateApplication: todo,
    getApplicationStatus: todo,
    submitApplication: todo,
    cancelApplication: todo,
    addIndividual: todo,
    updateIndividual: todo,
    removeIndividual: todo,
    decideApplication: todo,
    getCustomer: todo,
    getAccount: todo,
    listEvents: todo,
    getEvent: todo,
    createSubscription: todo,
    listSubscriptions: todo,
    getSubscription: todo,
    deleteSubscription: todo,
    listDeliveries: todo,
    retryDelivery: todo,
  };
}
