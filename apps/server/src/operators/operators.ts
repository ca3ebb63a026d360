import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { AdminInputError } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import { type Operator, operatorsStore } from "./operators-store.ts";
import { OPERATOR_ROLES, type OperatorRole } from "./roles.ts";

export type { Operator } from "./operators-store.ts";

/** A console session ends this long after its last request… */
export const SESSION_IDLE_MS = 15 * 60_000;
/** …and this long after it began, whatever its use. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** A one-time sign-in link is valid this long. */
export const LOGIN_LINK_MS = 10 * 60_000;

/** Why input about operators is refused, in words (the CLI prints it as it prints its own refusals). */
export class OperatorInputError extends AdminInputError {}

const EmailSchema = z.email().max(254);

/** An e-mail as operators are matched by it: trimmed, lower-case, valid. */
export function normalEmail(email: string): string {
  const normal = email.trim().toLowerCase();
  if (!EmailSchema.safeParse(normal).success) {
    throw new OperatorInputError(`${JSON.stringify(email)} is not an e-mail address.`);
  }
  return normal;
}

/** Roles from their comma-separated names: at least one, each known. */
export function parseRoles(text: string): OperatorRole[] {
  const names = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  const unknown = names.filter((name) => !(OPERATOR_ROLES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new OperatorInputError(
      `${unknown.length > 0 ? `Unknown role ${unknown.join(", ")}. ` : ""}Roles are one or more of ${OPERATOR_ROLES.join(", ")}, separated by commas.`,
    );
  }
  return names as OperatorRole[];
}

/** May the operator do what `role` allows? An admin may do what a reviewer and an approver may. */
export const hasRole = (operator: Pick<Operator, "roles">, role: "reviewer" | "approver" | "admin") =>
  operator.roles.includes(role) || (role !== "admin" && operator.roles.includes("admin"));

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** A session found by its cookie: its id and its operator. */
export interface ConsoleSession {
  id: string;
  operator: Operator;
}

/**
 * The platform's operators: who they are (managed with `pnpm admin operators …`), how they sign in to the review
 * console (single sign-on by verified e-mail, or a one-time link in development), and their server-side sessions
 * (only a hash of the cookie is kept; 15 minutes idle, 12 hours at most; ended at sign-out or when disabled).
 */
export function createOperators(deps: { clock: Clock }) {
  const { clock } = deps;

  async function startSession(db: Queryable, operator: Operator): Promise<{ token: string; session: ConsoleSession }> {
    const token = newToken();
    const id = newId("ses");
    await operatorsStore.insertSession(db, { id, tokenHash: hash(token), operatorId: operator.id, at: clock.now() });
    return { token, session: { id, operator } };
  }

  return {
    async create(db: Queryable, input: { email: string; name: string; roles: string }): Promise<Operator> {
      const name = input.name.trim();
      if (!name) {
        throw new OperatorInputError("An operator needs a name (--name).");
      }
      const operator: Operator = {
        id: newId("opr"),
        email: normalEmail(input.email),
        name,
        roles: parseRoles(input.roles),
        disabledAt: null,
        createdAt: clock.now(),
      };
      if (!(await operatorsStore.insert(db, operator))) {
        throw new OperatorInputError(`An operator with the e-mail ${operator.email} exists already.`);
      }
      return operator;
    },

    list: (db: Queryable) => operatorsStore.list(db),
    find: (db: Queryable, id: string) => operatorsStore.find(db, id),
    findMany: (db: Queryable, ids: readonly string[]) => operatorsStore.findMany(db, ids),

    /** Disables the operator: its open sessions end at once, and it cannot sign in again. */
    async disable(db: Queryable, id: string): Promise<Operator> {
      if (!(await operatorsStore.disable(db, id, clock.now()))) {
        throw new OperatorInputError(`No operator ${id}.`);
      }
      return (await operatorsStore.find(db, id)) as Operator;
    },

    async setRoles(db: Queryable, id: string, roles: string): Promise<Operator> {
      if (!(await operatorsStore.setRoles(db, id, parseRoles(roles)))) {
        throw new OperatorInputError(`No operator ${id}.`);
      }
      return (await operatorsStore.find(db, id)) as Operator;
    },

    /** A one-time sign-in link's token for an enabled operator, valid LOGIN_LINK_MS (development only: the caller checks). */
    async loginLink(db: Queryable, email: string): Promise<{ token: string; operator: Operator; expiresAt: Date }> {
      const operator = await operatorsStore.findByEmail(db, normalEmail(email));
      if (!operator || operator.disabledAt) {
        throw new OperatorInputError(`No enabled operator has the e-mail ${email}.`);
      }
      const token = newToken();
      const expiresAt = new Date(clock.now().getTime() + LOGIN_LINK_MS);
      await operatorsStore.insertLoginLink(db, { tokenHash: hash(token), operatorId: operator.id, expiresAt });
      return { token, operator, expiresAt };
    },

    /** Signs in with a one-time link: a new session, or undefined when the link is unknown, used, expired or its operator disabled. */
    async signInWithLink(db: Queryable, token: string) {
      const operatorId = await operatorsStore.useLoginLink(db, hash(token), clock.now());
      const operator = operatorId ? await operatorsStore.find(db, operatorId) : undefined;
      return operator && !operator.disabledAt ? startSession(db, operator) : undefined;
    },

    /** Signs in the operator of a verified e-mail (single sign-on): undefined when there is none, or it is disabled. */
    async signInWithEmail(db: Queryable, email: string) {
      const operator = await operatorsStore.findByEmail(db, email.trim().toLowerCase());
      return operator && !operator.disabledAt ? startSession(db, operator) : undefined;
    },

    /**
     * The open session of a cookie's value, its last use moved to now; undefined when there is none, it has been idle
     * too long or lived too long (it is ended then), or its operator is disabled.
     */
    async session(db: Queryable, token: string): Promise<ConsoleSession | undefined> {
      const found = await operatorsStore.findSession(db, hash(token));
      if (!found) {
        return undefined;
      }
      const now = clock.now().getTime();
      const { session, operator } = found;
      const idle = now - new Date(session.last_seen_at).getTime() > SESSION_IDLE_MS;
      const old = now - new Date(session.created_at).getTime() > SESSION_ABSOLUTE_MS;
      if (idle || old || operator.disabledAt) {
        await operatorsStore.endSession(db, session.session_id, clock.now());
        return undefined;
      }
      await operatorsStore.touchSession(db, session.session_id, clock.now());
      return { id: session.session_id, operator };
    },

    endSession: (db: Queryable, sessionId: string) => operatorsStore.endSession(db, sessionId, clock.now()),
  };
}

export type Operators = ReturnType<typeof createOperators>;
