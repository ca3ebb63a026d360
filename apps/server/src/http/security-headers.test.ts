import express from "express";
import helmet, { type HelmetOptions } from "helmet";
import { expect, test } from "vitest";
import { listen } from "../server.ts";
import { DOCUMENT_ONLY, securityHeaders } from "./security-headers.ts";

const POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: "same-origin" as const },
};

/** The headers of a response of an app that uses `middleware` and answers 204. */
async function headersWith(middleware: express.RequestHandler, path = "/"): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get(path, (_req, res) => {
    res.status(204).end();
  });
  const server = await listen(app, 0, "127.0.0.1");
  try {
    const response = await fetch(`${server.url}${path}`);
    const headers = Object.fromEntries(response.headers);
    for (const name of ["date", "connection", "keep-alive"]) {
      delete headers[name];
    }
    return headers;
  } finally {
    await server.close(1000);
  }
}

test("the security headers computed once are exactly helmet's, header for header", async () => {
  const once = await headersWith(securityHeaders(POLICY));
  expect(once).toEqual(await headersWith(helmet(POLICY)));
  expect(once["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
  expect(once["x-content-type-options"]).toBe("nosniff");
  expect(Object.keys(once).length).toBeGreaterThan(8);
});

test("an API answer (JSON, never a page) gets the headers that matter to it, without the ones for documents", async () => {
  const middleware = securityHeaders(POLICY, (req) => req.path.startsWith("/v1/"));
  const api = await headersWith(middleware, "/v1/applications");
  expect(api).toEqual(await headersWith(helmet({ ...POLICY, ...DOCUMENT_ONLY } as HelmetOptions), "/v1/applications"));
  expect(Object.keys(api).sort()).toEqual([
    "content-security-policy",
    "cross-origin-resource-policy",
    "referrer-policy",
    "strict-transport-security",
    "x-content-type-options",
    "x-frame-options",
  ]);
  // Anything else (pages, files) keeps helmet's whole set.
  expect(await headersWith(middleware, "/console/cases")).toEqual(await headersWith(helmet(POLICY), "/console/cases"));
});
