import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort, SERVER_DIR } from "./process.ts";

/** One of Prism's findings: where (request or response, then the part) and what. */
export interface Violation {
  location: string[];
  severity: string;
  message: string;
}

/** What a call through the proxy brought back that the contract does not allow. */
export interface Finding {
  call: string;
  status: number;
  violations: Violation[];
}

export interface ValidatingProxy {
  url: string;
  /** Each call through the proxy whose request or response Prism found at odds with the document. */
  findings: Finding[];
  /** fetch that records Prism's findings about each call made through the proxy (the sl-violations header). */
  fetch: typeof fetch;
  close: () => void;
}

const DOCUMENT = join(SERVER_DIR, "../../packages/openapi/openapi.json");

/**
 * Stoplight Prism's validating proxy (`prism proxy --errors`) in front of `upstream`, on a free port: it forwards each
 * call, checks the response against the committed OpenAPI document, and answers a violating response with its own 500
 * (the violations in its sl-violations header and body). Requests are not checked: the error-provoking calls are
 * meant to be invalid.
 */
export async function startValidatingProxy(upstream: string): Promise<ValidatingProxy> {
  const port = await freePort();
  const args = ["proxy", "--errors", "--validate-request=false", "--cors=false", "-p", String(port), DOCUMENT, upstream];
  const prism: ChildProcess = spawn(join(SERVER_DIR, "node_modules/.bin/prism"), args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`.slice(-20_000);
      if (output.includes("Prism is listening")) {
        resolve();
      }
    };
    prism.stdout?.on("data", read);
    prism.stderr?.on("data", read);
    prism.once("exit", (code) => reject(new Error(`prism exited with ${code}: ${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const findings: Finding[] = [];
  const original = globalThis.fetch;
  const recording: typeof fetch = async (input, init) => {
    const response = await original(input, init);
    const target = input instanceof Request ? input.url : String(input);
    const header = response.headers.get("sl-violations");
    if (target.startsWith(url) && header) {
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      findings.push({
        call: `${method} ${target.slice(url.length)}`,
        status: response.status,
        violations: (JSON.parse(header) as Violation[]).map(({ location, severity, message }) => ({ location, severity, message })),
      });
    }
    return response;
  };
  return { url, findings, fetch: recording, close: () => prism.kill() };
}
