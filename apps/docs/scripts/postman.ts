import { type Document, type Operation, operationsOf } from "./document.ts";
import { type Components, exampleOf, refName, type Schema } from "./examples.ts";

/** The JSON Schema of the Postman collection format this file follows (v2.1; Bruno and Insomnia import it too). */
export const POSTMAN_SCHEMA = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";

type KeyValue = { key: string; value: string; description?: string; type?: string; disabled?: boolean };

/** The example of a form schema as Postman key/value rows (a file field as a file to choose). */
function formRows(schema: Schema | undefined, components: Components, files: boolean): KeyValue[] {
  const resolved = schema?.$ref ? components[refName(schema.$ref)] : schema;
  const example = (exampleOf(resolved, components) ?? {}) as Record<string, unknown>;
  return Object.entries(resolved?.properties ?? {}).map(([key, property]) =>
    files && property.format === "binary"
      ? { key, value: "", type: "file", description: property.description }
      : {
          key,
          value: example[key] === undefined ? "" : String(example[key]),
          ...(files ? { type: "text" } : {}),
          disabled: !(resolved?.required ?? []).includes(key),
        },
  );
}

/** The body of an operation's request, in Postman's terms, and the content type it is sent with. */
function bodyOf(operation: Operation, components: Components): { body?: object; contentType?: string } {
  const content = operation.requestBody?.content ?? {};
  const jsonType = ["application/merge-patch+json", "application/json"].find((type) => content[type]);
  if (jsonType) {
    const raw = JSON.stringify(exampleOf(content[jsonType]?.schema, components), null, 2);
    return { body: { mode: "raw", raw, options: { raw: { language: "json" } } }, contentType: jsonType };
  }
  if (content["multipart/form-data"]) {
    return { body: { mode: "formdata", formdata: formRows(content["multipart/form-data"].schema, components, true) } };
  }
  if (content["application/x-www-form-urlencoded"]) {
    const rows = formRows(content["application/x-www-form-urlencoded"].schema, components, false).filter(
      (row) => !row.key.startsWith("client_"),
    );
    return { body: { mode: "urlencoded", urlencoded: rows } };
  }
  return {};
}

/** One request of the collection: the operation's method, URL with its path and query variables, headers and body. */
function requestItem(method: string, path: string, operation: Operation, components: Components) {
  const parameters = operation.parameters ?? [];
  const example = (schema?: Schema) => String(exampleOf(schema, components) ?? "");
  const postmanPath = path.replace(/\{(\w+)\}/g, ":$1");
  const query = parameters
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => ({ key: parameter.name, value: example(parameter.schema), description: parameter.description, disabled: true }));
  const { body, contentType } = bodyOf(operation, components);
  const header: KeyValue[] = [];
  if (contentType) {
    header.push({ key: "Content-Type", value: contentType });
  }
  if (parameters.some((parameter) => parameter.name === "x-svc-idempotency-id")) {
    header.push({ key: "x-svc-idempotency-id", value: "{{$guid}}", description: "A new key per request; reuse it to retry." });
  }
  const scheme = operation.security?.[0];
  const auth = scheme?.oauth2
    ? undefined // The collection's OAuth 2.0 client-credentials authentication.
    : scheme?.clientBasic
      ? {
          type: "basic",
          basic: [
            { key: "username", value: "{{clientId}}", type: "string" },
            { key: "password", value: "{{clientSecret}}", type: "string" },
          ],
        }
      : { type: "noauth" };
  return {
    id: operation.operationId,
    name: operation.summary,
    request: {
      method: method.toUpperCase(),
      description: operation.description ?? "",
      header,
      url: {
        raw: `{{baseUrl}}${postmanPath}`,
        host: ["{{baseUrl}}"],
        path: postmanPath.split("/").filter(Boolean),
        query,
        variable: parameters
          .filter((parameter) => parameter.in === "path")
          .map((parameter) => ({ key: parameter.name, value: example(parameter.schema), description: parameter.description })),
      },
      ...(body ? { body } : {}),
      ...(auth ? { auth } : {}),
    },
  };
}

/**
 * A Postman collection (v2.1) of the OpenAPI document: one folder per tag, one request per operation with example
 * values, authenticated with OAuth 2.0 client credentials from the collection's variables.
 */
export function postmanCollection(document: Document & { info: { title: string; version: string; description?: string } }) {
  const components = document.components.schemas;
  const operations = operationsOf(document);
  const scopes = [...new Set(operations.flatMap(({ operation }) => operation.security?.[0]?.oauth2 ?? []))].sort();
  return {
    info: {
      name: document.info.title,
      description: `${document.info.description ?? ""}\n\nGenerated from the OpenAPI document, version ${document.info.version}. Set the variables baseUrl, clientId and clientSecret.`,
      version: document.info.version,
      schema: POSTMAN_SCHEMA,
    },
    auth: {
      type: "oauth2",
      oauth2: [
        { key: "grant_type", value: "client_credentials", type: "string" },
        { key: "accessTokenUrl", value: "{{baseUrl}}/oauth/token", type: "string" },
        { key: "clientId", value: "{{clientId}}", type: "string" },
        { key: "clientSecret", value: "{{clientSecret}}", type: "string" },
        { key: "scope", value: "{{scope}}", type: "string" },
        { key: "client_authentication", value: "header", type: "string" },
        { key: "addTokenTo", value: "header", type: "string" },
      ],
    },
    variable: [
      { key: "baseUrl", value: "http://localhost:3000", type: "string" },
      { key: "clientId", value: "", type: "string" },
      { key: "clientSecret", value: "", type: "string" },
      { key: "scope", value: scopes.join(" "), type: "string" },
    ],
    item: document.tags
      .map((tag) => ({
        name: tag.name,
        description: tag.description,
        item: operations
          .filter(({ operation }) => operation.tags[0] === tag.name)
          .map(({ method, path, operation }) => requestItem(method, path, operation, components)),
      }))
      .filter((folder) => folder.item.length > 0),
  };
}
