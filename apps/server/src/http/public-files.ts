import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import express, { type Router } from "express";
import { ApiError } from "../errors.ts";

const require = createRequire(import.meta.url);
const OPENAPI_JSON = JSON.stringify(require("@onboarding/openapi/openapi.json"));
const OPENAPI_YAML = readFileSync(require.resolve("@onboarding/openapi/openapi.yaml"), "utf8");

/**
 * What the server serves besides the API: the OpenAPI document (JSON and YAML, readable by browser tools from any
 * origin) and the documentation site built by `pnpm docs`, at /docs; in development `/` leads there.
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
  if (existsSync(options.docsDir)) {
    router.use("/docs", express.static(options.docsDir, { extensions: ["html"], maxAge: "5m" }));
  } else {
    router.use("/docs", () => {
      throw new ApiError("NOT_FOUND", "The documentation site is not built here: run pnpm docs, then restart the server.");
    });
  }
  return router;
}
