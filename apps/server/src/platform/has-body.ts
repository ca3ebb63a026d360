import type { IncomingMessage } from "node:http";

/** Whether a request comes with a body (chunked, or a length above 0). */
export const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
