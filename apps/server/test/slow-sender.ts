import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** What a raw HTTP/1.1 exchange answered: the status, the headers (lower-case names) and the body as text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The error a write of the body met, if any (EPIPE, ECONNRESET: the server closed before reading it all). */
  writeError?: string;
}

/**
 * Sends one request over a socket of its own, the head at once and the body in `pieces`, waiting `pauseMs` between
 * two pieces (a slow or stalling network), then reads the answer until the server closes the connection (send
 * `Connection: close`; the socket is not half-closed, as Node's server would then end it before answering). It stops
 * sending once an answer comes, unless `sendAll` (a client that writes its whole body whatever, as fetch does).
 */
export async function sendSlowly(url: string, head: string, pieces: Buffer[], pauseMs: number, sendAll = false): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  let writeError: string | undefined;
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", (error: NodeJS.ErrnoException) => {
    writeError ??= error.code; // a server that closes while a piece is sent: its answer is still read
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(`${head.replaceAll("\n", "\r\n")}\r\n\r\n`);
  for (const piece of pieces) {
    if (socket.destroyed || (received.length > 0 && !sendAll)) {
      break;
    }
    socket.write(piece);
    await sleep(pauseMs);
  }
  await ended;
  const text = Buffer.concat(received).toString("latin1");
  const [headText = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = headText.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: rest.join("\r\n\r\n"),
    ...(writeError ? { writeError } : {}),
  };
}

/** A multipart/form-data body of fields and one file part named file, and its boundary. */
export function multipart(fields: Record<string, string>, file: Buffer, contentType: string): { boundary: string; body: Buffer } {
  const boundary = "----slow-sender-boundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { boundary, body: Buffer.concat([Buffer.from(parts.join("") + fileHead), file, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

/** `bytes` in pieces of `size`. */
export const piecesOf = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
