import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import express, { type RequestHandler } from "express";

/** Request bodies are at most 256 KiB. */
export const BODY_LIMIT = 256 * 1024;
export const MAX_JSON_DEPTH = 32;

export class BodyRejected extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}

/** Depth of the deepest array or object nesting in a JSON text, scanning bytes once; stops past `limit`. */
export function jsonDepth(buffer: Buffer, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < buffer.length; index++) {
    const byte = buffer[index];
    if (inString) {
      if (byte === 0x5c) {
        index++;
      } else if (byte === 0x22) {
        inString = false;
      }
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x7b || byte === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) {
          return deepest;
        }
      }
    } else if (byte === 0x7d || byte === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

function verify(checkDepth: boolean) {
  return (_req: IncomingMessage, _res: unknown, buffer: Buffer) => {
    if (!isUtf8(buffer)) {
      throw new BodyRejected("The request body is not valid UTF-8.", "encoding.invalid");
    }
    if (checkDepth && jsonDepth(buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw new BodyRejected(`The JSON document nests deeper than ${MAX_JSON_DEPTH} levels.`, "entity.too.deep");
    }
  };
}

/** Parses the body of the given JSON media types: strict, bounded in size and depth, UTF-8 only. */
export const jsonBody = (types: string[]): RequestHandler =>
  express.json({ type: types, limit: BODY_LIMIT, strict: true, verify: verify(true) });

/** Parses application/x-www-form-urlencoded: repeated names become arrays, so duplicates can be refused. */
export const formBody = (): RequestHandler =>
  express.urlencoded({
    type: "application/x-www-form-urlencoded",
    extended: false,
    limit: "16kb",
    parameterLimit: 32,
    verify: verify(false),
  });
