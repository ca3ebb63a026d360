import { type ErrorCode, ErrorCodeSchema, problemSlug } from "@onboarding/core";
import {
  COMMON_PAGE,
  isStandardError,
  REASONS,
  STANDARD_REQUEST_HEADERS,
  STANDARD_RESPONSE_HEADERS,
  statusAnchor,
} from "./common-responses.ts";
import type { Operation } from "./document.ts";
import { type Components, exampleOf, type Schema, typeOf } from "./examples.ts";
import { fieldTables, rulesOf } from "./fields.ts";
import { curl, typedClient } from "./request-examples.ts";
import { cell, json, prose } from "./text.ts";

const schemaLink = (name: string) => `./schemas/${name}`;

function authentication(operation: Operation): string {
  const scheme = operation.security?.[0];
  if (scheme?.oauth2) {
    const scopes = scheme.oauth2;
    return scopes.length > 0
      ? `A bearer access token with the scope ${scopes.map((scope) => `\`${scope}\``).join(", ")}. [Getting a token](../guides/authentication)`
      : "A bearer access token, with any scopes. [Getting a token](../guides/authentication)";
  }
  if (scheme?.clientBasic) {
    return "OAuth client authentication: HTTP Basic with your client id and secret.";
  }
  return "None.";
}
/** A status's meaning, its "Codes: A, B" turned into links to the error reference. */
const meaning = (description: string) =>
  cell(description).replace(
    /Codes: ([A-Z_, ]+)/,
    (_, codes: string) =>
      `Codes: ${codes
        .split(", ")
        .map((code) => (ErrorCodeSchema.safeParse(code).success ? `[\`${code}\`](../errors/${problemSlug(code as ErrorCode)})` : code))
        .join(", ")}`,
  );

/**
 * The reference page of one operation, in the order a reader needs it: what it does and who may call it, the request
 * examples, the request body's fields, the parameters, the success response with its example, then every status it
 * answers in one table; the standard headers and errors are on the shared page, linked rather than repeated.
 */
export function operationPage(method: string, path: string, operation: Operation, components: Components): string {
  const out: string[] = [`---\ntitle: "${operation.summary.replaceAll('"', "'")}"\noutline: [2, 3]\n---\n`];
  out.push(`# ${prose(operation.summary)}\n`);
  out.push(`<Badge type="info" text="${method.toUpperCase()}" /> \`${path}\` · operation \`${operation.operationId}\`\n`);
  out.push(`${prose(operation.description ?? "")}\n`);
  out.push(`**Authentication:** ${authentication(operation)}\n`);
  out.push(
    `## Request\n\n::: code-group\n\n${curl(method, path, operation, components).replace("```sh", "```sh [curl]")}\n${typedClient(method, path, operation, components).replace("```ts", "```ts [TypeScript]")}\n:::\n`,
  );
  if (operation.requestBody) {
    const types = Object.keys(operation.requestBody.content);
    const first = Object.values(operation.requestBody.content)[0];
    const mergePatch = types.includes("application/merge-patch+json");
    out.push(
      `## Request body\n\n${operation.requestBody.required === false ? "Optional" : "Required"}: ${types.map((type) => `\`${type}\``).join(" or ")}, ${typeOf(first?.schema, schemaLink)}.${mergePatch ? " A JSON merge patch: send only what changes; `null` removes a field." : ""}\n`,
    );
    out.push(fieldTables(first?.schema, components, schemaLink, mergePatch));
  }
  const parameters = (operation.parameters ?? []).filter((parameter) => !STANDARD_REQUEST_HEADERS.includes(parameter.name));
  if (parameters.length > 0) {
    out.push("## Parameters\n\n| name | in | type | required | rules | description |\n|---|---|---|---|---|---|");
    for (const parameter of parameters) {
      out.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${typeOf(parameter.schema, schemaLink)} | ${parameter.required ? "**yes**" : "no"} | ${rulesOf(parameter.schema, components)} | ${cell(parameter.description ?? parameter.schema?.description)} |`,
      );
    }
    out.push("");
  }
  const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith("2")) ?? [];
  if (status && success) {
    out.push(`## Response: ${status} ${REASONS[status] ?? ""}\n\n${prose(success.description)}\n`);
    const headers = Object.entries(success.headers ?? {}).filter(([name]) => !STANDARD_RESPONSE_HEADERS.includes(name));
    if (headers.length > 0) {
      out.push(`Headers: ${headers.map(([name, header]) => `\`${name}\` (${cell(header.description)})`).join("; ")}.\n`);
    }
    for (const [type, content] of Object.entries(success.content ?? {})) {
      out.push(`\`${type}\`: ${typeOf(content.schema, schemaLink)}\n`);
      // Binary content (a document's bytes) has no JSON example.
      if (content.schema?.format !== "binary") {
        out.push(json(exampleOf(content.schema, components)));
      }
    }
  }
  out.push("## All responses\n\n| status | meaning |\n|---|---|");
  for (const [code, response] of Object.entries(operation.responses)) {
    const label = `${code} ${REASONS[code] ?? ""}`.trim();
    // A problem+json error is described on the shared page; the OAuth endpoints' RFC 6749 errors in the error reference.
    const problem = response.content?.["application/problem+json"] !== undefined;
    const oauth = code.startsWith("4") && !problem && response.content?.["application/json"] !== undefined;
    const target = problem && isStandardError(code) ? statusAnchor(code) : oauth ? "../errors/#oauth-errors" : undefined;
    out.push(`| ${target ? `[${label}](${target})` : label} | ${meaning(response.description)} |`);
  }
  const idempotent = operation.parameters?.some((parameter) => parameter.name === "x-svc-idempotency-id");
  out.push(
    `\nEvery response carries the [standard headers](${COMMON_PAGE}#response-headers) (request id, rate limits${idempotent ? ", idempotent replay" : ""}); errors are [problem+json](${COMMON_PAGE}#error-responses). The request may send \`x-svc-request-id\`${idempotent ? " and `x-svc-idempotency-id`" : ""} ([request headers](${COMMON_PAGE}#request-headers)).\n`,
  );
  return out.join("\n");
}

/** The page of one named schema: its fields, or its branches, and an example. */
export function schemaPage(name: string, schema: Schema, components: Components): string {
  const link = (other: string) => `./${other}`;
  const out: string[] = [`---\ntitle: ${name}\n---\n`, `# ${name}\n`, `${prose(schema.description ?? "")}\n`];
  const branches = schema.oneOf ?? schema.anyOf;
  if (schema.properties) {
    out.push("| field | type | required | rules | description |\n|---|---|---|---|---|");
    for (const [field, property] of Object.entries(schema.properties)) {
      out.push(
        `| \`${field}\` | ${typeOf(property, link)} | ${schema.required?.includes(field) ? "**yes**" : "no"} | ${rulesOf(property, components)} | ${cell(property.description)} |`,
      );
    }
    out.push("");
  } else if (branches) {
    out.push(
      `One of:\n\n${branches.map((branch) => `- ${typeOf(branch, link)}${branch.description ? `: ${cell(branch.description)}` : ""}`).join("\n")}\n`,
    );
  } else {
    out.push(`Type: ${typeOf(schema, link)}\n`);
  }
  out.push(`## Example\n\n${json(exampleOf(schema, components))}`);
  return out.join("\n");
}
