import type { CustomerMonitoring } from "./customers/monitoring.ts";
import { expireDueSessions } from "./onboarding-sessions/onboarding-sessions.ts";
import type { DueWork } from "./sandbox/client-clocks.ts";

/**
 * Everything that falls due as time passes, run for one client when its sandbox clock moves forward
 * (POST /v1/sandbox/clock/advance), after the move has committed and before it is answered: so the integrator finds
 * what became due done, and its events written, when the call returns. Each runner does for one client what the
 * periodic work (maintenance.ts, the worker) does for every client, at the same real `now`, comparing each row with
 * its client's time in SQL (see DueWork). They run in this order, each to its end.
 *
 * Work that waits on time and is added later is one more line here, beside its periodic run.
 */
export const dueWorkOf = (modules: { monitoring: Pick<CustomerMonitoring, "runAll"> }): readonly DueWork[] => [
  // Onboarding sessions past their expires_at: EXPIRED, each with its ONBOARDING_SESSION_EXPIRED event.
  (db, clientId, now) => expireDueSessions(db, now, clientId),
  // Approved customers due for their scheduled screening (the sandbox's list fixture among the lists, a month after
  // approval), and those due for their periodic review: alerts, cases and events.
  (db, clientId) => modules.monitoring.runAll(db, { clientId }),
];
