import { type Components, exampleOf, refName, type Schema, typeOf } from "./examples.ts";

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Response = {
  description: string;
  headers?: Record<string, { description?: string; schema?: Schema }>;
  content?: Record<string, { schema?: Schema }>;
};
export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
};
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
  tags: { name: string; description: string }[];
};

const REASONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "405": "Method Not Allowed",
  "409": "Conflict",
  "412": "Precondition Failed",
  "413": "Content Too Large",
  "415": "Unsupported Media Type",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "503": "Service Unavailable",
};

/** Text for Markdown outside code: no HTML or Vue interpolation can come from the document. */
export const prose = (text = "") => text.replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("{{", "{ {");
const cell = (text = "") => prose(text).replaceAll("\n", " ").replaceAll("|", "\\|");
const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
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

function curl(method: string, path: string, operation: Operation, components: Components): string {
  const url = `http://localhost:3000${path.replace(/\{(\w+)\}/g, (_, name: string) => `$${name.toUpperCase()}`)}`;
  const lines = [`curl -X ${method.toUpperCase()} "${url}"`];
  const scheme = operation.security?.[0];
  if (scheme?.oauth2) {
    lines.push('-H "Authorization: Bearer $ACCESS_TOKEN"');
  } else if (scheme?.clientBasic) {
    lines.push('-u "$CLIENT_ID:$CLIENT_SECRET"');
  }
  const body = operation.requestBody?.content;
  if (body?.["application/json"] || body?.["application/merge-patch+json"]) {
    const type = body["application/json"] ? "application/json" : "application/merge-patch+json";
    lines.push(`-H "content-type: ${type}"`);
    if (operation.parameters?.some((parameter) => parameter.name === "x-svc-idempotency-id")) {
      lines.push('-H "x-svc-idempotency-id: $(uuidgen)"');
    }
    lines.push(`-d '${JSON.stringify(exampleOf(body[type]?.schema, components))}'`);
  } else if (body?.["multipart/form-data"]) {
    // A file upload: the form's example fields, and the file read from disk by curl (-F name=@path).
    if (operation.parameters?.some((parameter) => parameter.name === "x-svc-idempotency-id")) {
      lines.push('-H "x-svc-idempotency-id: $(uuidgen)"');
    }
    const form = body["multipart/form-data"]?.schema;
    const required = (form?.$ref ? components[refName(form.$ref)] : form)?.required ?? [];
    const example = (exampleOf(form, components) ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(example)) {
      if (name !== "file" && required.includes(name) && value !== undefined) {
        lines.push(`-F "${name}=${String(value)}"`);
      }
    }
    lines.push('-F "file=@passport.pdf"');
  } else if (body?.["application/x-www-form-urlencoded"]) {
    // The form's example fields, the token one taken from the shell; the client's credentials go in -u above.
    const example = (exampleOf(body["application/x-www-form-urlencoded"]?.schema, components) ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(example)) {
      if (!name.startsWith("client_") && value !== undefined) {
        lines.push(`--data-urlencode "${name}=${name === "token" ? "$ACCESS_TOKEN" : String(value)}"`);
      }
    }
  }
  return `\`\`\`sh\n${lines.join(" \\\n  ")}\n\`\`\`\n`;
}

function typedClient(method: string, path: string, operation: Operation, components: Components): string {
  const params = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
  const parts: string[] = [];
  if (params.length > 0) {
    parts.push(
      `params: { path: { ${params.map((parameter) => `${parameter.name}: "${exampleOf(parameter.schema, components) ?? "…"}"`).join(", ")} } }`,
    );
  }
  const body = operation.requestBody?.content?.["application/json"] ?? operation.requestBody?.content?.["application/merge-patch+json"];
  if (body) {
    parts.push(`body: ${JSON.stringify(exampleOf(body.schema, components), null, 2).replaceAll("\n", "\n  ")}`);
  }
  const scopes = operation.security?.[0]?.oauth2 ?? [];
  // A file upload goes through the client's upload helper (a Blob, bytes or a path), not a JSON body.
  const upload = operation.requestBody?.content?.["multipart/form-data"]
    ? `const { data, error, response } = await client.uploadDocument({
  applicationId: "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM",
  file: "./passport.pdf", // or a Blob, a File, a Buffer
  type: "PASSPORT",
});`
    : undefined;
  return `\`\`\`ts
import { createOnboardingClient } from "@onboarding/client";

const client = createOnboardingClient({
  baseUrl: "http://localhost:3000",
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  scopes: ${JSON.stringify(scopes)},
});
${upload ?? `const { data, error, response } = await client.${method.toUpperCase()}("${path}"${parts.length > 0 ? `, {\n  ${parts.join(",\n  ")},\n}` : ""});`}
\`\`\`
`;
}

/** The reference page of one operation. */
export function operationPage(method: string, path: string, operation: Operation, components: Components): string {
  const out: string[] = [`---\ntitle: "${operation.summary.replaceAll('"', "'")}"\noutline: [2, 3]\n---\n`];
  out.push(`# ${prose(operation.summary)}\n`);
  out.push(`<Badge type="info" text="${method.toUpperCase()}" /> \`${path}\` · operation \`${operation.operationId}\`\n`);
  out.push(`${prose(operation.description ?? "")}\n`);
  out.push(`## Authentication\n\n${authentication(operation)}\n`);
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    out.push("## Parameters\n\n| name | in | required | type | description |\n|---|---|---|---|---|");
    for (const parameter of parameters) {
      out.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${parameter.required ? "yes" : "no"} | ${typeOf(parameter.schema, schemaLink)} | ${cell(parameter.description ?? parameter.schema?.description)} |`,
      );
    }
    out.push("");
  }
  if (operation.requestBody) {
    out.push(`## Request body\n\n${operation.requestBody.required === false ? "Optional." : "Required."}\n`);
    for (const [type, content] of Object.entries(operation.requestBody.content)) {
      out.push(`\`${type}\`: ${typeOf(content.schema, schemaLink)}\n`);
    }
    const first = Object.values(operation.requestBody.content)[0];
    out.push(json(exampleOf(first?.schema, components)));
  }
  out.push("## Responses\n");
  for (const [status, response] of Object.entries(operation.responses)) {
    out.push(`### ${status} ${REASONS[status] ?? ""}\n\n${prose(response.description)}\n`);
    const headers = Object.entries(response.headers ?? {});
    if (headers.length > 0) {
      out.push(
        `Headers: ${headers.map(([name, header]) => `\`${name}\` (${cell(header.description ?? header.schema?.description)})`).join("; ")}.\n`,
      );
    }
    for (const [type, content] of Object.entries(response.content ?? {})) {
      out.push(`\`${type}\`: ${typeOf(content.schema, schemaLink)}\n`);
      // Binary content (a document's bytes) has no JSON example.
      if (content.schema?.format !== "binary") {
        out.push(json(exampleOf(content.schema, components)));
      }
    }
  }
  out.push(
    `## Examples\n\n### curl\n\n${curl(method, path, operation, components)}\n### TypeScript (the typed client)\n\n${typedClient(method, path, operation, components)}`,
  );
  return out.join("\n");
}

/** The page of one named schema: its fields, or its branches, and an example. */
export function schemaPage(name: string, schema: Schema, components: Components): string {
  const link = (other: string) => `./${other}`;
  const out: string[] = [`---\ntitle: ${name}\n---\n`, `# ${name}\n`, `${prose(schema.description ?? "")}\n`];
  const branches = schema.oneOf ?? schema.anyOf;
  if (schema.properties) {
    out.push("| field | type | required | description |\n|---|---|---|---|");
    for (const [field, property] of Object.entries(schema.properties)) {
      out.push(
        `| \`${field}\` | ${typeOf(property, link)} | ${schema.required?.includes(field) ? "yes" : "no"} | ${cell(property.description)} |`,
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

export const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

export { refName };
