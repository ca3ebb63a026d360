import { connect, type Socket } from "node:net";

/** What a malware scan found: nothing, or the name of the signature that matched. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** Scans bytes for malware; throws when it cannot tell (unreachable, too slow, an error of its own). */
export interface MalwareScanner {
  scan(bytes: AsyncIterable<Uint8Array>): Promise<ScanVerdict>;
}

/** The largest piece sent to clamd at a time (its INSTREAM chunks; the whole stream is bounded by StreamMaxLength). */
const PIECE_BYTES = 64 * 1024;
/** A scan that takes longer than this (no answer from clamd) fails, to be tried again. */
const SCAN_TIMEOUT_MS = 60_000;

/** `host:port` (TCP, `[::1]:3310` for IPv6) or an absolute path (a unix socket), as CLAMD_ADDRESS gives it. */
function connectTo(address: string): Socket {
  if (address.startsWith("/")) {
    return connect({ path: address });
  }
  const at = address.lastIndexOf(":");
  return connect({ host: address.slice(0, at).replace(/^\[(.*)\]$/, "$1"), port: Number(address.slice(at + 1)) });
}

/** clamd's answer to a stream: `stream: OK`, `stream: <signature> FOUND`, anything else (`… ERROR`) is a failure. */
export function verdictOf(reply: string): ScanVerdict {
  const answer = reply.replace(/\0/g, "").trim();
  if (answer === "stream: OK") {
    return { clean: true };
  }
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) {
    return { clean: false, signature: found[1] };
  }
  throw new Error(`clamd could not scan the document: ${answer.slice(0, 200) || "no answer"}`);
}

/**
 * A client of ClamAV's daemon, clamd, speaking its INSTREAM protocol (`zINSTREAM\0`, then the bytes in pieces each
 * preceded by its length as 4 bytes big-endian, then a zero length; the answer ends with NUL). One connection per
 * scan; the bytes are sent as they are read, with the socket's backpressure, never gathered whole.
 */
export function clamdScanner(address: string, { timeoutMs = SCAN_TIMEOUT_MS } = {}): MalwareScanner {
  return {
    scan: (bytes) =>
      new Promise<ScanVerdict>((resolve, reject) => {
        const socket = connectTo(address);
        const replies: Buffer[] = [];
        let settled = false;
        const settle = (outcome: () => void) => {
          if (!settled) {
            settled = true;
            socket.destroy();
            outcome();
          }
        };
        socket.setTimeout(timeoutMs, () => settle(() => reject(new Error(`clamd at ${address} did not answer in ${timeoutMs} ms`))));
        socket.on("error", (error) => settle(() => reject(error)));
        socket.on("data", (data) => {
          replies.push(data);
          if (data.includes(0)) {
            settle(() => {
              try {
                resolve(verdictOf(Buffer.concat(replies).toString("utf8")));
              } catch (error) {
                reject(error);
              }
            });
          }
        });
        socket.on("end", () => settle(() => reject(new Error(`clamd at ${address} closed the connection without an answer`))));
        socket.once("connect", () => {
          send(socket, bytes).catch((error: unknown) => settle(() => reject(error)));
        });
      }),
  };
}

/** Writes the INSTREAM command, the pieces and the terminator, waiting for the socket to drain when it asks to. */
async function send(socket: Socket, bytes: AsyncIterable<Uint8Array>): Promise<void> {
  const write = (data: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      if (socket.destroyed) {
        reject(new Error("clamd closed the connection"));
        return;
      }
      socket.write(data, (error) => (error ? reject(error) : resolve()));
    });
  await write(Buffer.from("zINSTREAM\0"));
  for await (const chunk of bytes) {
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
      const piece = chunk.subarray(at, at + PIECE_BYTES);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(piece.length);
      await write(Buffer.concat([length, piece]));
    }
  }
  await write(Buffer.alloc(4));
}
