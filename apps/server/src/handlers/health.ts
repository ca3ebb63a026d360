import type { Database } from "../db/database.ts";
import type { Handler } from "../http/handler.ts";

const READY_TIMEOUT_MS = 2000;

export const getLiveness: Handler = async () => ({ status: 200, body: { status: "ok" } });

/** Ready when the database answers a query within two seconds. */
export const readiness =
  (db: Database): Handler =>
  async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.query("SELECT 1"), timeout]);
      return { status: 200, body: { status: "ok", checks: { database: "ok" } } };
    } catch {
      return { status: 503, body: { status: "unavailable", checks: { database: "failed" } } };
    } finally {
      clearTimeout(timer);
    }
  };
