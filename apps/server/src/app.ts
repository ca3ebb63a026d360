import { createRequire } from "node:module";
import { operations } from "@onboarding/contract";
import express, { type Express } from "express";
import helmet from "helmet";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { createHandlers } from "./handlers/index.ts";
import type { Handler } from "./http/handler.ts";
import { mount } from "./http/mount.ts";
import { errorHandler, routeNotFound } from "./http/problem.ts";
import { requestContext } from "./http/request-context.ts";
import type { Logger } from "./logger.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  clock: Clock;
}

const require = createRequire(import.meta.url);
const OPENAPI_JSON = JSON.stringify(require("@onboarding/openapi/openapi.json"));

export interface App extends Express {
  /** The operationIds mounted in this environment. */
  mountedOperations: string[];
}

/** Builds the Express app from its dependencies, without listening. */
export function createApp(deps: AppDeps): App {
  const app = express() as App;
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("query parser", "simple");
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: "same-origin" },
    }),
  );
  app.use(requestContext(deps.logger));
  app.get("/openapi.json", (_req, res) => {
    res.type("application/json; charset=utf-8").set("Cache-Control", "public, max-age=300").send(OPENAPI_JSON);
  });
  const router = express.Router();
  app.mountedOperations = mount(router, operations, createHandlers(deps) as unknown as Record<string, Handler>, {
    environment: deps.config.env,
  });
  app.use(router);
  app.use(routeNotFound());
  app.use(errorHandler());
  return app;
}
