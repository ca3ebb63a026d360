import type { AppDeps } from "../app.ts";
import type { Auth } from "../auth/index.ts";
import type { Handler, Handlers } from "../http/handler.ts";
import { getLiveness, readiness } from "./health.ts";
import { notImplemented } from "./not-implemented.ts";
import { oauthHandlers } from "./oauth.ts";

/** The handler of every operation of the contract. */
export function createHandlers(deps: AppDeps, auth: Auth): Handlers {
  const todo: Handler = notImplemented;
  return {
    getLiveness,
    getReadiness: readiness(deps.db),
    ...oauthHandlers(auth, deps.config),
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
