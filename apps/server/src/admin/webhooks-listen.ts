import { setTimeout as sleep } from "node:timers/promises";
import { type EventType, EventTypeSchema } from "@onboarding/core";
import { encodeTime } from "ulid";
import { recordCommand } from "../audit/audit.ts";
import { clientsStore } from "../auth/clients-store.ts";
import { servedEnvironments } from "../db/served-environments.ts";
import { type EventRow, eventsStore } from "../events/events-store.ts";
import { eventOf } from "../events/views.ts";
import { AdminInputError } from "../platform/errors.ts";
import { send } from "../webhooks/sender.ts";
import { generateSigningSecret, signedHeaders } from "../webhooks/signing.ts";
import { systemResolver, type UrlPolicy } from "../webhooks/url-policy.ts";
import type { AdminContext, AdminResult } from "./admin-context.ts";

const USAGE = "Usage: webhooks listen --client CLIENT_ID --forward-to URL [--events TYPE,TYPE] [--secret whsec_…]";

/**
 * How far back each poll reads again: an event's id is taken when its transaction writes it, so one that commits
 * after a later one (or on an instance whose clock is a little behind) still turns up. Seen ids are skipped.
 */
const LOOKBACK_MS = 30_000;
/** Events read per query. */
const PAGE = 100;
/** The operator chose the receiver (a local one, usually): no public-address rule, unlike subscriptions'. */
const ANY_URL: UrlPolicy = { publicOnly: false, resolve: systemResolver };
/** The subscription id the forwarded requests name, where real deliveries name their subscription's. */
const SUBSCRIPTION_ID = "listen";

/** Whether a command line runs until stopped (so the CLI turns Ctrl-C into a clean stop for it). */
export const runsUntilStopped = (args: readonly string[]) => args[0] === "webhooks" && args[1] === "listen";

interface ListenOptions {
  client?: string | undefined;
  "forward-to"?: string | undefined;
  events?: string | undefined;
  secret?: string | undefined;
}

/**
 * Refuses production: the command's own environment, and a database that a production server has run on (on
 * PostgreSQL the command line reads the database itself, so a development shell could point it at production's).
 */
async function refuseProduction(context: AdminContext): Promise<void> {
  const served = context.config.env === "production" ? [] : await servedEnvironments.list(context.db);
  if (context.config.env === "production" || served.includes("production")) {
    throw new AdminInputError(
      `webhooks listen is for development and sandbox: ${context.config.env === "production" ? "" : "this database has served production (a server ran on it as ONBOARDING_ENV=production), and "}in production, events are delivered to subscriptions only (POST /v1/subscriptions).`,
    );
  }
}

/**
 * `webhooks listen --client ID --forward-to URL [--events A,B] [--secret whsec_…]`, in development and sandbox: prints
 * a signing secret (new each run unless given), then forwards each new event of the client to the URL, signed with it
 * as real deliveries are signed (Standard Webhooks headers), one line per event, until `context.signal` stops it.
 * Nothing is recorded about the forwarded requests and a failed one is not retried: it is a developer's tap on the log.
 * Its start is in the audit trail as soon as it forwards (`admin webhooks listen start`), beside the line of its end,
 * which a killed process never writes.
 */
export async function webhooksListenCommand(options: ListenOptions, context: AdminContext): Promise<AdminResult & { objectId: string }> {
  await refuseProduction(context);
  const clientId = need(options.client, "--client");
  const url = forwardTarget(need(options["forward-to"], "--forward-to"));
  const types = eventTypes(options.events);
  const secret = options.secret === undefined ? generateSigningSecret() : signingSecret(options.secret);
  const { signal } = context;
  if (!signal) {
    throw new AdminInputError("webhooks listen runs until it is stopped: run it from the command line (pnpm admin webhooks listen …).");
  }
  if (!(await clientsStore.findClient(context.db, clientId))) {
    throw new AdminInputError(`No client ${clientId}.`);
  }

  let buffered = "";
  const print =
    context.output ??
    ((text: string) => {
      buffered += text;
    });
  const { db, clock } = context;
  const seen = new Set<string>();
  let forwarded = 0;

  async function forward(row: EventRow): Promise<void> {
    const body = JSON.stringify(eventOf(row));
    const headers = signedHeaders([secret], { eventId: row.event_id, subscriptionId: SUBSCRIPTION_ID }, clock.now(), body);
    const result = await send(url, headers, body, ANY_URL);
    forwarded += 1;
    const outcome = result.statusCode === null ? result.errorClass : String(result.statusCode);
    print(`${row.event_date.toISOString()}  ${row.event_type}  ${row.event_id}  → ${outcome} (${result.latencyMs} ms)\n`);
  }

  /**
   * Forwards the events of the last LOOKBACK_MS not seen yet (at the start, only marks those there already as seen:
   * what happened before is not forwarded); how many it forwarded.
   */
  async function round(forwarding = true): Promise<number> {
    const from = `evt_${encodeTime(Math.max(0, clock.now().getTime() - LOOKBACK_MS), 10)}`;
    for (const id of seen) {
      if (id < from) {
        seen.delete(id);
      }
    }
    let after = from;
    let count = 0;
    for (;;) {
      const rows = await eventsStore.newer(db, clientId, after, PAGE);
      for (const row of rows) {
        if (signal?.aborted) {
          return count;
        }
        if (!seen.has(row.event_id)) {
          seen.add(row.event_id);
          if (forwarding && (!types || types.has(row.event_type))) {
            await forward(row);
            count += 1;
          }
        }
      }
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) {
        return count;
      }
      after = last.event_id;
    }
  }

  await round(false);
  await recordCommand(db, clock, { operator: context.operator ?? "operator", name: "webhooks listen start", objectId: clientId, code: 0 });
  print(
    `Forwarding the new ${types ? [...types].join(", ") : "events"} of ${clientId} to ${url}, signed as deliveries are; Ctrl-C stops.\n` +
      `Signing secret (verify with it): ${secret}\n`,
  );
  while (!signal.aborted) {
    let count = 0;
    try {
      count = await round();
    } catch (error) {
      print(`Reading the events failed (${error instanceof Error ? error.message : String(error)}); trying again.\n`);
    }
    if (count === 0) {
      await sleep(context.config.webhooks.pollMs, undefined, { signal }).catch(() => undefined);
    }
  }
  print(`Stopped: ${forwarded} ${forwarded === 1 ? "event" : "events"} forwarded.\n`);
  return { code: 0, stdout: buffered, stderr: "", objectId: clientId };
}

function need(value: string | undefined, name: string): string {
  if (!value) {
    throw new AdminInputError(`${name} is required.\n${USAGE}`);
  }
  return value;
}

function forwardTarget(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new AdminInputError(`--forward-to must be an http or https URL, such as http://localhost:4242/hook (not ${value}).`);
  }
  return url.href;
}

function eventTypes(value: string | undefined): Set<EventType> | undefined {
  if (value === undefined) {
    return undefined;
  }
  const types = value
    .split(",")
    .map((type) => type.trim())
    .filter(Boolean);
  const unknown = types.filter((type) => !EventTypeSchema.safeParse(type).success);
  if (unknown.length > 0 || types.length === 0) {
    throw new AdminInputError(
      `--events: ${unknown.length > 0 ? `unknown event type ${unknown.join(", ")}` : "name at least one event type"} (${EventTypeSchema.options.join(", ")}).`,
    );
  }
  return new Set(types as EventType[]);
}

/** A given secret: whsec_ and the base64 of 24 to 64 bytes, as Standard Webhooks asks and subscriptions' are. */
function signingSecret(value: string): string {
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
  const bytes = key ? Buffer.from(key, "base64").length : 0;
  if (bytes < 24 || bytes > 64) {
    throw new AdminInputError("--secret must be whsec_ and the base64 of 24 to 64 bytes (or leave it out for a new one).");
  }
  return value;
}
