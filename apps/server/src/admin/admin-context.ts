import type { Auth } from "../auth/index.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import type { OperatorContext } from "../service-context.ts";
import type { Modules } from "../services.ts";

/** What operator commands run with: the database, the server's secrets and its authorization server. */
export interface AdminContext {
  db: Database;
  keyring: Keyring;
  clock: Clock;
  config: Config;
  /** The authorization server; when the running server carries the command out, its own, so changes apply at once. */
  auth: Auth;
  /** The process's modules, which the commands act through as an operator. */
  modules: Modules;
  /** Who runs the command, for the audit trail (the operating-system user of `pnpm admin` by default). */
  operator?: string;
  /**
   * Where a command that runs until it is stopped (`webhooks listen`) writes its output as it goes; without it, the
   * output is in the result.
   */
  output?: (text: string) => void;
  /** Stops such a command: Ctrl-C of the command line, or the command line leaving the running server's channel. */
  signal?: AbortSignal;
}

export interface AdminResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The operator of a command acting in a transaction: how every command acts on a client's objects. */
export const asOperator = (context: AdminContext, db: Queryable): OperatorContext => ({ db, operator: context.operator ?? "operator" });
