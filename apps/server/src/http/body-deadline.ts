import type { Request, RequestHandler, Response } from "express";
import { ApiError } from "../platform/errors.ts";
import { hasBody } from "../platform/has-body.ts";

/** How long a request's body may take to arrive (config.bodies). */
export interface BodyLimits {
  /** Any body but an upload's: whole within this. */
  timeoutMs: number;
  /** An upload (multipart/form-data): at least minBytes every intervalMs, and whole within timeoutMs. */
  upload: { minBytes: number; intervalMs: number; timeoutMs: number };
}

/** How the request is answered when it is cut (the app's error handler: problem+json, an OAuth error under /oauth). */
export type Cut = (error: ApiError, req: Request, res: Response) => void;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * Bounds the time a request's body takes to arrive, so that a slow or stalled sender cannot hold a connection: any
 * body within `timeoutMs`, an upload by its progress instead (a 5 MiB photo from a phone on a weak network takes a
 * minute), with an overall cap. A request cut is answered 408 REQUEST_TIMEOUT (when nothing was answered yet) and its
 * connection closed. The socket's bytes count only while the request is read: a pause of the server's own (waiting for
 * the database before the upload is taken, or while a chunk is sealed) is not the sender's.
 */
export function bodyDeadline(limits: BodyLimits, cut: Cut): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const upload = typeof req.is("multipart/form-data") === "string";
    const timers: NodeJS.Timeout[] = [];
    const stop = () => {
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
    };
    const giveUp = (detail: string) => {
      stop();
      if (req.complete) {
        return;
      }
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      res.setHeader("Connection", "close");
      res.once("finish", () => req.socket.destroy());
      cut(new ApiError("REQUEST_TIMEOUT", detail), req, res);
    };
    const total = upload ? limits.upload.timeoutMs : limits.timeoutMs;
    timers.push(setTimeout(() => giveUp(`The request body did not arrive within ${seconds(total)}.`), total).unref());
    if (upload) {
      const { minBytes, intervalMs } = limits.upload;
      let read = req.socket.bytesRead;
      const check = () => {
        const now = req.socket.bytesRead;
        if (req.readableFlowing === true && now - read < minBytes) {
          giveUp(`The upload brought less than ${minBytes} bytes in ${seconds(intervalMs)}; an upload must keep that pace.`);
        }
        read = now;
      };
      timers.push(setInterval(check, intervalMs).unref());
    }
    req.once("end", stop);
    req.once("close", stop);
    next();
  };
}
