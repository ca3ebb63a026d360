/** What the storage modules need from a database: parameterised queries and explicit transactions. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: "postgres" | "pglite";
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** SQLSTATE of a unique-constraint violation, and a guard for driver errors that carry a code. */
export const UNIQUE_VIOLATION = "23505";
export const isDatabaseError = (error: unknown, code: string): error is Error & { code: string; constraint?: string } =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
