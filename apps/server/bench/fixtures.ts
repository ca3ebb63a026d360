import { generateKeyPairSync } from "node:crypto";
import { clientKeyOf } from "../src/auth/client-keys.ts";
import type { Auth } from "../src/auth/index.ts";
import type { Database } from "../src/db/database.ts";
import type { Modules } from "../src/services.ts";
import { individualApplication } from "../test/fixtures.ts";

export type Fixtures = Record<string, string>;

/** Open cases in the review console's queue, for its scenarios. */
export const QUEUE_CASES = 10_000;

/**
 * What the scenarios need that only the server process can make: an API client registered in its database, and a
 * review console with QUEUE_CASES open cases (copies of one submitted application, each with its case, deadlines an
 * hour apart) and a signed-in operator's session.
 */
export async function prepareFixtures({
  auth,
  db,
  modules,
  queueCases = QUEUE_CASES,
}: {
  auth: Auth;
  url: string;
  db: Database;
  modules: Modules;
  /** The open cases to make (none for a phase without the queue's scenarios). */
  queueCases?: number;
}): Promise<Fixtures> {
  const client = await auth.clients.register({
    name: "bench",
    scopes: ["applications:read", "applications:write", "customers:read", "accounts:read", "subscriptions:read", "subscriptions:write"],
  });
  const template = await db.transaction((tx) =>
    modules.applications.create({ db: tx, clientId: client.client_id }, individualApplication() as never),
  );
  const openedAt = new Date();
  // A thousand at a time: each statement well within the database's deadline.
  for (let from = 1; from <= queueCases; from += 1000) {
    const to = Math.min(from + 999, queueCases);
    await db.query(
      `INSERT INTO applications
       SELECT (jsonb_populate_record(NULL::applications, to_jsonb(a) || jsonb_build_object(
         'application_id', 'app_bench' || lpad(g::text, 22, '0'), 'customer_id', 'cust-bench-' || g, 'account_id', 'acct-bench-' || g,
         'status', 'SUBMITTED'))).*
       FROM applications a, generate_series($2::int, $3::int) g WHERE a.application_id = $1`,
      [template.id, from, to],
    );
    await db.query(
      `INSERT INTO review_cases (case_id, application_id, client_id, reason, status, opened_at, due_at)
       SELECT 'case_' || lpad(g::text, 26, '0'), 'app_bench' || lpad(g::text, 22, '0'), $1, 'SUBMISSION', 'OPEN', $4::timestamptz,
              $4::timestamptz + make_interval(hours => g)
       FROM generate_series($2::int, $3::int) g`,
      [client.client_id, from, to, openedAt],
    );
  }
  await db.transaction((tx) => modules.operators.create(tx, { email: BENCH_OPERATOR, name: "Bench operator", roles: "reviewer,approver" }));
  const middle = queueCases / 2;
  // A bank's client: private_key_jwt and DPoP only (fapi2), its private key handed to the load generator.
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const fapi2 = await auth.clients.registerWithKeys({
    name: "bench fapi2",
    scopes: ["applications:read", "applications:write"],
    authProfile: "fapi2",
    keys: [await clientKeyOf(publicKey.export({ format: "jwk" }))],
  });
  return {
    clientId: client.client_id,
    clientSecret: client.client_secret,
    /** An application of the client, with its stored view: what the retrieve's and the create's floors read and copy. */
    templateId: template.id,
    fapi2ClientId: fapi2.client_id,
    fapi2PrivateKey: privateKey.export({ format: "pem", type: "pkcs8" }) as string,
    /** The cursor of the queue's page halfway down: the deadline and id of the case before it. */
    queueMiddle: `${openedAt.getTime() + middle * 3_600_000}.case_${String(middle).padStart(26, "0")}`,
  };
}

/** The operator the queue's scenarios sign in as (a session made just before they run: sessions end when idle). */
export const BENCH_OPERATOR = "bench.operator@example.com";
