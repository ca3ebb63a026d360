import type { AppDeps } from "../app.ts";
import type { Auth } from "../auth/index.ts";
import type { Handler, Handlers } from "../http/handler.ts";
import { applicationHandlers } from "./applications.ts";
import { getLiveness, readiness } from "./health.ts";
import { notImplemented } from "./not-implemented.ts";
import { oauthHandlers } from "./oauth.ts";
import { recordHandlers } from "./records.ts";

/** The handler of every operation of the contract. */
export function createHandlers(deps: AppDeps, auth: Auth): Handlers {
  const todo: Handler = notImplemented;
  return {
    getLiveness,
    getReadiness: readiness(deps.db),
    ...oauthHandlers(auth, deps.config),
    ...applicationHandlers(deps).handlers,
    ...recordHandlers,
    createSubscription: todo,
    listSubscriptions: todo,
    getSubscription: todo,
    deleteSubscription: todo,
    listDeliveries: todo,
    retryDelivery: todo,
  };
}
