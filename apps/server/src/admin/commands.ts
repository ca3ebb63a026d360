import { readFile } from "node:fs/promises";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { recordCommand } from "../audit/audit.ts";
import { auditStore } from "../audit/audit-store.ts";
import { type ClientKey, clientKeysOf, KeyRefused } from "../auth/client-keys.ts";
import { parseScopes } from "../auth/clients.ts";
import type { AuthProfile } from "../auth/clients-store.ts";
import { parseSourceAddresses } from "../auth/source-addresses.ts";
import { migrate } from "../db/migrate.ts";
import { refreshStatistics } from "../db/probes.ts";
import { purgeExpired } from "../maintenance.ts";
import type { Operator } from "../operators/operators.ts";
import type { Config } from "../platform/config.ts";
import { DURATION, durationMs } from "../platform/duration.ts";
import { AdminInputError } from "../platform/errors.ts";
import { clientLimitsStore } from "../rate-limits/client-limits-store.ts";
import type { AdminContext, AdminResult } from "./admin-context.ts";
import { brandingCommand } from "./branding.ts";
import { decideCommand, productsCommand } from "./catalog-and-review.ts";
import { documentsCommand } from "./documents.ts";
import { reencryptAll } from "./reencrypt.ts";
import { screeningLoadCommand, screeningSourcesCommand } from "./screening.ts";
import { verificationsCommand } from "./verifications.ts";
import { webhooksListenCommand } from "./webhooks-listen.ts";

export type { AdminContext, AdminResult };

function parseDuration(value: string): number {
  const ms = durationMs(value);
  if (ms === undefined) {
    throw new AdminInputError(`Not a duration: ${value} (use for example 30m, 24h, 7d).`);
  }
  return ms;
}

function tokenHint(config: Config, clientId: string, secret: string, scopes: string[]): string {
  const scope = scopes.includes("applications:write") ? "applications:read applications:write" : (scopes[0] ?? "");
  return `curl -s -X POST -u '${clientId}:${secret}' '${config.publicUrl}/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(scope)}'`;
}

/** A command's answer, with the object it names (for the audit trail). */
type CommandResult = AdminResult & { objectId?: string | undefined };

type Options = NonNullable<ParseArgsConfig["options"]>;
/** Every command takes --json: its answer as exactly one JSON object. */
const COMMON = { json: { type: "boolean" } } as const satisfies Options;
type Values<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; options: O & typeof COMMON }>
>["values"];

/** What a command is carried out with. */
interface Invocation<O extends Options> {
  /** The arguments after the command's words: its ID, its verb… */
  args: string[];
  /** The command's second word, for an entry that is two commands ("enable" of `clients enable`). */
  action: string;
  values: Values<O>;
  context: AdminContext;
  /** The answer: the text, or with --json the JSON (and the object it names, for the audit trail). */
  out: (text: string, json: unknown) => CommandResult;
}

/** One command (or two that share their dispatch): its usage, its options and what carries it out. */
interface AdminCommand<O extends Options = Options> {
  /** The words that name it. */
  names: string[];
  /** Its synopsis as the usage shows it: a line, or a long one over two. */
  usage: string[];
  /** What it does, a line each, beside or below the synopsis. */
  about: string[];
  options: O;
  /** It only reads: it leaves no line in the audit trail (every other command does, whether it succeeds or fails). */
  readOnly?: boolean;
  run: (invocation: Invocation<O>) => Promise<CommandResult>;
}

const command = <O extends Options>(spec: AdminCommand<O>) => spec as unknown as AdminCommand;

const text = { type: "string" } as const;
const flag = { type: "boolean" } as const;

/** An operator as the commands answer it in JSON. */
const operatorJson = (operator: Operator) => ({
  id: operator.id,
  email: operator.email,
  name: operator.name,
  roles: operator.roles,
  disabled_at: operator.disabledAt?.toISOString() ?? null,
  created_at: operator.createdAt.toISOString(),
});

/** The operator commands, in the order the usage lists them. */
const COMMANDS: AdminCommand[] = [
  command({
    names: ["migrate"],
    usage: ["migrate"],
    about: ["apply pending database migrations"],
    options: {},
    run: async ({ context, out }) => {
      const applied = await migrate(context.db);
      return out(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.", { applied });
    },
  }),
  command({
    names: ["clients create"],
    usage: [
      'clients create --name N --scopes "a b" [--auth client_secret|private_key_jwt]',
      "[--jwks FILE | --jwks-uri URL] [--auth-profile baseline|fapi2] [--source-ips CIDR,CIDR] [--json]",
    ],
    about: [
      "register an API client: with a secret (shown once), or with its public",
      "keys (private_key_jwt); fapi2: private_key_jwt and DPoP-bound tokens only",
    ],
    options: { name: text, scopes: text, auth: text, jwks: text, "jwks-uri": text, "auth-profile": text, "source-ips": text },
    run: async ({ values, context, out }) => {
      if (!values.name || values.name.length > 200) {
        throw new AdminInputError("--name is required (at most 200 characters).");
      }
      const authProfile = authProfileOf(values["auth-profile"] ?? "baseline");
      const method = values.auth ?? (authProfile === "fapi2" || values.jwks || values["jwks-uri"] ? "private_key_jwt" : "client_secret");
      const common = {
        name: values.name,
        scopes: parseScopes(values.scopes ?? ""),
        sourceIps: sourceIpsOf(values["source-ips"]),
      };
      if (method === "client_secret") {
        if (values.jwks || values["jwks-uri"] || authProfile === "fapi2") {
          throw new AdminInputError(
            "--auth client_secret takes no --jwks or --jwks-uri, and the fapi2 profile takes private_key_jwt only.",
          );
        }
        const created = await context.auth.clients.register(common);
        return out(
          `Client registered. The secret is shown once: store it now.\n  client_id:     ${created.client_id}\n  client_secret: ${created.client_secret}\n  secret_id:     ${created.secret_id}\n  scopes:        ${created.scopes.join(" ")}${sourceIpsLine(created.source_ips)}\nGet a token:\n  ${tokenHint(context.config, created.client_id, created.client_secret, created.scopes)}`,
          created,
        );
      }
      if (method !== "private_key_jwt") {
        throw new AdminInputError(`--auth ${method}: use client_secret or private_key_jwt.`);
      }
      // The URL is checked by the clients module, under the webhooks' address rules (https on a public address
      // outside development).
      const jwksUri = values["jwks-uri"];
      const created = await context.auth.clients.registerWithKeys({
        ...common,
        authProfile,
        ...(values.jwks === undefined ? {} : { keys: await keysFromFile(values.jwks) }),
        ...(jwksUri === undefined ? {} : { jwksUri }),
      });
      const keys =
        created.jwks_uri === undefined ? `keys:          ${(created.key_ids ?? []).join(" ")}` : `jwks_uri:      ${created.jwks_uri}`;
      return out(
        `Client registered (private_key_jwt, auth profile ${created.auth_profile}).\n  client_id:     ${created.client_id}\n  ${keys}\n  scopes:        ${created.scopes.join(" ")}${sourceIpsLine(created.source_ips)}\nIt authenticates with a client assertion signed by its private key${created.auth_profile === "fapi2" ? ", and its tokens are DPoP-bound" : ""}: see the authentication guide.`,
        created,
      );
    },
  }),
  command({
    names: ["clients list"],
    usage: ["clients list [--json]"],
    about: ["list clients"],
    options: {},
    readOnly: true,
    run: async ({ context, out }) => {
      const rows = await context.auth.clients.list();
      const lines = rows.map(
        (row) =>
          `${row.client_id}  ${row.enabled ? "enabled " : "disabled"}  ${row.auth_profile}  secrets:${row.active_secrets}  keys:${row.jwks_uri ?? row.keys}${row.source_ips ? `  from:${row.source_ips.join(",")}` : ""}  ${row.name}  [${row.scopes.join(" ")}]`,
      );
      return out(lines.join("\n") || "No clients.", rows);
    },
  }),
  command({
    names: ["clients rotate-secret"],
    usage: ["clients rotate-secret ID [--grace 24h] [--json]"],
    about: ["new secret; the old one works for the grace period"],
    options: { grace: text },
    run: async ({ args, values, context, out }) => {
      const rotated = await context.auth.clients.rotateSecret(required(args[0], "ID"), parseDuration(values.grace ?? "24h"));
      return out(
        `New secret (shown once): ${rotated.client_secret}\n  secret_id: ${rotated.secret_id}\nThe previous secret stops working at ${rotated.previous_secrets_expire_at}.`,
        rotated,
      );
    },
  }),
  command({
    names: ["clients revoke-secret"],
    usage: ["clients revoke-secret ID SECRET_ID"],
    about: ["stop a secret at once"],
    options: {},
    run: async ({ args, context, out }) =>
      out("Secret revoked.", await context.auth.clients.revokeSecret(required(args[0], "ID"), required(args[1], "SECRET_ID"))),
  }),
  command({
    names: ["clients disable", "clients enable"],
    usage: ["clients disable ID | clients enable ID"],
    about: ["refuse (or allow again) a client; disabling cuts off its tokens"],
    options: {},
    run: async ({ args, action, context, out }) => {
      const enabled = action === "enable";
      const result = await context.auth.clients.setEnabled(required(args[0], "ID"), enabled, context.auth.revocations);
      return out(enabled ? "Client enabled." : "Client disabled; its tokens are refused.", result);
    },
  }),
  command({
    names: ["clients add-key"],
    usage: ["clients add-key ID --jwks FILE"],
    about: [
      "register more public keys of a private_key_jwt client (a JWK or a JWK set;",
      "to rotate: add the new key, then remove the old one)",
    ],
    options: { jwks: text },
    run: async ({ args, values, context, out }) => {
      const keys = await keysFromFile(required(values.jwks, "--jwks FILE"));
      const added = await context.auth.clients.addKeys(required(args[0], "ID"), keys);
      return out(`Keys added: ${added.added_key_ids.join(" ")}.`, added);
    },
  }),
  command({
    names: ["clients remove-key"],
    usage: ["clients remove-key ID KID"],
    about: ["remove a public key: assertions it signs are refused at once on this", "instance, on the others within the revocation delay"],
    options: {},
    run: async ({ args, context, out }) =>
      out("Key removed.", await context.auth.clients.removeKey(required(args[0], "ID"), required(args[1], "KID"))),
  }),
  command({
    names: ["clients set-auth-profile"],
    usage: ["clients set-auth-profile ID baseline|fapi2"],
    about: [
      "fapi2: private_key_jwt and DPoP-bound tokens only (its bearer tokens",
      "are refused from then on); baseline: secrets and bearer tokens too",
    ],
    options: {},
    run: async ({ args, context, out }) => {
      const result = await context.auth.clients.setAuthProfile(required(args[0], "ID"), authProfileOf(required(args[1], "PROFILE")));
      return out(
        result.auth_profile === "fapi2"
          ? "Auth profile fapi2: secrets and bearer tokens are refused (its DPoP-bound tokens keep working)."
          : "Auth profile baseline.",
        result,
      );
    },
  }),
  command({
    names: ["clients set-source-ips"],
    usage: ["clients set-source-ips ID CIDR,CIDR | clients set-source-ips ID --reset"],
    about: ["the addresses the client may call from (the token endpoint and /v1;", "behind TRUST_PROXY, the forwarded address)"],
    options: { reset: flag },
    run: async ({ args, values, context, out }) => {
      const clientId = required(args[0], "ID");
      const blocks = values.reset ? null : sourceIpsOf(required(args[1], "CIDR,CIDR"));
      if (!values.reset && blocks === null) {
        throw new AdminInputError("Give the CIDR blocks (10.0.0.0/8,203.0.113.7), or --reset to allow any address.");
      }
      const result = await context.auth.clients.setSourceIps(clientId, blocks);
      return out(blocks ? `${clientId} may call from ${blocks.join(", ")} only.` : `${clientId} may call from any address.`, result);
    },
  }),
  command({
    names: ["clients rate-limit"],
    usage: ["clients rate-limit ID [--api N] [--oauth N] | clients rate-limit ID --reset"],
    about: ["the client's own requests per window on /v1 and /oauth", "(every instance applies it within 5 s)"],
    options: { api: text, oauth: text, reset: flag },
    run: async ({ args, values, context, out }) => {
      const clientId = required(args[0], "ID");
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
    },
  }),
  command({
    names: ["clients branding"],
    usage: [
      "clients branding ID [--display-name N] [--logo-url URL] [--accent-color #rrggbb] [--terms-url URL]",
      "[--privacy-url URL] | clients branding ID --reset",
    ],
    about: ["the client's default branding of the hosted page, for every", "session it creates (a session's own branding goes first)"],
    options: {
      "display-name": text,
      "logo-url": text,
      "accent-color": text,
      "terms-url": text,
      "privacy-url": text,
      reset: flag,
    },
    run: async ({ args, values, context, out }) => out(...(await brandingCommand(args, values, context))),
  }),
  command({
    names: ["keys rotate"],
    usage: ["keys rotate [--json]"],
    about: ["new token signing key; tokens signed by the old one stay valid"],
    options: {},
    run: async ({ context, out }) => {
      const rotated = await context.auth.keys.rotate();
      return out(
        `New signing key ${rotated.kid}; tokens signed by ${rotated.retired.join(", ") || "earlier keys"} stay valid until they expire.`,
        rotated,
      );
    },
  }),
  command({
    names: ["keys reencrypt"],
    usage: ["keys reencrypt [--json]"],
    about: ["after putting a new key first in ENCRYPTION_KEYS: move every", "stored value to it, so older keys can be removed"],
    options: {},
    run: async ({ context, out }) => {
      const counts = await reencryptAll(context.db, context.keyring);
      return out(`Re-encrypted with key ${context.keyring.currentKeyId}: ${JSON.stringify(counts)}`, counts);
    },
  }),
  command({
    names: ["operators create"],
    usage: ["operators create --email E --name N --roles reviewer,approver [--json]"],
    about: ["add an operator of the review console (roles: reviewer, approver, admin, auditor)"],
    options: { email: text, name: text, roles: text },
    run: async ({ values, context, out }) => {
      const operator = await context.modules.operators.create(context.db, {
        email: values.email ?? "",
        name: values.name ?? "",
        roles: values.roles ?? "",
      });
      return out(
        `Operator ${operator.id} added: ${operator.name} <${operator.email}> [${operator.roles.join(", ")}]`,
        operatorJson(operator),
      );
    },
  }),
  command({
    names: ["operators list"],
    usage: ["operators list [--json]"],
    about: ["list the review console's operators"],
    options: {},
    readOnly: true,
    run: async ({ context, out }) => {
      const operators = await context.modules.operators.list(context.db);
      const lines = operators.map(
        (operator) =>
          `${operator.id}  ${operator.disabledAt ? "disabled" : "enabled "}  ${operator.email}  ${operator.name}  [${operator.roles.join(", ")}]`,
      );
      return out(lines.join("\n") || "No operators.", operators.map(operatorJson));
    },
  }),
  command({
    names: ["operators disable"],
    usage: ["operators disable OPERATOR_ID"],
    about: ["disable an operator: its console sessions end at once"],
    options: {},
    run: async ({ args: [id], context, out }) => {
      if (!id) {
        throw new AdminInputError("Usage: operators disable OPERATOR_ID");
      }
      const operator = await context.modules.operators.disable(context.db, id);
      return out(`Operator ${operator.id} (${operator.email}) is disabled; its sessions have ended.`, operatorJson(operator));
    },
  }),
  command({
    names: ["operators set-roles"],
    usage: ["operators set-roles OPERATOR_ID ROLES"],
    about: ["replace an operator's roles (comma-separated)"],
    options: {},
    run: async ({ args: [id, roles], context, out }) => {
      if (!id || !roles) {
        throw new AdminInputError("Usage: operators set-roles OPERATOR_ID reviewer,approver");
      }
      const operator = await context.modules.operators.setRoles(context.db, id, roles);
      return out(`Operator ${operator.id} (${operator.email}) now has the roles ${operator.roles.join(", ")}.`, operatorJson(operator));
    },
  }),
  command({
    names: ["operators login-link"],
    usage: ["operators login-link EMAIL [--json]"],
    about: ["development only: a one-time console sign-in link (10 minutes)"],
    options: {},
    run: async ({ args: [email], context, out }) => {
      if (!email) {
        throw new AdminInputError("Usage: operators login-link EMAIL");
      }
      if (!context.config.console.loginLinks) {
        throw new AdminInputError("Sign-in links are for development only: operators sign in through single sign-on.");
      }
      const link = await context.modules.operators.loginLink(context.db, email);
      // Opening it (a GET) signs in and goes to the queue.
      const loginUrl = `${context.config.publicUrl}/console/sign-in/link/${link.token}`;
      return out(`Sign in to the review console as ${link.operator.email} (valid 10 minutes, once):\n  ${loginUrl}`, {
        login_url: loginUrl,
        expires_at: link.expiresAt.toISOString(),
      });
    },
  }),
  command({
    names: ["applications decide"],
    usage: ['applications decide ID approve|reject|request-changes [--fields "/a /b"] [--reason R] [--json]'],
    about: [
      "the review decision (production has no sandbox endpoint);",
      "approval waits for the verification checks: --override-reason R",
      "approves over FAILED ones",
    ],
    options: { fields: text, reason: text, "override-reason": text },
    run: async ({ args, values, context, out }) => out(...(await decideCommand(args, values, context))),
  }),
  command({
    names: ["documents review"],
    usage: ["documents review DOCUMENT_ID accept|reject [--reason-code CODE] [--reason R] [--json]"],
    about: ["the review's verdict on a document (production has no sandbox endpoint)"],
    options: { "reason-code": text, reason: text },
    run: async ({ args, values, context, out }) => out(...(await documentsCommand(args, values, context))),
  }),
  command({
    names: ["verifications list"],
    usage: ["verifications list APPLICATION_ID [--json]"],
    about: ["the checks of the application's latest submission"],
    options: {},
    readOnly: true,
    run: async ({ args, context, out }) => out(...(await verificationsCommand("list", args, {}, context))),
  }),
  command({
    names: ["verifications set"],
    usage: ["verifications set VERIFICATION_ID passed|failed|needs-review [--reason R] [--json]"],
    about: ["set a check's outcome (clearing one that needs review takes", "a reason)"],
    options: { reason: text },
    run: async ({ args, values, context, out }) => out(...(await verificationsCommand("set", args, values, context))),
  }),
  command({
    names: ["screening sources"],
    usage: ["screening sources [--json]"],
    about: [
      "the sanctions and PEP list sources: each one's version in force",
      "(publisher's date, entries, sha256, loaded at), last attempt",
      "and last refusal",
    ],
    options: {},
    readOnly: true,
    run: async ({ context, out }) => out(...(await screeningSourcesCommand(context))),
  }),
  command({
    names: ["screening load"],
    usage: ["screening load [NAME] [--json]"],
    about: [
      "load a list source now (every source without NAME): loaded,",
      "unchanged or refused (exit 1; the last good version stays in force)",
    ],
    options: {},
    run: async ({ args, context, out }) => {
      const { text, json, code } = await screeningLoadCommand(args, context);
      return { ...out(text, json), code };
    },
  }),
  command({
    names: ["products list"],
    usage: ["products list [--json]"],
    about: ["the catalog: products and the asset types each allows"],
    options: {},
    readOnly: true,
    run: async ({ args, context, out }) => {
      const result = await productsCommand("list", args, undefined, context.db);
      return out(result.text, result.json);
    },
  }),
  command({
    names: ["products create"],
    usage: ['products create PRODUCT_ID --name "Description"'],
    about: ["add a product"],
    options: { name: text },
    run: async ({ args, values, context, out }) => {
      const result = await productsCommand("create", args, values.name, context.db);
      return out(result.text, result.json);
    },
  }),
  command({
    names: ["products add-asset-type", "products remove-asset-type"],
    usage: ["products add-asset-type PRODUCT_ID ASSET_TYPE_ID | products remove-asset-type PRODUCT_ID ASSET_TYPE_ID"],
    about: [],
    options: {},
    run: async ({ args, action, context, out }) => {
      const result = await productsCommand(action, args, undefined, context.db);
      return out(result.text, result.json);
    },
  }),
  command({
    names: ["purge"],
    usage: ["purge"],
    about: ["drop expired idempotency keys, revocations and counters now", "(and refresh the embedded database's planner statistics)"],
    options: {},
    run: async ({ context, out }) => {
      const purged = await purgeExpired(context.db, context.clock);
      await refreshStatistics(context.db);
      return out(`Purged: ${JSON.stringify(purged)}`, purged);
    },
  }),
  command({
    names: ["audit"],
    usage: ["audit [--client ID] [--since 24h|2026-11-22T10:00:00Z] [--limit N] [--json]"],
    about: [
      "the audit trail: every change through the API and every",
      "operator command, newest first; the later repeats of a",
      "refusal or a replay in its minute are one line with their",
      "number (failed 429 ×7,808)",
    ],
    options: { client: text, since: text, limit: text },
    readOnly: true,
    run: async ({ values, context, out }) => {
      const rows = await auditStore.list(context.db, {
        actorId: values.client,
        since: sinceOf(values.since ?? "24h", context.clock.now()),
        limit: limitOption(values.limit, "--limit") ?? 1000,
      });
      // A row that counts repeated refusals or replays (see audit-counts.ts) says how many: "failed 429 ×7,808".
      const lines = rows.map(
        (row) =>
          `${row.at.toISOString()}  ${row.actor_type}:${row.actor_id}${row.actor_email ? ` (${row.actor_email})` : ""}  ${row.action}  ${row.object_id ?? "-"}  ${row.request_id}  ${row.outcome} ${row.status}${row.count > 1 ? ` ×${row.count.toLocaleString("en-US")}` : ""}`,
      );
      return out(lines.join("\n") || "Nothing recorded in that period.", rows);
    },
  }),
  command({
    names: ["webhooks listen"],
    usage: ["webhooks listen --client ID --forward-to URL [--events TYPE,TYPE] [--secret whsec_…]"],
    about: [
      "development and sandbox: prints a signing secret, then forwards",
      "the client's new events to URL, signed as deliveries are, until",
      "Ctrl-C",
    ],
    options: { client: text, "forward-to": text, events: text, secret: text },
    run: ({ values, context }) => webhooksListenCommand(values, context),
  }),
];

/** Where a command's description starts in the usage, and how far a one-line synopsis may reach with it beside. */
const ABOUT_COLUMN = 49;
const INLINE_WIDTH = 52;

/** A command's lines in the usage: its synopsis, then its description beside it (when there is room) or below. */
function usageLines({ usage: [first = "", ...more], about }: AdminCommand): string[] {
  const synopsis = [`  ${first}`, ...more.map((line) => `    ${line}`)];
  const below = about.map((line) => `${" ".repeat(ABOUT_COLUMN)}${line}`);
  const [line = ""] = synopsis;
  if (synopsis.length === 1 && about[0] !== undefined && line.length + 2 <= INLINE_WIDTH) {
    return [`${line.padEnd(Math.max(ABOUT_COLUMN, line.length + 2))}${about[0]}`, ...below.slice(1)];
  }
  return [...synopsis, ...below];
}

export const USAGE = `Usage: pnpm admin <command> [options]

${COMMANDS.flatMap(usageLines).join("\n")}

The database is DATABASE_URL (postgres://…, memory://), or the embedded one under .data/ when unset.
With the embedded database and a running server, commands are carried out by that server.`;

/** Each command by its words. */
const BY_NAME = new Map(COMMANDS.flatMap((entry) => entry.names.map((name) => [name, entry] as const)));

/**
 * The options of every command, for reading any command line (a command then refuses those it does not take): an
 * option is declared by the commands that take it, with one type wherever it is declared.
 */
const OPTIONS: Options = { ...COMMON };
for (const entry of COMMANDS) {
  for (const [name, option] of Object.entries(entry.options)) {
    if (OPTIONS[name] && OPTIONS[name].type !== option.type) {
      throw new Error(`--${name} is declared as a ${OPTIONS[name].type} and as a ${option.type}.`);
    }
    OPTIONS[name] = option;
  }
}

/**
 * Runs one operator command; its output is returned, so a running server can carry it out for the CLI. Every
 * command that changes something leaves a line in the audit trail, whether it succeeded or failed; unknown words
 * leave none (they could be anything, personal data included).
 */
export async function runAdminCommand(args: string[], context: AdminContext): Promise<AdminResult> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  const name = positionals.slice(0, 2).join(" ");
  const entry = BY_NAME.get(name);
  const invocation = { name, args: positionals.slice(2), values, context };
  if (!entry || entry.readOnly) {
    return runCommand(entry, invocation);
  }
  const record = (objectId: string | undefined, code: number) =>
    recordCommand(context.db, context.clock, { operator: context.operator ?? "operator", name, objectId, code });
  let result: CommandResult;
  try {
    result = await runCommand(entry, invocation);
  } catch (error) {
    await record(positionals[2], 1);
    throw error;
  }
  await record(result.objectId ?? positionals[2], result.code);
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
}

/** The object a command's JSON answer names. */
function objectOf(json: unknown): string | undefined {
  const answer = (json ?? {}) as Record<string, unknown>;
  const id = answer.client_id ?? answer.id ?? answer.product_id ?? answer.kid;
  return typeof id === "string" ? id : undefined;
}

async function runCommand(
  entry: AdminCommand | undefined,
  { name, args, values, context }: { name: string; args: string[]; values: Values<Options>; context: AdminContext },
): Promise<CommandResult> {
  if (!entry) {
    return { code: 2, stdout: "", stderr: `Unknown command: ${name || "(none)"}\n\n${USAGE}\n` };
  }
  const out = (text: string, json: unknown) => ({
    code: 0,
    stdout: `${values.json ? JSON.stringify(json) : text}\n`,
    stderr: "",
    objectId: objectOf(json),
  });
  try {
    // An option of another command is refused rather than ignored (`clients rotate-secret ID --reset` rotates nothing).
    const foreign = Object.keys(values).filter((option) => !(option in COMMON || option in entry.options));
    if (foreign.length > 0) {
      throw new AdminInputError(
        `${name} takes no ${foreign.map((option) => `--${option}`).join(" or ")}.\n\n${usageLines(entry).join("\n")}`,
      );
    }
    return await entry.run({ args, action: name.split(" ")[1] ?? "", values, context, out });
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

function authProfileOf(value: string): AuthProfile {
  if (value !== "baseline" && value !== "fapi2") {
    throw new AdminInputError(`Auth profile ${value}: use baseline or fapi2.`);
  }
  return value;
}

function sourceIpsOf(value: string | undefined): string[] | null {
  if (value === undefined) {
    return null;
  }
  try {
    return parseSourceAddresses(value);
  } catch (error) {
    throw new AdminInputError(`--source-ips: ${(error as Error).message}.`);
  }
}

const sourceIpsLine = (blocks: string[] | null) => (blocks ? `\n  source_ips:    ${blocks.join(", ")}` : "");

/** The public keys in a JWK or JWK set file, each checked (a private key is refused, never stored). */
async function keysFromFile(path: string): Promise<ClientKey[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new AdminInputError(
      `--jwks ${path}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : "not a JSON file"}.`,
    );
  }
  try {
    return await clientKeysOf(parsed);
  } catch (error) {
    if (error instanceof KeyRefused) {
      throw new AdminInputError(`--jwks ${path}: ${error.message}.`);
    }
    throw error;
  }
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
