import { createServer } from "node:http";
import express from "express";
import pg from "pg";
import postgres from "postgres";
import { loadConfig } from "../src/platform/config.ts";
import { openRuntime } from "../src/runtime.ts";
import { listen } from "../src/server.ts";
import { BENCH_OPERATOR, type Fixtures, prepareFixtures } from "./fixtures.ts";
import { monitoringControls } from "./monitoring-controls.ts";

/**
 * The process under load: a bare Express "hello" app and the real app, side by side, measured one at a time by
 * bench/run.ts from another process. Prints one JSON line with their URLs and the fixtures the scenarios need.
 */
const bare = express();
bare.get("/hello", (_req, res) => {
  res.json({ hello: "world" });
});

// Rate limits stay on, as deployed, with budgets the load never reaches: the cost of checking them is measured.
const config = loadConfig({
  RATE_LIMIT_API: "10000000",
  RATE_LIMIT_OAUTH: "10000000",
  RATE_LIMIT_ADDRESS: "10000000",
  RATE_LIMIT_PAGE: "10000000",
  // The uploads' phase sends gigabytes: the clients' daily budget of document bytes is the largest allowed.
  DOCUMENT_BYTES_PER_DAY: String(2 ** 40),
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? "memory://",
  LOG_LEVEL: "silent",
});
const runtime = await openRuntime({ config });
const { db } = runtime;
// The second baseline: bare Express plus one prepared query, the ceiling for a request that needs one round trip.
// On PostgreSQL, its own pool of the app's size and a named statement; on PGlite, the same embedded database.
const pool = db.kind === "postgres" ? new pg.Pool({ connectionString: config.database.url, max: config.database.poolSize }) : undefined;
const ONE_QUERY = "SELECT application_id, status FROM applications WHERE application_id = $1";
bare.get("/one-query", async (_req, res) => {
  const rows = pool
    ? (await pool.query({ name: "bench_one_query", text: ONE_QUERY, values: ["app_unknown"] })).rows
    : await db.query(ONE_QUERY, ["app_unknown"]);
  res.json({ found: rows.length });
});
// The other PostgreSQL driver, measured the same way: postgres.js with its own pool of the same size, the statement
// prepared by the driver (PostgreSQL only).
const sql = db.kind === "postgres" ? postgres(config.database.url, { max: config.database.poolSize, prepare: true }) : undefined;
bare.get("/one-query-postgres-js", async (_req, res) => {
  const rows = sql ? await sql.unsafe(ONE_QUERY, ["app_unknown"], { prepare: true }) : [];
  res.json({ found: rows.length });
});
// A list page's ceiling: the app's query for a client's first page of 20, its stored views spliced into the answer.
const ONE_PAGE = "SELECT application_id, resource FROM applications WHERE client_id = $1 ORDER BY application_id DESC LIMIT $2";
bare.get("/one-page", async (req, res) => {
  const values = [String(req.query.client), 21];
  const rows = (pool ? (await pool.query({ name: "bench_one_page", text: ONE_PAGE, values })).rows : await db.query(ONE_PAGE, values)) as {
    resource: string;
  }[];
  const data = rows.slice(0, 20).map((row) => row.resource);
  res.type("json").send(`{"data":[${data.join(",")}],"has_more":${rows.length > 20},"links":{"next":null}}`);
});
// A retrieve's same-work floor: the one statement that reads an application's stored view, answered as the app
// answers it ({"data": …} with its ETag), with nothing else around it.
const ONE_RETRIEVE = "SELECT resource, version FROM applications WHERE application_id = $1 AND client_id = $2";
bare.get("/one-retrieve", async (req, res) => {
  const values = [String(req.query.id), String(req.query.client)];
  const [row] = (
    pool ? (await pool.query({ name: "bench_one_retrieve", text: ONE_RETRIEVE, values })).rows : await db.query(ONE_RETRIEVE, values)
  ) as {
    resource: string;
    version: number;
  }[];
  res.set("ETag", `"${req.query.id}.${row?.version}"`).type("json").send(`{"data":${row?.resource}}`);
});
// A create's same-work floor: the rows a create writes — the application (its stored view with it), its event, a
// delivery per subscription, the idempotency record holding the response, the audit line — in one statement, with
// the stored view of the fixtures' application as the body, and no validation, no reading, no transaction around it.
const ONE_CREATE = `
  WITH app AS (
    INSERT INTO applications (application_id, client_id, application_type, status, customer_id, account_id, product_id, asset_type_id,
                              terms_and_conditions_accepted, information_attested, details, created_at, updated_at, resource, view_version)
    SELECT $1, client_id, application_type, status, $2, $3, product_id, asset_type_id, terms_and_conditions_accepted, information_attested,
           details, now(), now(), resource, view_version FROM applications WHERE application_id = $4
    RETURNING application_id, client_id, resource),
  event AS (
    INSERT INTO events (event_id, client_id, event_type, application_id, status, event_date, data, sequence)
    SELECT $5, client_id, 'APPLICATION_CREATED', application_id, 'DRAFT', now(), jsonb_build_object('application_id', application_id), 1 FROM app
    RETURNING event_id, client_id),
  delivery AS (
    INSERT INTO deliveries (delivery_id, subscription_id, client_id, event_id, ordering_key, status, attempts, next_attempt_at, created_at, updated_at)
    SELECT 'dlv_' || $5 || s.subscription_id, s.subscription_id, event.client_id, event.event_id, $1, 'PENDING', 0, now(), now(), now()
    FROM event JOIN subscriptions s ON s.client_id = event.client_id AND s.enabled),
  idempotency AS (
    INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, created_at, expires_at, response_status, response_headers, response_body)
    SELECT client_id, 'POST', '/v1/applications', $1, md5($1), 'completed', now(), now() + interval '1 day', 201, '{}'::jsonb, resource FROM app)
  INSERT INTO audit_log (at, actor_type, actor_id, action, object_id, request_id, outcome, status)
  SELECT now(), 'client', client_id, 'createApplication', application_id, $1, 'succeeded', 201 FROM app
  RETURNING (SELECT resource FROM app)`;
let created = 0;
bare.post("/one-create", async (req, res) => {
  const id = `${process.pid}-${Date.now().toString(36)}-${++created}`;
  const values = [`app_floor_${id}`, `cust-floor-${id}`, `acct-floor-${id}`, String(req.query.template), `evt_floor_${id}`];
  const [row] = (
    pool ? (await pool.query({ name: "bench_one_create", text: ONE_CREATE, values })).rows : await db.query(ONE_CREATE, values)
  ) as {
    resource: string;
  }[];
  res.status(201).type("json").send(`{"data":${row?.resource}}`);
});
// The store's raw insert rate, to compare a create with: one prepared INSERT of one small row, committed.
await db.exec("CREATE TABLE IF NOT EXISTS bench_inserts (id text PRIMARY KEY, at timestamptz NOT NULL)");
const ONE_INSERT = "INSERT INTO bench_inserts (id, at) VALUES ($1, now())";
let inserted = 0;
const insertId = () => `${process.pid}-${Date.now()}-${++inserted}`;
bare.post("/one-insert", async (_req, res) => {
  if (pool) {
    await pool.query({ name: "bench_one_insert", text: ONE_INSERT, values: [insertId()] });
  } else {
    await db.query(ONE_INSERT, [insertId()]);
  }
  res.status(201).json({ inserted: true });
});
// A console session for the queue's scenarios, made when they start (sessions end after 15 idle minutes).
bare.post("/console-session", async (_req, res) => {
  const signedIn = await db.transaction((tx) => runtime.modules.operators.signInWithEmail(tx, BENCH_OPERATOR));
  res.json({ cookie: `console_session=${signedIn?.token}` });
});
// The floors are bare Express as Express hosts it (app.listen: http.createServer(app)); BENCH_BARE_HOSTED=1 serves them
// as the app is served (requests built with the app's prototypes, src/server.ts), to compare the two on one stack.
const bareServer = await listen(bare, 0, "127.0.0.1", undefined, process.env.BENCH_BARE_HOSTED === "1" ? undefined : createServer(bare));
const server = await runtime.listen(0, "127.0.0.1");
// The monitoring phase sets up its customers, loads its list versions and runs monitoring here (bench/monitoring.ts);
// it has no use for the review queue's cases.
const monitoring = process.env.BENCH_MONITORING === "1";
const fixtures: Fixtures = {
  ...(await prepareFixtures({
    auth: runtime.auth,
    url: server.url,
    db,
    modules: runtime.modules,
    ...(monitoring ? { queueCases: 0 } : {}),
  })),
  // What DPoP proofs name as their htu's origin.
  publicUrl: config.publicUrl,
};
if (monitoring) {
  monitoringControls(bare, runtime, fixtures.clientId as string);
}
// The webhook phase runs the server as deployed by default: with its in-process delivery worker.
const worker = process.env.BENCH_WEBHOOK_WORKER === "1" ? await runtime.worker() : undefined;
worker?.start();
// The webhook phase pauses and resumes delivery to build a backlog: SIGUSR1 stops the worker, SIGUSR2 starts it.
process.on("SIGUSR1", () => void worker?.stop());
process.on("SIGUSR2", () => worker?.start());

process.stdout.write(`${JSON.stringify({ bare: bareServer.url, app: server.url, database: db.kind, fixtures })}\n`);
process.on("SIGTERM", async () => {
  await bareServer.close(1000);
  await runtime.close(1000);
  await pool?.end();
  await sql?.end();
  process.exit(0);
});
