import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { SCOPES } from "@onboarding/core";
import { z } from "zod";
import { describeFields } from "./field-descriptions.ts";
import { type Operation, type ResponseSpec, requestHeadersOf } from "./operation.ts";
import { registerWebhooks } from "./webhooks.ts";

export interface DocumentInfo {
  version: string;
  serverUrl?: string;
}

const TAGS = [
  { name: "OAuth", description: "Client-credentials tokens, revocation, introspection and discovery." },
  { name: "Applications", description: "Onboarding applications for people and corporations." },
  { name: "Individuals", description: "People on corporate applications: officers, owners, control and authorized persons." },
  { name: "Documents", description: "KYC documents of applications: uploads checked by their bytes, encrypted at rest, reviewed." },
  { name: "Verifications", description: "Verification checks of submitted applications: identity, sanctions, PEP, documents." },
  { name: "Screenings", description: "A name screened directly against the sanctions and PEP lists in force." },
  {
    name: "Onboarding sessions",
    description: "Single-use links to a hosted page on which the end customer completes an application.",
  },
  { name: "Sandbox", description: "Simulations available in development and sandbox only." },
  { name: "Products", description: "The products accounts are opened with, and the asset types each allows." },
  { name: "Customers", description: "Customers opened by approved applications." },
  { name: "Accounts", description: "Accounts opened by approved applications." },
  { name: "Events", description: "What happened to applications, for polling clients." },
  { name: "Webhooks", description: "Subscriptions, signed deliveries and the delivery log." },
  { name: "Health", description: "Liveness and readiness probes." },
];

function securityOf(operation: Operation): RouteConfig["security"] {
  switch (operation.auth.type) {
    case "bearer":
      return [{ oauth2: [...operation.auth.scopes] }];
    case "client":
      // client_secret_basic, or client_secret_post: client_id and client_secret in the form body, which OpenAPI's
      // security schemes cannot name; its fields are in the request body's schema.
      return [{ clientBasic: [] }, {}];
    default:
      return [];
  }
}

function headerObject(headers: NonNullable<ResponseSpec["headers"]>): z.ZodObject {
  return z.object(
    Object.fromEntries(
      Object.entries(headers).map(([name, header]) => {
        const schema = header.schema.meta({ description: header.description });
        return [name, header.optional ? schema.optional() : schema];
      }),
    ),
  );
}

function routeOf(operation: Operation): RouteConfig {
  const { request, auth } = operation;
  const scopeNote =
    auth.type !== "bearer"
      ? ""
      : auth.scopes.length > 0
        ? `\n\nRequired scope: \`${auth.scopes.join("`, `")}\`.`
        : "\n\nRequired scope: none; any valid access token.";
  const environmentNote = operation.environments ? `\n\nAvailable in: ${operation.environments.join(", ")}.` : "";
  return {
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    summary: operation.summary,
    description: `${operation.description ?? operation.summary}${scopeNote}${environmentNote}`,
    tags: [...operation.tags],
    security: securityOf(operation),
    ...(auth.type === "bearer" ? { "x-required-scopes": [...auth.scopes] } : {}),
    request: {
      ...(request?.params ? { params: request.params } : {}),
      ...(request?.query ? { query: request.query } : {}),
      headers: requestHeadersOf(operation),
      ...(request?.body
        ? {
            body: {
              required: request.body.required ?? true,
              content: Object.fromEntries(request.body.contentTypes.map((type) => [type, { schema: request.body?.schema as z.ZodType }])),
            },
          }
        : {}),
    },
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.headers ? { headers: headerObject(response.headers) } : {}),
          ...(response.schema
            ? {
                content: Object.fromEntries(
                  (response.contentTypes ?? [response.contentType ?? "application/json"]).map((type) => [
                    type,
                    { schema: response.schema },
                  ]),
                ),
              }
            : {}),
        },
      ]),
    ),
  };
}

const sortedByKey = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Builds the OpenAPI 3.1 document from the operations. Pure: the same input gives the same document. */
export function buildOpenApiDocument(operations: Record<string, Operation>, info: DocumentInfo) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "oauth2", {
    type: "oauth2",
    description: "OAuth 2.0 client credentials. Ask for the fewest scopes the task needs.",
    flows: { clientCredentials: { tokenUrl: "/oauth/token", scopes: { ...SCOPES } } },
  });
  registry.registerComponent("securitySchemes", "clientBasic", {
    type: "http",
    scheme: "basic",
    description: "OAuth client authentication: base64 of client_id:client_secret (RFC 6749 §2.3.1).",
  });
  const methodOrder = ["get", "post", "patch", "delete"];
  const ordered = Object.values(operations).sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method),
  );
  for (const operation of ordered) {
    registry.registerPath(routeOf(operation));
  }
  registerWebhooks(registry);
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const document = generator.generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Onboarding API",
      version: info.version,
      description:
        "Onboard people and corporations as customers of a financial-services platform: create an application, add its people, watch its requirements, submit it, and read the customer and account once approved. Every call is authenticated with an OAuth 2.0 client-credentials bearer token carrying per-API scopes.",
      license: { name: "MIT", identifier: "MIT" },
      contact: { name: "Onboarding API team" },
    },
    servers: [{ url: info.serverUrl ?? "/", description: "The server that serves this document (pnpm start: http://localhost:3000)." }],
    tags: TAGS,
  });
  describeFields(document.components?.schemas ?? {});
  // Operations and components in a fixed order: the output must not depend on the order modules load in.
  return {
    ...document,
    components: { ...document.components, schemas: sortedByKey(document.components?.schemas ?? {}) },
  };
}
