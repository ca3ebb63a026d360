import { createHash } from "node:crypto";
import { connect } from "node:net";
import pg from "pg";
import { overloaded } from "../platform/errors.ts";

const names = new Map<string, string>();

/**
 * Every statement is prepared once per connection and reused by name (PostgreSQL plans it once, not on every call):
 * the name is a digest of the text, so one text is one prepared statement. Our statements are fixed texts with
 * parameters, so the number of names is bounded by the code.
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `s_${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Runs a prepared statement on `client`. The query is made from its text, its name set after: node-postgres copies a
 * `{ name, text, values }` config property by property through descriptors first, which costs more than the rest of
 * making the query (about 1.3 µs of each statement, on every statement the service runs).
 */
function prepared(client: pg.PoolClient, name: string, text: string, values: readonly unknown[] | undefined): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new pg.Query(text, values as unknown[] | undefined, (error: Error | undefined, result: unknown) =>
      error ? reject(error) : resolve(result as pg.QueryResult),
    );
    // node-postgres reads the name when it sends the query (its types do not declare it).
    (query as unknown as { name: string }).name = name;
    client.query(query);
  });
}

/** What node-postgres knows of a connection's server process, which it does not type. */
interface ConnectionFacts {
  host?: string;
  port?: number;
  processID?: number | null;
  secretKey?: number | null;
  connection?: { stream?: { destroy(): void } };
}

/**
 * Asks the server to cancel what `client` is running (PostgreSQL's cancel request, on a connection of its own): a
 * statement waiting for a lock or running long ends with an error, and its transaction can then only roll back. Best
 * effort: a server that does not answer does not hear it either.
 */
function requestCancel(client: pg.PoolClient): void {
  const { host, port, processID, secretKey } = client as unknown as ConnectionFacts;
  if (typeof processID !== "number" || typeof secretKey !== "number" || !host || !port) {
    return;
  }
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80_877_102, 4); // the cancel request code, 1234 5678
  message.writeInt32BE(processID, 8);
  message.writeInt32BE(secretKey, 12);
  const socket = host.startsWith("/") ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
  socket.setTimeout(5000, () => socket.destroy());
  socket.on("error", () => undefined);
  socket.on("connect", () => socket.end(message));
}

/**
 * How long a statement that decides the outcome (a commit) is given, once aborted, to complete or be cancelled: on a
 * database that answers, the cancel request takes milliseconds. Past it the database is not answering at all, and the
 * connection is cut: whether that commit was applied cannot be known (see outcomeUnknown).
 */
export const DECIDING_GRACE_MS = 250;

/** The answer when the database stopped answering while a commit was under way. */
const outcomeUnknown = () =>
  overloaded(
    "The database stopped answering while this request's change was being committed: it may have been applied. " +
      "Retry with the same Idempotency-Key to get its outcome.",
  );

/**
 * A pooled connection checked out for one operation, whose statements go through `statement`. Until `abort`, it
 * serves; at `abort` it makes sure that the operation changes nothing it has not already committed: the running
 * statement is cancelled, and unless that statement decides the outcome (a COMMIT, or a write that commits by itself),
 * the connection is cut at once (the server rolls back what was not committed) and every later statement refused.
 * A deciding statement is waited for: it either completes (the work succeeded after all, and says so) or is cancelled;
 * if neither happens within DECIDING_GRACE_MS the database is not answering, and the connection is cut then.
 */
export class Checkout {
  #aborted: { reason: unknown } | undefined;
  #deciding = false;
  /** Whether the connection was cut while a deciding statement was under way. */
  #cutWhileDeciding = false;
  /** Whether the connection must not go back to the pool (cut, lost or timed out). */
  broken = false;

  constructor(readonly client: pg.PoolClient) {}

  get aborted(): boolean {
    return this.#aborted !== undefined;
  }

  /** Runs one statement; `deciding` when its completion commits the operation's changes. */
  async statement<Row>(sql: string, params: readonly unknown[] | undefined, deciding = false): Promise<Row[]> {
    if (this.#aborted) {
      throw this.#aborted.reason;
    }
    this.#deciding = deciding;
    try {
      const result = await prepared(this.client, statementName(sql), sql, params);
      return result.rows as Row[];
    } catch (error) {
      // Cut by abort: the abort's reason, not the lost connection, is what the caller is told.
      throw !deciding ? (this.#abortReason() ?? error) : error;
    } finally {
      this.#deciding = false;
    }
  }

  /** Sends a statement that is not prepared (BEGIN, COMMIT, ROLLBACK). */
  async plain(sql: "BEGIN" | "COMMIT" | "ROLLBACK", deciding = false): Promise<void> {
    if (this.#aborted && sql !== "ROLLBACK") {
      throw this.#aborted.reason;
    }
    this.#deciding = deciding;
    try {
      await this.client.query(sql);
    } catch (error) {
      throw this.#cutWhileDeciding ? outcomeUnknown() : error;
    } finally {
      this.#deciding = false;
    }
  }

  #abortReason(): unknown {
    return this.#aborted?.reason;
  }

  abort(reason: unknown): void {
    if (this.#aborted) {
      return;
    }
    this.#aborted = { reason };
    requestCancel(this.client);
    if (!this.#deciding) {
      this.#cut();
      return;
    }
    const grace = setTimeout(() => {
      if (this.#deciding) {
        this.#cutWhileDeciding = true;
        this.#cut();
      }
    }, DECIDING_GRACE_MS);
    grace.unref();
  }

  #cut(): void {
    this.broken = true;
    (this.client as unknown as ConnectionFacts).connection?.stream?.destroy();
  }
}
