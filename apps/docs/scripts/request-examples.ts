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

/** The typed-client example of an operation: the client built with the scopes it needs, then the call. */
export function typedClient(method: string, path: string, operation: Operation, components: Components): string {
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
    ? `const { data: document } = await client.uploadDocument({
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
  throwOnError: true, // calls return the body; a refusal throws an OnboardingApiError (code, status, requestId, errors)
});
${upload ?? `const result = await client.${method.toUpperCase()}("${path}"${parts.length > 0 ? `, {\n  ${parts.join(",\n  ")},\n}` : ""});`}
\`\`\`
`;
}
