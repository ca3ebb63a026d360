import { type Operation, requestHeadersOf } from "@onboarding/contract";
import type { Request, Response } from "express";
import type { z } from "zod";
import { type FieldError, notFound, validationFailed } from "../platform/errors.ts";
import { fieldErrors, unstorableText } from "../platform/field-errors.ts";
import { locals } from "./request-context.ts";
import type { HandlerInput } from "./route.ts";

/** The headers the server reads, parsed with the contract's own schemas (the request id is read leniently, earlier). */
const headerSchemas = new WeakMap<Operation, z.ZodType>();
const headersOf = (operation: Operation) => {
  let schema = headerSchemas.get(operation);
  if (!schema) {
    schema = requestHeadersOf(operation).omit({ "x-svc-request-id": true });
    headerSchemas.set(operation, schema);
  }
  return schema;
};

function parsePart<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  base: string,
  errors: FieldError[],
): z.output<T> | undefined {
  if (!schema) {
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) {
    return result.data;
  }
  errors.push(...fieldErrors(result.error.issues, base));
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A member left out: `""` outside a merge patch. */
const LEFT_OUT = Symbol("left out");

/**
 * An empty string is no value, as many clients send one: a member "" is left out of a body, or becomes null (remove)
 * in a merge patch. An array replaces its value whole, even in a merge patch: "" members of objects inside it are
 * left out; other items are kept as they are. What has no "" member is returned as it is (most bodies): only what
 * changes is copied.
 */
export function blankAsAbsent(value: unknown, mergePatch: boolean): unknown {
  if (Array.isArray(value)) {
    let items: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const kept = isObject(item) ? blankAsAbsent(item, false) : item;
      if (items === undefined && kept !== item) {
        items = value.slice(0, index);
      }
      items?.push(kept);
    }
    return items ?? value;
  }
  if (!isObject(value)) {
    return value;
  }
  const keys = Object.keys(value);
  let members: Record<string, unknown> | undefined;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const item = value[key];
    const member = item === "" ? (mergePatch ? null : LEFT_OUT) : blankAsAbsent(item, mergePatch);
    if (members === undefined && member !== item) {
      members = {};
      for (const before of keys.slice(0, index)) {
        setMember(members, before, value[before]);
      }
    }
    if (members !== undefined && member !== LEFT_OUT) {
      setMember(members, key, member);
    }
  }
  return members ?? value;
}

function setMember(members: Record<string, unknown>, key: string, member: unknown): void {
  if (key === "__proto__") {
    // A data property, as JSON.parse makes it: assigning would set the object's prototype instead.
    Object.defineProperty(members, key, { value: member, enumerable: true, writable: true, configurable: true });
  } else {
    members[key] = member;
  }
}

/** A request as parsed: the handler's input, and the idempotency key when the operation takes one. */
export interface ParsedRequest {
  input: Omit<HandlerInput, "context" | "afterCommit">;
  idempotencyKey: string | undefined;
  /** The body as received, empty strings read as absent, before its schema: what the idempotency fingerprint is of. */
  received: unknown;
}

/** Parses params, query, headers and body with the operation's schemas; every problem is reported at once. */
export function parseRequest(operation: Operation, req: Request, res: Response): ParsedRequest {
  // Text the database cannot hold: in a path id it names nothing (404, like any unknown id); elsewhere it is invalid.
  if (unstorableText(req.params, "/params").length > 0) {
    throw notFound();
  }
  const errors: FieldError[] = [...unstorableText(req.query, "/query"), ...unstorableText(req.body, "")];
  if (errors.length > 0) {
    throw validationFailed(errors);
  }
  const request = operation.request;
  const params = parsePart(request?.params, req.params, "/params", errors);
  const query = parsePart(request?.query, req.query, "/query", errors);
  const headers = parsePart(headersOf(operation), req.headers, "/headers", errors) as
    | { "x-svc-idempotency-id"?: string; "if-match"?: string }
    | undefined;
  const bodySpec = request?.body;
  if (bodySpec && req.body === undefined && bodySpec.required !== false) {
    errors.push({ pointer: "", code: "required", detail: `A ${bodySpec.contentTypes[0]} body is required.` });
  }
  const json = bodySpec?.contentTypes.some((type) => type.endsWith("json")) ?? false;
  const received = json ? blankAsAbsent(req.body, operation.method === "patch") : req.body;
  const body = bodySpec && req.body !== undefined ? parsePart(bodySpec.schema, received, "", errors) : undefined;
  if (errors.length > 0) {
    throw validationFailed(errors);
  }
  const { requestId, auth, upload } = locals(res);
  return {
    input: { params, query, body, auth, ifMatch: headers?.["if-match"], requestId, upload } as Omit<
      HandlerInput,
      "context" | "afterCommit"
    >,
    idempotencyKey: headers?.["x-svc-idempotency-id"],
    received,
  };
}
