import type { OpenAPITSOptions } from "openapi-typescript";
import ts from "typescript";

/*
 * Enums the server may extend later (a new status, a new reason code) are typed, where the client only reads them,
 * as `"A" | "B" | string`: the known values stay in the generated source and its documentation, and a value added later
 * is a string the compiler accepts, not an impossible one (the generated `switch` over it needs a default). What the
 * client sends stays strict.
 *
 * Where the client reads: the responses of operations and the bodies of webhooks. A schema is widened at the places
 * it is used in one of those (the properties that hold it), never in its own definition, so one enum (ApplicationStatus) is strict in a request's
 * query or body and tolerant in a response. An object schema that serves both requests and responses keeps its
 * enums strict: the same type cannot be both, and sending an unknown value must not compile.
 *
 * Discriminators (event_type in the members of the Event union) and single-value enums stay exact: narrowing a union by its
 * discriminator needs literal types, and a webhook's body for APPLICATION_APPROVED only ever says that.
 */

type Json = unknown;
interface Document {
  paths?: Record<string, Record<string, { parameters?: Json; requestBody?: Json; responses?: Json }>>;
  webhooks?: Record<string, Record<string, { requestBody?: Json }>>;
  components?: { schemas?: Record<string, Json> };
}

const SCHEMA_REF = "#/components/schemas/";

/** The component schemas reachable from `roots` (through $ref, transitively). */
function reachable(document: Document, roots: Json[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith(SCHEMA_REF)) {
          const name = child.slice(SCHEMA_REF.length);
          if (!found.has(name)) {
            found.add(name);
            pending.push(document.components?.schemas?.[name]);
          }
        } else {
          pending.push(child);
        }
      }
    }
  }
  return found;
}

/** Reads the value at a JSON pointer (#/a/b~1c), or undefined. */
function at(document: Json, pointer: string): Json {
  let value = document;
  for (const segment of pointer.replace(/^#\//, "").split("/")) {
    if (value === null || typeof value !== "object") {
      return undefined;
    }
    value = (value as Record<string, Json>)[decodeURIComponent(segment.replaceAll("~1", "/").replaceAll("~0", "~"))];
  }
  return value;
}

/** The discriminators of the document's unions, as "Member/property" (ApplicationEvent/event_type). */
function discriminators(document: Document): Set<string> {
  const exact = new Set<string>();
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    const {
      discriminator,
      oneOf = [],
      anyOf = [],
    } = schema as { discriminator?: { propertyName?: string }; oneOf?: Json[]; anyOf?: Json[] };
    for (const member of discriminator?.propertyName ? [...oneOf, ...anyOf] : []) {
      const ref = (member as { $ref?: string }).$ref;
      if (ref?.startsWith(SCHEMA_REF)) {
        exact.add(`${ref.slice(SCHEMA_REF.length)}/${discriminator?.propertyName}`);
      }
    }
  }
  return exact;
}

/** An enum of several strings, inline or behind a $ref. */
function isOpenEnum(document: Document, schema: Json): boolean {
  const target =
    schema !== null && typeof schema === "object" && "$ref" in schema ? at(document, String((schema as { $ref: string }).$ref)) : schema;
  const values = (target as { enum?: Json[] } | undefined)?.enum;
  return Array.isArray(values) && values.length > 1 && values.every((value) => typeof value === "string");
}

/**
 * The member that takes any other value: `string`. Not `string & {}`, which would keep the literals' autocompletion:
 * openapi-fetch's Readable<T> (openapi-typescript-helpers 0.1.0) maps `string & {}` like an object, so a field read
 * through the client would no longer be assignable to string (openapi-ts/openapi-typescript#2765, fix open in #2766).
 * Once that fix ships, return `string & {}` here.
 */
const anyOtherString = () => ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword);

const widened = (type: ts.TypeNode) =>
  ts.factory.createUnionTypeNode([...(ts.isUnionTypeNode(type) ? type.types : [type]), anyOtherString()]);

/**
 * The type of a property whose schema is an open enum (`E`), a nullable one (`E | null`) or an array of one
 * (`E[]`), widened; undefined for any other property.
 */
function widenedType(document: Document, schema: Json, type: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (!type || schema === null || typeof schema !== "object") {
    return undefined;
  }
  const { anyOf, items } = schema as { anyOf?: Json[]; items?: Json };
  if (isOpenEnum(document, schema) || anyOf?.some((member) => isOpenEnum(document, member))) {
    return widened(type);
  }
  if (items !== undefined && isOpenEnum(document, items) && ts.isArrayTypeNode(type)) {
    return ts.factory.createArrayTypeNode(ts.factory.createParenthesizedType(widened(type.elementType)));
  }
  return undefined;
}

/** The transformProperty option of openapi-typescript that widens the enums the client reads. */
export function tolerantEnums(document: Document): NonNullable<OpenAPITSOptions["transformProperty"]> {
  const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item));
  const sent = reachable(document, [
    ...operations.map((operation) => operation.parameters),
    ...operations.map((operation) => operation.requestBody),
  ]);
  const read = reachable(document, [
    ...operations.map((operation) => operation.responses),
    ...Object.values(document.webhooks ?? {}).flatMap((item) => Object.values(item).map((operation) => operation.requestBody)),
  ]);
  const tolerant = new Set([...read].filter((name) => !sent.has(name)));
  const exact = discriminators(document);

  return (property, schema, options) => {
    // The path names the component, then the property's parents: #/components/schemas/ApplicationEvent/data/status.
    const path = options.path ?? "";
    const inside = path.startsWith(SCHEMA_REF) ? path.slice(SCHEMA_REF.length) : "";
    const component = inside.split("/")[0] ?? "";
    if (!tolerant.has(component) || exact.has(inside)) {
      return undefined;
    }
    const type = widenedType(document, schema, property.type);
    return type ? ts.factory.updatePropertySignature(property, property.modifiers, property.name, property.questionToken, type) : undefined;
  };
}
