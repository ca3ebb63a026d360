import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ICON } from "@onboarding/hosted-onboarding";
import express, { type Router } from "express";

const require = createRequire(import.meta.url);
const OPENAPI_JSON = JSON.stringify(require("@onboarding/openapi/openapi.json"));
const OPENAPI_YAML = readFileSync(require.resolve("@onboarding/openapi/openapi.yaml"), "utf8");

/**
 * What the server serves besides the API: the OpenAPI document (JSON and YAML, readable by browser tools from any
 * origin), the icon every browser asks a host for (/favicon.ico: the hosted page's, an SVG, which browsers take
 * whatever the name) and the documentation site built by `pnpm docs:build`, at /docs (its 404 page for a path it does not have); in
 * development `/` leads there.
 */
export function publicFiles(options: { docsDir: string; redirectRoot: boolean }): Router {
  const router = express.Router();
  const cors = { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300" };
  router.get("/openapi.json", (_req, res) => {
    res.type("application/json; charset=utf-8").set(cors).send(OPENAPI_JSON);
  });
  router.get("/openapi.yaml", (_req, res) => {
    res.type("application/yaml; charset=utf-8").set(cors).send(OPENAPI_YAML);
  });
  router.get("/favicon.ico", (_req, res) => {
    res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(ICON);
  });
  if (options.redirectRoot) {
    router.get("/", (_req, res) => res.redirect(302, "/docs/"));
  }
  // The site is static and self-contained: its own, looser policy than the API's `default-src 'none'`.
  router.use("/docs", (_req, res, next) => {
    res.set({
      "Content-Security-Policy":
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    next();
  });
  // Looked up per request: `pnpm start` builds the site beside the running server, so it may appear after start-up.
  router.use("/docs", express.static(options.docsDir, { extensions: ["html"], maxAge: "5m" }));
  router.use("/docs", (req, res, next) => {
    if (!existsSync(join(options.docsDir, "index.html"))) {
      res.status(503).set({ "Retry-After": "10", "Cache-Control": "no-store" }).type("html").send(SITE_NOT_BUILT);
      return;
    }
    // A page the site does not have: the site's own 404 page, as a browser expects, not the API's problem+json.
    const notFound = join(options.docsDir, "404.html");
    if ((req.method === "GET" || req.method === "HEAD") && existsSync(notFound)) {
      res.status(404).sendFile("404.html", { root: options.docsDir, headers: { "Cache-Control": "no-store" } });
      return;
    }
    next();
  });
  return router;
}

/** /docs before the site is built: what is happening, and a reload every 10 s until it is there. */
const SITE_NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Documentation: not built yet</title></head>
<body><main><h1>The documentation site is not built yet</h1>
<p><code>pnpm start</code> builds it in the background when it is missing or stale (about a minute); this page reloads
itself until it is ready. Elsewhere, run <code>pnpm docs:build</code>. The API answers meanwhile, and its OpenAPI document is at
<a href="/openapi.json">/openapi.json</a>.</p></main></body></html>
`;
