import type { Operation } from "@onboarding/contract";
import type { Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { newId } from "../platform/ids.ts";
import { auditStore } from "./audit-store.ts";

export type { AuditEntry, AuditRow } from "./audit-store.ts";

/** The operations the trail records: every change made through the API (token issuance and introspection change nothing). */
export const isAudited = (operation: Operation) =>
  operation.method !== "get" && (operation.auth.type === "bearer" || operation.operationId === "revokeToken");

/** An identifier as the trail keeps it: 1–128 visible ASCII characters, else none. */
const identifier = (value: unknown): string | null => (typeof value === "string" && /^[\x21-\x7E]{1,128}$/.test(value) ? value : null);

/** The object a request acted on: the one it created, else the last id in its path. */
export function objectIdOf(operation: Operation, params: unknown, status?: number, body?: unknown): string | null {
  const created = (body as { data?: { id?: unknown } } | undefined)?.data?.id;
  if (status === 201 && typeof created === "string") {
    return created;
  }
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const last = names.at(-1);
  return identifier(last === undefined ? undefined : (params as Record<string, unknown> | undefined)?.[last]) ?? identifier(created);
}

/** Records what an API client did through an audited operation, on `db` (the request's own transaction on success). */
export function recordRequest(
  db: Queryable,
  clock: Clock,
  request: { operation: Operation; clientId: string; requestId: string; params: unknown },
  answer: { status: number; body?: unknown; replayed?: boolean },
): Promise<void> {
  return auditStore.append(db, {
    at: clock.now(),
    actorType: "client",
    actorId: request.clientId,
    action: request.operation.operationId,
    objectId: objectIdOf(request.operation, request.params, answer.status, answer.body),
    requestId: request.requestId,
    outcome: answer.replayed ? "replayed" : answer.status < 400 ? "succeeded" : "failed",
    status: answer.status,
  });
}

/** Records an operator command (`pnpm admin …`) and how it ended (its exit code). */
export function recordCommand(
  db: Queryable,
  clock: Clock,
  command: { operator: string; name: string; objectId: string | undefined; code: number },
): Promise<void> {
  return auditStore.append(db, {
    at: clock.now(),
    actorType: "operator",
    actorId: command.operator,
    action: `admin ${command.name}`,
    objectId: identifier(command.objectId),
    requestId: newId("req"),
    outcome: command.code === 0 ? "succeeded" : "failed",
    status: command.code,
  });
}

/**
 * Records what an end customer did on the hosted onboarding page of a session: the session is the actor (it stands
 * for the one browser that opened its link), the application the object. `refused`: a redirect that refused (a link
 * opened again, or after its end).
 */
export function recordPageAction(
  db: Queryable,
  clock: Clock,
  action: { sessionId: string; name: string; applicationId: string; requestId: string; status: number; refused?: boolean },
): Promise<void> {
  return auditStore.append(db, {
    at: clock.now(),
    actorType: "end_customer",
    actorId: action.sessionId,
    action: `onboarding ${action.name}`,
    objectId: action.applicationId,
    requestId: action.requestId,
    outcome: action.status < 400 && !action.refused ? "succeeded" : "failed",
    status: action.status,
  });
}
