import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { type AdminContext, type AdminResult, runAdminCommand } from "./commands.ts";

/** The running server's admin socket, beside the embedded database it owns. */
export const adminSocketPath = (dataDir: string) => join(dataDir, "admin.sock");

/**
 * A local-only channel (a Unix socket, mode 0600, in the data directory) through which `pnpm admin` asks the
 * running server to carry out a command, since the embedded database belongs to that one process.
 */
export async function startAdminChannel(socketPath: string, context: AdminContext): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", async () => {
      let result: AdminResult;
      try {
        const { args, operator } = JSON.parse(body) as { args: string[]; operator?: string };
        result = await runAdminCommand(args, { ...context, ...(typeof operator === "string" ? { operator } : {}) });
      } catch (error) {
        result = { code: 1, stdout: "", stderr: `${error instanceof Error ? error.message : String(error)}\n` };
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/** Sends a command to the running server; rejects when no server listens on the socket. */
export function sendAdminCommand(socketPath: string, args: string[], operator?: string): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/run", method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve(JSON.parse(body) as AdminResult));
    });
    req.on("error", reject);
    req.end(JSON.stringify({ args, operator }));
  });
}
