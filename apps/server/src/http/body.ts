import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { MAX_DOCUMENT_BYTES } from "@onboarding/core";
import busboy, { type Busboy } from "busboy";
import express, { type RequestHandler } from "express";
import type { SpooledDocument } from "../documents/spool.ts";
import { ApiError, validationFailed } from "../platform/errors.ts";
import { locals } from "./request-context.ts";

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

/**
 * Parses application/x-www-form-urlencoded, UTF-8 only: repeated names become arrays, so duplicates can be refused.
 * The API's forms are small; the hosted page's forms are larger (`limits`).
 */
export const formBody = (limits: { limit: string; parameterLimit: number } = { limit: "16kb", parameterLimit: 32 }): RequestHandler =>
  express.urlencoded({
    type: "application/x-www-form-urlencoded",
    extended: false,
    ...limits,
    verify: verify(false),
  });

/** The file of a multipart upload, received by whoever the app names (documents: sealed into a temporary spool). */
export interface FileSpool {
  /** Where the file's bytes are written as they arrive; it fails (413, 400…) to stop the upload. */
  sink(): Writable;
  /** What was received, once the sink finished. */
  finish(): Promise<SpooledDocument>;
  /** Removes what the spool keeps (after the request, whatever its outcome). */
  dispose(): Promise<void>;
}

export type SpoolFactory = (file: { declaredType: string | undefined; fileName: string | undefined }) => FileSpool;

/** A multipart form has a few short fields beside its one file. */
const MULTIPART_LIMITS = { files: 1, fields: 16, parts: 18, fieldSize: 1024, fieldNameSize: 64, headerPairs: 16 };
/**
 * After a refusal, an upload declared at most this long (a document's largest, with its form) is read to its end, and
 * dropped, before the answer, so a client that writes its whole body before reading (fetch) gets the answer and its
 * connection stays usable. A longer or undeclared one is answered at once, this many more bytes read so the caller
 * can read the answer, then the connection cut.
 */
const DRAIN_LIMIT = MAX_DOCUMENT_BYTES + 1024 * 1024;

/**
 * Parses multipart/form-data streaming (busboy): the fields become the body (to be validated by the operation's
 * schema like any other), the one part named `file` is written to a spool as it arrives, never held whole; the body's
 * `file` member is then the file's SHA-256, so that the idempotency fingerprint covers the content. A refusal while
 * the file arrives (too large, not a document) stops the spooling at once: the rest of the request is dropped, not
 * read into anything, and the connection closed after the answer.
 */
export const multipartBody =
  (spools: SpoolFactory): RequestHandler =>
  (req, res, next) => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    let parser: Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...MULTIPART_LIMITS, fileSize: MAX_DOCUMENT_BYTES + 1 }, defParamCharset: "utf8" });
    } catch {
      next(new ApiError("MALFORMED_REQUEST", "The multipart body could not be read (its boundary is missing)."));
      return;
    }
    const fields: Record<string, unknown> = {};
    let spool: FileSpool | undefined;
    let spooling: Promise<unknown> = Promise.resolve();
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) {
        return;
      }
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on("error", () => undefined);
      const disposed = spool?.dispose() ?? Promise.resolve();
      let answered = false;
      const answer = () => {
        if (!answered) {
          answered = true;
          void disposed.finally(() => next(error));
        }
      };
      if (Number(req.headers["content-length"] ?? Number.POSITIVE_INFINITY) <= DRAIN_LIMIT && !req.readableEnded) {
        req.on("data", () => undefined);
        req.once("end", answer);
        req.once("close", answer);
        req.resume();
        return;
      }
      res.setHeader("Connection", "close");
      let drained = 0;
      req.on("data", (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT) {
          req.socket.destroy();
        }
      });
      req.resume();
      answer();
    };
    const refuse = (pointer: string, detail: string) => validationFailed([{ pointer, code: "invalid_part", detail }]);
    parser.on("field", (name, value, info) => {
      if (name === "file") {
        return fail(refuse("/file", "file must be a file part (with a filename, or of type application/octet-stream)"));
      }
      if (info.nameTruncated || info.valueTruncated) {
        return fail(refuse(`/${name}`, `a field is at most ${MULTIPART_LIMITS.fieldSize} bytes`));
      }
      fields[name] = name in fields ? [fields[name], value].flat() : value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file") {
        stream.resume();
        return fail(refuse(`/${name}`, "the one file part is named file"));
      }
      spool = spools({ declaredType: info.mimeType, fileName: info.filename });
      locals(res).spool = spool;
      spooling = pipeline(stream, spool.sink()).catch(fail);
    });
    parser.on("filesLimit", () => fail(refuse("/file", "send exactly one file part")));
    parser.on("fieldsLimit", () => fail(new ApiError("PAYLOAD_TOO_LARGE", "The form has too many fields.")));
    parser.on("partsLimit", () => fail(new ApiError("PAYLOAD_TOO_LARGE", "The form has too many parts.")));
    parser.on("error", () => fail(new ApiError("MALFORMED_REQUEST", "The multipart body could not be read.")));
    parser.on("close", () => {
      void spooling.then(async () => {
        if (settled) {
          return;
        }
        try {
          const received = spool ? await spool.finish() : undefined;
          if (settled) {
            return;
          }
          settled = true;
          locals(res).upload = received;
          req.body = received ? { ...fields, file: received.sha256 } : fields;
          next();
        } catch (error) {
          fail(error);
        }
      });
    });
    // A caller gone before the upload was taken (the connection cut midway): nothing will run it, so its spool goes now.
    res.on("close", () => {
      if (!settled) {
        settled = true;
        req.unpipe(parser);
        void spool?.dispose();
      }
    });
    req.pipe(parser);
  };
