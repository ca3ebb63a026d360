import { parseArgs } from "node:util";
import { recordCommand } from "../audit/audit.ts";
import { auditStore } from "../audit/audit-store.ts";
import { parseScopes } from "../auth/clients.ts";
import type { Config } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { refreshStatistics } from "../db/probes.ts";
import { AdminInputError } from "../errors.ts";
import { purgeExpired } from "../maintenance.ts";
import { clientLimitsStore } from "../rate-limits/client-limits-store.ts";
import type { AdminContext, AdminResult } from "./admin-context.ts";
import { brandingCommand } from "./branding.ts";
import { decideCommand, productsCommand } from "./catalog-and-review.ts";
import { documentsCommand } from "./documents.ts";
import { reencryptAll } from "./reencrypt.ts";
import { verificationsCommand } from "./verifications.ts";
import { webhooksListenCommand } from "./webhooks-listen.ts";

export type { AdminContext, AdminResult };

export const USAGE = `Usage: pnpm admin <command> [options]

  migrate                                        apply pending database migrations
  clients create --name N --scopes "a b" [--json]  register an API client (its secret is shown once)
  clients list [--json]                          list clients
  clients rotate-secret ID [--grace 24h] [--json]  new secret; the old one works for the grace period
  clients revoke-secret ID SECRET_ID             stop a secret at once
  clients disable ID | clients enable ID         refuse (or allow again) a client; disabling cuts off its tokens
  clients rate-limit ID [--api N] [--oauth N] | clients rate-limit ID --reset
                                                 the client's own requests per window on /v1 and /oauth
                                                 (every instance applies it within 5 s)
  clients branding ID [--display-name N] [--logo-url URL] [--accent-color #rrggbb] [--terms-url URL]
    [--privacy-url URL] | clients branding ID --reset
                                                 the client's default branding of the hosted page, for every
                                                 session it creates (a session's own branding goes first)
  keys rotate [--json]                           new token signing key; tokens signed by the old one stay valid
  keys reencrypt [--json]                        after putting a new key first in ENCRYPTION_KEYS: move every
                                                 stored value to it, so older keys can be removed
  applications decide ID approve|reject|request-changes [--fields "/a /b"] [--reason R] [--json]
                                                 the review decision (production has no sandbox endpoint);
                                                 approval waits for the verification checks: --override-reason R
                                                 approves over FAILED ones
  documents review DOCUMENT_ID accept|reject [--reason-code CODE] [--reason R] [--json]
                                                 the review's verdict on a document (production has no sandbox endpoint)
  verifications list APPLICATION_ID [--json]     the checks of the application's latest submission
  verifications set VERIFICATION_ID passed|failed|needs-review [--reason R] [--json]
                                                 set a check's outcome (clearing one that needs review takes
                                                 a reason)
  products list [--json]                         the catalog: products and the asset types each allows
  products create PRODUCT_ID --name "Description"  add a product
  products add-asset-type PRODUCT_ID ASSET_TYPE_ID | products remove-asset-type PRODUCT_ID ASSET_TYPE_ID
  purge                                          drop expired idempotency keys, revocations and counters now
                                                 (and refresh the embedded database's planner statistics)
  audit [--client ID] [--since 24h|2026-11-22T10:00:00Z] [--limit N] [--json]
                                                 the audit trail: every change through the API and every
                                                 operator command, newest first; the later repeats of a
                                                 refusal or a replay in its minute are one line with their
                                                 number (failed 429 ×7,808)
  webhooks listen --client ID --forward-to URL [--events TYPE,TYPE] [--secret whsec_…]
                                                 development and sandbox: prints a signing secret, then forwards
                                                 the client's new events to URL, signed as deliveries are, until
                                                 Ctrl-C

The database is DATABASE_URL (postgres://…, memory://), or the embedded one under .data/ when unset.
With the embedded database and a running server, commands are carried out by that server.`;

const DURATION = /^(\d+)(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function parseDuration(value: string): number {
  const match = DURATION.exec(value);
  if (!match) {
    throw new AdminInputError(`Not a duration: ${value} (use for example 30m, 24h, 7d).`);
  }
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

function tokenHint(config: Config, clientId: string, secret: string, scopes: string[]): string {
  const scope = scopes.includes("applications:write") ? "applications:read applications:write" : (scopes[0] ?? "");
  return `curl -s -X POST -u '${clientId}:${secret}' '${config.publicUrl}/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(scope)}'`;
}

const OPTIONS = {
  name: { type: "string" },
  scopes: { type: "string" },
  grace: { type: "string" },
  json: { type: "boolean" },
  fields: { type: "string" },
  reason: { type: "string" },
  "reason-code": { type: "string" },
  "override-reason": { type: "string" },
  api: { type: "string" },
  oauth: { type: "string" },
  reset: { type: "boolean" },
  client: { type: "string" },
  since: { type: "string" },
  limit: { type: "string" },
  "forward-to": { type: "string" },
  events: { type: "string" },
  secret: { type: "string" },
  "display-name": { type: "string" },
  "logo-url": { type: "string" },
  "accent-color": { type: "string" },
  "terms-url": { type: "string" },
  "privacy-url": { type: "string" },
} as const;
type Parsed = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;

/**
 * The commands that only read. Every other known command leaves a line in the audit trail, whether it succeeded or
 * failed, so a command added to the switch below is audited unless it is listed here. Unknown words leave none (they
 * could be anything, personal data included).
 */
const READ_ONLY = new Set(["", "help", "clients list", "products list", "verifications list", "audit"]);

/**
 * Runs one operator command; its output is returned, so a running server can carry it out for the CLI. Every
 * command that changes something leaves a line in the audit trail, whether it succeeded or failed.
 */
export async function runAdminCommand(args: string[], context: AdminContext): Promise<AdminResult> {
  const parsed = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  const command = parsed.positionals.slice(0, 2).join(" ");
  if (READ_ONLY.has(command)) {
    return runCommand(command, parsed, context);
  }
  const record = (objectId: string | undefined, code: number) =>
    recordCommand(context.db, context.clock, { operator: context.operator ?? "operator", name: command, objectId, code });
  let result: CommandResult;
  try {
    result = await runCommand(command, parsed, context);
  } catch (error) {
    await record(parsed.positionals[2], 1);
    throw error;
  }
  if (!result.unknown) {
    await record(result.objectId ?? parsed.positionals[2], result.code);
  }
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
}

/** A command's answer, with the object it names and whether the command was known at all (for the audit trail). */
type CommandResult = AdminResult & { objectId?: string | undefined; unknown?: boolean };

/** The object a command's JSON answer names. */
function objectOf(json: unknown): string | undefined {
  const answer = (json ?? {}) as Record<string, unknown>;
  const id = answer.client_id ?? answer.id ?? answer.product_id ?? answer.kid;
  return typeof id === "string" ? id : undefined;
}

async function runCommand(command: string, { values, positionals }: Parsed, context: AdminContext): Promise<CommandResult> {
  const [, action, ...rest] = positionals;
  const out = (text: string, json: unknown) => ({
    code: 0,
    stdout: `${values.json ? JSON.stringify(json) : text}\n`,
    stderr: "",
    objectId: objectOf(json),
  });
  const { clients, revocations } = context.auth;
  try {
    switch (command) {
      case "migrate": {
        const applied = await migrate(context.db);
        return out(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.", { applied });
      }
      case "clients create": {
        if (!values.name || values.name.length > 200) {
          throw new AdminInputError("--name is required (at most 200 characters).");
        }
        const created = await clients.register({ name: values.name, scopes: parseScopes(values.scopes ?? "") });
        return out(
          `Client registered. The secret is shown once: store it now.\n  client_id:     ${created.client_id}\n  client_secret: ${created.client_secret}\n  secret_id:     ${created.secret_id}\n  scopes:        ${created.scopes.join(" ")}\nGet a token:\n  ${tokenHint(context.config, created.client_id, created.client_secret, created.scopes)}`,
          created,
        );
      }
      case "clients list": {
        const rows = await clients.list();
        const lines = rows.map(
          (row) =>
            `${row.client_id}  ${row.enabled ? "enabled " : "disabled"}  secrets:${row.active_secrets}  ${row.name}  [${row.scopes.join(" ")}]`,
        );
        return out(lines.join("\n") || "No clients.", rows);
      }
      case "clients rotate-secret": {
        const rotated = await clients.rotateSecret(required(rest[0], "ID"), parseDuration(values.grace ?? "24h"));
        return out(
          `New secret (shown once): ${rotated.client_secret}\n  secret_id: ${rotated.secret_id}\nThe previous secret stops working at ${rotated.previous_secrets_expire_at}.`,
          rotated,
        );
      }
      case "clients revoke-secret":
        return out("Secret revoked.", await clients.revokeSecret(required(rest[0], "ID"), required(rest[1], "SECRET_ID")));
      case "clients disable":
      case "clients enable": {
        const enabled = action === "enable";
        const result = await clients.setEnabled(required(rest[0], "ID"), enabled, revocations);
        return out(enabled ? "Client enabled." : "Client disabled; its tokens are refused.", result);
      }
      case "clients rate-limit": {
        const clientId = required(rest[0], "ID");
        if (values.reset) {
          await clientLimitsStore.reset(context.db, clientId);
          return out(`${clientId}: the configured rate limits apply again.`, { client_id: clientId, api: null, oauth: null });
        }
        const limits = { api: limitOption(values.api, "--api"), oauth: limitOption(values.oauth, "--oauth") };
        if (limits.api === null && limits.oauth === null) {
          throw new AdminInputError("Give --api N and/or --oauth N (requests per window), or --reset.");
        }
        if (!(await clientLimitsStore.set(context.db, clientId, limits, context.clock.now()))) {
          throw new AdminInputError(`No client ${clientId}.`);
        }
        return out(`${clientId}: ${limits.api ?? "default"} requests per window on /v1, ${limits.oauth ?? "default"} on /oauth.`, {
          client_id: clientId,
          ...limits,
        });
      }
      case "clients branding":
        return out(...(await brandingCommand(rest, values, context)));
      case "applications decide":
        return out(...(await decideCommand(rest, values, context)));
      case "documents review":
        return out(...(await documentsCommand(rest, values, context)));
      case "verifications list":
      case "verifications set":
        return out(...(await verificationsCommand(action as string, rest, values, context)));
      case "products list":
      case "products create":
      case "products add-asset-type":
      case "products remove-asset-type": {
        const result = await productsCommand(action as string, rest, values.name, context.db);
        return out(result.text, result.json);
      }
      case "purge": {
        const purged = await purgeExpired(context.db, context.clock);
        await refreshStatistics(context.db);
        return out(`Purged: ${JSON.stringify(purged)}`, purged);
      }
      case "keys reencrypt": {
        const counts = await reencryptAll(context.db, context.keyring);
        return out(`Re-encrypted with key ${context.keyring.currentKeyId}: ${JSON.stringify(counts)}`, counts);
      }
      case "audit": {
        const rows = await auditStore.list(context.db, {
          actorId: values.client,
          since: sinceOf(values.since ?? "24h", context.clock.now()),
          limit: limitOption(values.limit, "--limit") ?? 1000,
        });
        // A row that counts repeated refusals or replays (see audit-counts.ts) says how many: "failed 429 ×7,808".
        const lines = rows.map(
          (row) =>
            `${row.at.toISOString()}  ${row.actor_type}:${row.actor_id}  ${row.action}  ${row.object_id ?? "-"}  ${row.request_id}  ${row.outcome} ${row.status}${row.count > 1 ? ` ×${row.count.toLocaleString("en-US")}` : ""}`,
        );
        return out(lines.join("\n") || "Nothing recorded in that period.", rows);
      }
      case "webhooks listen":
        return await webhooksListenCommand(values, context);
      case "keys rotate": {
        const rotated = await context.auth.keys.rotate();
        return out(
          `New signing key ${rotated.kid}; tokens signed by ${rotated.retired.join(", ") || "earlier keys"} stay valid until they expire.`,
          rotated,
        );
      }
      default:
        return { code: 2, stdout: "", stderr: `Unknown command: ${command || "(none)"}\n\n${USAGE}\n`, unknown: true };
    }
  } catch (error) {
    if (error instanceof AdminInputError) {
      return { code: 2, stdout: "", stderr: `${error.message}\n` };
    }
    throw error;
  }
}

/** --since: a duration back from now (24h, 7d) or an instant (2026-11-22T10:00:00Z). */
function sinceOf(value: string, now: Date): Date {
  if (DURATION.test(value)) {
    return new Date(now.getTime() - parseDuration(value));
  }
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(instant.getTime())) {
    throw new AdminInputError(`--since: use a duration (24h, 7d) or an ISO 8601 instant, not ${value}.`);
  }
  return instant;
}

function limitOption(value: string | undefined, name: string): number | null {
  if (value === undefined) {
    return null;
  }
  if (!/^[1-9]\d{0,8}$/.test(value)) {
    throw new AdminInputError(`${name} must be a positive whole number of requests.`);
  }
  return Number(value);
}

export function required(value: string | undefined, name: string): string {
  if (!value) {
    throw new AdminInputError(`${name} is required.\n\n${USAGE}`);
  }
  return value;
}
