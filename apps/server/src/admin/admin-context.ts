import type { Auth } from "../auth/index.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";

/** What operator commands run with: the database, the server's secrets and its authorization server. */
export interface AdminContext {
  db: Database;
  keyring: Keyring;
  clock: Clock;
  config: Config;
  /** The authorization server; when the running server carries the command out, its own, so changes apply at once. */
  auth: Auth;
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
