/** Maps a database error to the error the caller should see, or undefined when it is not its own. */
export type ErrorMapper = (error: unknown) => Error | undefined;

export interface WriteOptions {
  /** Names the failure the caller knows how to explain (a unique key taken). */
  onError?: ErrorMapper | undefined;
  /**
   * The row the write changes (for example "applications/app_…"): a second write of the same row is not queued with
   * the first (in one statement it would not see the first, nor may a row change twice); the first is sent before it.
   */
  row?: string | undefined;
}

/** What the storage modules need from a database: parameterised queries and explicit transactions. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * A write (INSERT, UPDATE or DELETE, without RETURNING) whose rows are not needed. In a transaction it is queued, and
   * the queued writes go to the database together, as one statement, before the next query or at the commit: a
   * transaction of writes alone is that one statement, one round trip. Writes queued together run on one snapshot, so
   * none sees what another changes (a write that needs another's effect must come after a query; a row changed twice
   * must be named by `row`). A failure of the batch fails the transaction there, mapped by the first `onError` of the
   * batch that recognises it. Outside a transaction it runs at once.
   */
  write(sql: string, params?: readonly unknown[], options?: WriteOptions): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The bytes of content the transaction writes (an upload's): it then waits for a place in the bulk lane (see
   * bulk-lane.ts) rather than in the pool's queue, and its deadline grows with the bytes.
   */
  bulkBytes?: number | undefined;
}

export interface Database extends Queryable {
  readonly kind: "postgres" | "pglite";
  /**
   * Runs fn in one transaction: committed when it resolves, rolled back when it throws. A refusal (503, the database
   * busy or past its deadline) comes once the transaction is known not to commit: it has written nothing.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** SQLSTATE of a unique-constraint violation, and a guard for driver errors that carry a code. */
export const UNIQUE_VIOLATION = "23505";
export const isDatabaseError = (error: unknown, code: string): error is Error & { code: string; constraint?: string; table?: string } =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;

interface QueuedWrite extends WriteOptions {
  sql: string;
  params: readonly unknown[];
}

/**
 * One statement of several writes: each becomes a data-modifying WITH query (PostgreSQL runs each exactly once, to
 * completion, and the statement is atomic), its parameters renumbered after those of the writes before it.
 */
export function combinedWrites(writes: readonly { sql: string; params: readonly unknown[] }[]): { sql: string; params: unknown[] } {
  if (writes.length === 1) {
    const [only] = writes as [{ sql: string; params: readonly unknown[] }];
    return { sql: only.sql, params: [...only.params] };
  }
  const params: unknown[] = [];
  for (const write of writes) {
    params.push(...write.params);
  }
  return { sql: combinedText(writes), params };
}

type Write = { sql: string; params: readonly unknown[] };

function buildCombinedText(writes: readonly Write[]): string {
  let offset = 0;
  const parts = writes.map((write, index) => {
    const shift = offset;
    offset += write.params.length;
    return `w${index} AS (${write.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`)})`;
  });
  return `WITH ${parts.join(",\n")}\nSELECT 1`;
}

/** Combined texts already made, found by their writes' texts in order, with the parameter counts they were made for. */
interface CombinedNode {
  next: Map<string, CombinedNode>;
  made?: { sql: string; counts: number[] };
}
const combinedTexts: CombinedNode = { next: new Map() };
/** The code has a bounded number of write sequences; past this many, texts are made each time instead of kept. */
const MAX_COMBINED_NODES = 2000;
let combinedNodes = 0;

/**
 * The text of `writes` combined: the same sequence of statements gives the same text (a create sends the same five
 * writes every time), so it is made once and then found without building, renumbering or digesting it again.
 */
function combinedText(writes: readonly Write[]): string {
  let node = combinedTexts;
  for (const write of writes) {
    let child = node.next.get(write.sql);
    if (!child) {
      if (combinedNodes >= MAX_COMBINED_NODES) {
        return buildCombinedText(writes);
      }
      child = { next: new Map() };
      node.next.set(write.sql, child);
      combinedNodes++;
    }
    node = child;
  }
  const made = node.made;
  if (made && writes.every((write, index) => write.params.length === made.counts[index])) {
    return made.sql;
  }
  const sql = buildCombinedText(writes);
  node.made = { sql, counts: writes.map((write) => write.params.length) };
  return sql;
}

/**
 * The queue of a transaction's writes over `run` (the transaction's own query function): `tx` for the work, `flush`
 * to send what is queued (before a query, and at the end).
 */
export function writeQueue(run: Queryable["query"]): { tx: Queryable; flush: () => Promise<void> } {
  let queued: QueuedWrite[] = [];
  const flush = async () => {
    if (queued.length === 0) {
      return;
    }
    const batch = queued;
    queued = [];
    const { sql, params } = combinedWrites(batch);
    try {
      await run(sql, params);
    } catch (error) {
      for (const write of batch) {
        const mapped = write.onError?.(error);
        if (mapped) {
          throw mapped;
        }
      }
      throw error;
    }
  };
  return {
    tx: {
      query: async (sql, params) => {
        await flush();
        return run(sql, params);
      },
      write: async (sql, params = [], options = {}) => {
        if (options.row !== undefined && queued.some((write) => write.row === options.row)) {
          await flush();
        }
        queued.push({ sql, params, ...options });
      },
    },
    flush,
  };
}

/** `write` outside a transaction: at once, its error mapped. */
export const writeNow =
  (run: Queryable["query"]): Queryable["write"] =>
  async (sql, params, options) => {
    try {
      await run(sql, params);
    } catch (error) {
      throw options?.onError?.(error) ?? error;
    }
  };
