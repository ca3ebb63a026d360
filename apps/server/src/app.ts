import { createRequire } from "node:module";
import { operations } from "@onboarding/contract";
import express, { type Express } from "express";
import helmet from "helmet";
import { bearerAuthentication, clientAuthentication } from "./auth/guards.ts";
import { type Auth, createAuth } from "./auth/index.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Keyring } from "./crypto/keyring.ts";
import type { Database } from "./db/database.ts";
import { createHandlers } from "./handlers/index.ts";
import type { Handler } from "./http/handler.ts";
import { Idempotency } from "./http/idempotency.ts";
import { mount } from "./http/mount.ts";
import { errorHandler, routeNotFound } from "./http/problem.ts";
import { requestContext } from "./http/request-context.ts";
import type { Logger } from "./logger.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  clock: Clock;
  keyring: Keyring;
}

const require = createRequire(import.meta.url);
const OPENAPI_JSON = JSON.stringify(require("@onboarding/openapi/openapi.json"));

export interface App extends Express {
  /** The operationIds mounted in this environment. */
  mountedOperations: string[];
  auth: Auth;
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
  app.use("/oauth", (_req, res, next) => {
    // RFC 6749 §5.1: token responses, and errors, are never cached.
    res.set({ "Cache-Control": "no-store", Pragma: "no-cache" });
    next();
  });
  app.get("/openapi.json", (_req, res) => {
    res.type("application/json; charset=utf-8").set("Cache-Control", "public, max-age=300").send(OPENAPI_JSON);
  });
  const auth = createAuth(deps);
  const router = express.Router();
  app.auth = auth;
  app.mountedOperations = mount(router, operations, createHandlers(deps, auth) as unknown as Record<string, Handler>, {
    environment: deps.config.env,
    db: deps.db,
    idempotency: new Idempotency(deps.db, deps.clock, deps.config.idempotencyRetentionMs),
    guard: (operation) => {
      switch (operation.auth.type) {
        case "bearer":
          return [bearerAuthentication(auth, operation.auth.scopes)];
        case "client":
          return [clientAuthentication(auth)];
        default:
          return [];
      }
    },
  });
  app.use(router);
  app.use(routeNotFound());
  app.use(errorHandler());
  return app;
}
