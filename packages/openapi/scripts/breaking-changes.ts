import { apiCompare, type Diff } from "api-smart-diff";

/** An OpenAPI document as parsed JSON. */
export type OpenApiDocument = Record<string, unknown>;

/** One change of the document that can break a client written against the earlier one. */
export interface BreakingChange {
  /** Where clients meet it: `GET /v1/customers/{customer_id}` or `webhook APPLICATION_CREATED`. */
  where: string;
  /** What changed, in words, with the value removed or replaced. */
  message: string;
  /** The JSON path of the change in the dereferenced document. */
  path: string;
}

/** The folder that webhooks are moved under before comparing (see `webhooksAsOperations`). */
const WEBHOOK_PREFIX = "/(webhook)/";

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

type Operation = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A webhook's payload is what a client receives, like a response body, so each webhook becomes an operation whose
 * 200 response carries the payload and the delivery headers: removing a webhook, a payload field or a header is then
 * breaking as it is for a response, while adding to them is not.
 */
function webhooksAsOperations(document: OpenApiDocument): OpenApiDocument {
  const webhooks = isRecord(document.webhooks) ? document.webhooks : {};
  const paths: Record<string, unknown> = isRecord(document.paths) ? { ...document.paths } : {};
  for (const [name, item] of Object.entries(webhooks)) {
    if (!isRecord(item)) {
      continue;
    }
    const operations: Record<string, Operation> = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !isRecord(operation)) {
        continue;
      }
      const { requestBody, parameters, responses: _answers, ...rest } = operation;
      const headers: Record<string, unknown> = {};
      for (const parameter of Array.isArray(parameters) ? parameters : []) {
        if (isRecord(parameter) && parameter.in === "header" && typeof parameter.name === "string") {
          headers[parameter.name] = { schema: parameter.schema, required: parameter.required === true };
        }
      }
      const content = isRecord(requestBody) ? requestBody.content : undefined;
      operations[method] = { ...rest, responses: { 200: { description: "The delivery.", headers, content } } };
    }
    paths[`${WEBHOOK_PREFIX}${name}`] = operations;
  }
  const { webhooks: _moved, ...rest } = document;
  return { ...rest, paths };
}

/** Enum values added to a response (or a webhook payload) are allowed: the client's types accept values added later. */
function isEnumValueAddedToResponse(diff: Diff): boolean {
  return diff.action === "add" && diff.path.at(-2) === "enum" && diff.path.includes("responses");
}

/**
 * A kind added to a response's union (a new kind of event, in the events' list and in webhooks) is allowed, as a new
 * enum value in a response is: the events' contract tells clients to skip an event_type they do not know.
 */
function isUnionMemberAddedToResponse(diff: Diff): boolean {
  return diff.action === "add" && diff.path.at(-2) === "oneOf" && diff.path.includes("responses");
}

/**
 * A list of enum values whose bound is the enum's size (a subscription's `event_types`: at most every event type) has
 * that bound raised when a value is added: in a response that is the same change as the value itself, so it passes too.
 */
function isListBoundRaisedInResponse(diff: Diff): boolean {
  return (
    diff.action === "replace" &&
    diff.path.at(-1) === "maxItems" &&
    diff.path.includes("responses") &&
    typeof diff.before === "number" &&
    typeof diff.after === "number" &&
    diff.after > diff.before
  );
}

/**
 * A tuple (`prefixItems`) given minItems and maxItems equal to its number of items: the document now says what the
 * schema always meant and the server always enforced (a subscription's `event_types` of exactly ["*"], never [] or
 * ["*", 42]), so no request the server took before is refused now.
 */
function isTupleLengthStated(diff: Diff, document: unknown): boolean {
  const bound = diff.path.at(-1);
  if (diff.action !== "add" || (bound !== "minItems" && bound !== "maxItems")) {
    return false;
  }
  let schema: unknown = document;
  const path = diff.path.slice(0, -1).map(String);
  const resolved = (value: unknown): unknown => {
    if (isRecord(value) && typeof value.$ref === "string" && value.$ref.startsWith("#/")) {
      return resolved(
        value.$ref
          .slice(2)
          .split("/")
          .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), document),
      );
    }
    return value;
  };
  for (let index = 0; index < path.length; index++) {
    const segment = path[index] as string;
    schema = resolved(schema);
    if (segment === "allOf" && isRecord(schema) && !("allOf" in schema)) {
      index++; // the comparison wraps a schema in allOf where the document has it alone
      continue;
    }
    schema = isRecord(schema) || Array.isArray(schema) ? (schema as Record<string, unknown>)[segment] : undefined;
  }
  schema = resolved(schema);
  return isRecord(schema) && Array.isArray(schema.prefixItems) && diff.after === schema.prefixItems.length;
}

/** Within v1 an enum value is never removed, even from a response only: a client may still compare with it. */
function isEnumValueRemoved(diff: Diff): boolean {
  return diff.action === "remove" && diff.path.at(-2) === "enum";
}

function isBreaking(diff: Diff, current: unknown): boolean {
  if (diff.path[0] !== "paths") {
    // Components are compared where they are used: their own entries repeat those without knowing the direction.
    return false;
  }
  if (
    isEnumValueAddedToResponse(diff) ||
    isUnionMemberAddedToResponse(diff) ||
    isListBoundRaisedInResponse(diff) ||
    isTupleLengthStated(diff, current)
  ) {
    return false;
  }
  return diff.type === "breaking" || isEnumValueRemoved(diff);
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The field a change is in, as the tool's own descriptions name it: `customer_details.employment_status`. */
function fieldOf(path: Diff["path"]): string {
  return path
    .map(String)
    .filter((segment, index, all) => all[index - 1] === "properties" && segment !== "properties")
    .join(".");
}

function describe(diff: Diff): BreakingChange {
  const [, route = "", method = ""] = diff.path.map(String);
  const isWebhook = route.startsWith(WEBHOOK_PREFIX);
  const where = isWebhook ? `webhook ${route.slice(WEBHOOK_PREFIX.length)}` : `${method.toUpperCase()} ${route}`;
  // For some enum changes the tool says "annotation (2)" where it means the enum's values.
  let text = (diff.description ?? `[${diff.action}] ${diff.path.slice(3).join("/")}`).replace(
    /annotation \(\d+\)/,
    `possible values of \`${fieldOf(diff.path)}\``,
  );
  if (isWebhook) {
    text = text
      .replace("operation POST", "webhook")
      .replace(WEBHOOK_PREFIX, "")
      .replace("Response 200 content", "the payload")
      .replace("Response 200 header", "delivery header");
  }
  const primitive = (value: unknown) => value === null || typeof value !== "object";
  if (diff.action === "remove" && primitive(diff.before)) {
    text += `: ${shown(diff.before)} removed`;
  } else if (diff.action === "add" && primitive(diff.after)) {
    text += `: ${shown(diff.after)} added`;
  } else if ((diff.action === "replace" || diff.action === "rename") && primitive(diff.before) && primitive(diff.after)) {
    text += `: ${shown(diff.before)} became ${shown(diff.after)}`;
  }
  return { where, message: text, path: diff.path.join("/") };
}

/**
 * The changes from `baseline` to `current` that can break a client of `baseline`, as api-smart-diff classifies
 * them (a removed operation, field or enum value, a field made required, a narrowed type, ...), with two rules of
 * this API on top: an enum value added to a response is allowed, an enum value removed anywhere is not.
 */
export function findBreakingChanges(baseline: OpenApiDocument, current: OpenApiDocument): BreakingChange[] {
  // apiCompare resolves $refs in place: it is given copies.
  const before = webhooksAsOperations(structuredClone(baseline));
  const after = webhooksAsOperations(structuredClone(current));
  return apiCompare(before, after)
    .diffs.filter((diff) => isBreaking(diff, after))
    .map(describe);
}

/** One line per change, for the check's output. */
export function formatBreakingChange(change: BreakingChange): string {
  return `${change.where}: ${change.message}`;
}
