import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { type AdminContext, type AdminResult, runAdminCommand } from "./commands.ts";

/** The running server's admin socket, beside the embedded database it owns. */
/** The channel's socket in the embedded database's directory, given as a path or a file:// URL (as DATABASE_URL may be). */
export const adminSocketPath = (dataDir: string) => join(dataDir.replace(/^file:\/\//, ""), "admin.sock");

/** One line of the channel's answer: output as the command writes it, then its result. */
type Message = { stdout: string } | { result: AdminResult };

/**
 * A local-only channel (a Unix socket, mode 0600, in the data directory) through which `pnpm admin` asks the
 * running server to carry out a command, since the embedded database belongs to that one process. The request is
 * one JSON line (the arguments and the operator); the answer is JSON lines, the output as it is written and then the
 * result. A command that runs until stopped (`webhooks listen`) is stopped when the command line ends its request
 * (Ctrl-C) or goes away, and when the channel closes.
 */
export async function startAdminChannel(socketPath: string, context: AdminContext): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true });
  const running = new Set<AbortController>();
  const server = createServer((req, res) => {
    const stop = new AbortController();
    running.add(stop);
    res.on("close", () => {
      running.delete(stop);
      stop.abort();
    });
    const send = (message: Message) => {
      // Nothing to write to once the command line has gone.
      if (!res.destroyed) {
        res.write(`${JSON.stringify(message)}\n`);
      }
    };
    const carryOut = async (line: string) => {
      let result: AdminResult;
      try {
        const { args, operator } = JSON.parse(line) as { args: string[]; operator?: string };
        res.writeHead(200, { "content-type": "application/x-ndjson" });
        result = await runAdminCommand(args, {
          ...context,
          ...(typeof operator === "string" ? { operator } : {}),
          output: (stdout) => send({ stdout }),
          signal: stop.signal,
        });
      } catch (error) {
        result = { code: 1, stdout: "", stderr: `${error instanceof Error ? error.message : String(error)}\n` };
      }
      send({ result });
      res.end();
    };
    let body = "";
    let started = false;
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      const end = body.indexOf("\n");
      if (!started && end >= 0) {
        started = true;
        void carryOut(body.slice(0, end));
      }
    });
    req.on("end", () => {
      if (!started) {
        started = true;
        void carryOut(body);
      }
      stop.abort();
    });
  });
  // The request of a command that runs until stopped stays open as long as the command runs.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise((resolve) => {
      for (const stop of running) {
        stop.abort();
      }
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/**
 * Sends a command to the running server; rejects when no server listens on the socket. With `output`, the output is
 * given to it as the server writes it (and not in the result); with `signal`, the command runs until it aborts.
 */
export function sendAdminCommand(
  socketPath: string,
  args: string[],
  operator?: string,
  io: { output?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/run", method: "POST", headers: { "content-type": "application/x-ndjson" } }, (res) => {
      let body = "";
      let streamed = "";
      let result: AdminResult | undefined;
      res.setEncoding("utf8");
      res.on("error", reject);
      res.on("data", (chunk: string) => {
        body += chunk;
        for (let end = body.indexOf("\n"); end >= 0; end = body.indexOf("\n")) {
          const message = JSON.parse(body.slice(0, end)) as Message;
          body = body.slice(end + 1);
          if ("result" in message) {
            result = message.result;
          } else if (io.output) {
            io.output(message.stdout);
          } else {
            streamed += message.stdout;
          }
        }
      });
      res.on("end", () => {
        req.end();
        if (result) {
          resolve({ ...result, stdout: streamed + result.stdout });
        } else {
          reject(new Error("The running server closed the admin channel without an answer."));
        }
      });
    });
    req.on("error", reject);
    req.write(`${JSON.stringify({ args, operator })}\n`);
    if (io.signal && !io.signal.aborted) {
      io.signal.addEventListener("abort", () => req.end(), { once: true });
    } else {
      req.end();
    }
  });
}
