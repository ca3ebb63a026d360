import type { Operation } from "./document.ts";
import { type Components, exampleOf, refName } from "./examples.ts";

/** The `curl` example of an operation: its auth, content type, idempotency key and an example body. */
export function curl(method: string, path: string, operation: Operation, components: Components): string {
  const url = `http://localhost:3000${path.replace(/\{(\w+)\}/g, (_, name: string) => `$${name.toUpperCase()}`)}`;
  const lines = [`curl -X ${method.toUpperCase()} "${url}"`];
  const scheme = operation.security?.[0];
  if (scheme?.oauth2) {
    lines.push('-H "Authorization: Bearer $ACCESS_TOKEN"');
  } else if (scheme?.clientBasic) {
    lines.push('-u "$CLIENT_ID:$CLIENT_SECRET"');
  }
  const body = operation.requestBody?.content;
  const idempotencyKey = operation.parameters?.some((parameter) => parameter.name === "x-svc-idempotency-id")
    ? ['-H "x-svc-idempotency-id: $(uuidgen)"']
    : [];
  if (body?.["application/json"] || body?.["application/merge-patch+json"]) {
    const type = body["application/json"] ? "application/json" : "application/merge-patch+json";
    lines.push(`-H "content-type: ${type}"`, ...idempotencyKey);
    lines.push(`-d '${JSON.stringify(exampleOf(body[type]?.schema, components))}'`);
  } else if (body?.["multipart/form-data"]) {
    // A file upload: the form's example fields, and the file read from disk by curl (-F name=@path).
    lines.push(...idempotencyKey);
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

/** The client of an example, built with the scopes it asks its tokens for. */
const clientOf = (scopes: readonly string[], why?: string) => `import { createOnboardingClient } from "@onboarding/client";

const client = createOnboardingClient({
  baseUrl: "http://localhost:3000",
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  scopes: ${JSON.stringify(scopes)},${why ? ` // ${why}` : ""}
  throwOnError: true, // calls return the body; a refusal throws an OnboardingApiError (code, status, requestId, errors)
});`;

/** A refused answer thrown, for the examples that call with fetch. */
const THROW_UNLESS_OK = `if (!response.ok) {
  throw new Error(\`\${response.status}: \${await response.text()}\`);
}`;

/** Whether the operation's success has a JSON body. */
const answers = (operation: Operation) =>
  Object.entries(operation.responses).some(([code, response]) => code.startsWith("2") && response.content?.["application/json"]);

/**
 * The example of an operation the typed client does not call: a public one (plain fetch, no credentials), or one of
 * the OAuth endpoints, which authenticate the API client itself (HTTP Basic) rather than a token.
 */
function withoutBearer(method: string, path: string, operation: Operation, components: Components): string {
  const url = `http://localhost:3000${path}`;
  if (!operation.security?.[0]?.clientBasic) {
    return `// A public endpoint: no credentials, any HTTP client.
const response = await fetch("${url}");
${THROW_UNLESS_OK}
const result = await response.json();`;
  }
  const form = operation.requestBody?.content?.["application/x-www-form-urlencoded"]?.schema;
  const fields = (exampleOf(form, components) ?? {}) as Record<string, unknown>;
  const why = "the scopes of the token, which any of your client's scopes may be";
  if (!("token" in fields)) {
    // The token request itself: the client makes it (HTTP Basic, client_credentials), caches and renews the token.
    return `${clientOf(["applications:read"], why)}
// POST ${path} with grant_type=client_credentials and these scopes; the token is cached and renewed before it expires.
const accessToken = await client.accessToken();`;
  }
  return `${clientOf(["applications:read"], why)}
const accessToken = await client.accessToken(); // one of this client's tokens

// The API client authenticates with HTTP Basic (its id and secret), the token in the form body.
const credentials = Buffer.from(\`\${process.env.CLIENT_ID}:\${process.env.CLIENT_SECRET}\`).toString("base64");
const response = await fetch("${url}", {
  method: "${method.toUpperCase()}",
  headers: { authorization: \`Basic \${credentials}\` },
  body: new URLSearchParams({ token: accessToken }),
});
${THROW_UNLESS_OK}${answers(operation) ? "\nconst result = await response.json();" : ""}`;
}

/**
 * The typed-client example of an operation: the client built with the scopes the operation needs (a token without
 * them is refused), then the call, with the document's example values; a public or OAuth endpoint by fetch instead.
 */
export function typedClient(method: string, path: string, operation: Operation, components: Components): string {
  const scheme = operation.security?.[0];
  if (!scheme?.oauth2) {
    return `\`\`\`ts\n${withoutBearer(method, path, operation, components)}\n\`\`\`\n`;
  }
  const params = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
  const example = (name: string) => exampleOf(params.find((parameter) => parameter.name === name)?.schema, components) ?? "…";
  const parts: string[] = [];
  if (params.length > 0) {
    parts.push(`params: { path: { ${params.map((parameter) => `${parameter.name}: "${example(parameter.name)}"`).join(", ")} } }`);
  }
  const body = operation.requestBody?.content?.["application/json"] ?? operation.requestBody?.content?.["application/merge-patch+json"];
  if (body) {
    parts.push(`body: ${JSON.stringify(exampleOf(body.schema, components), null, 2).replaceAll("\n", "\n  ")}`);
  }
  // Bytes (a document's content) are read as a Blob, not parsed as JSON.
  const success = Object.entries(operation.responses).find(([code]) => code.startsWith("2"))?.[1];
  if (Object.values(success?.content ?? {}).some((content) => content.schema?.format === "binary")) {
    parts.push('parseAs: "blob"');
  }
  // An operation every token may call still needs a token, and a token needs a scope (there is no default one).
  const client =
    scheme.oauth2.length > 0 ? clientOf(scheme.oauth2) : clientOf(["applications:read"], "any of your client's scopes will do");
  // A file upload goes through the client's upload helper (a Blob, bytes or a path), not a JSON body.
  const upload = operation.requestBody?.content?.["multipart/form-data"]
    ? `const { data: document } = await client.uploadDocument({
  applicationId: "${example("application_id")}",
  file: "./passport.pdf", // or a Blob, a File, a Buffer
  type: "PASSPORT",
});`
    : undefined;
  return `\`\`\`ts
${client}
${upload ?? `const result = await client.${method.toUpperCase()}("${path}"${parts.length > 0 ? `, {\n  ${parts.join(",\n  ")},\n}` : ""});`}
\`\`\`
`;
}
