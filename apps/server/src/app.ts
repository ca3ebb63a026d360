import { MULTIPART_TYPE, operations } from "@onboarding/contract";
import express, { type Express, type Request, type RequestHandler } from "express";
import { AuditCounts } from "./audit/audit-counts.ts";
import type { AuthContext } from "./auth/auth-context.ts";
import { clientAssertions } from "./auth/client-assertions.ts";
import { Dpop } from "./auth/dpop.ts";
import { reviewConsole } from "./console/console.ts";
import type { AppDeps } from "./deps.ts";
import { newDocumentId } from "./documents/documents.ts";
import { DocumentSpool } from "./documents/spool.ts";
import { accessTokenAuthentication, clientAuthentication, clientPolicy, requireScopes } from "./http/authentication.ts";
import { bodyDeadline } from "./http/body-deadline.ts";
import { errorHandler, routeNotFound } from "./http/error-middleware.ts";
import { mount } from "./http/mount.ts";
import { OperationRouter, sequence } from "./http/operation-router.ts";
import { publicFiles } from "./http/public-files.ts";
import { parseQueryOnce } from "./http/query-once.ts";
import { addressOf, documentBytes, rateLimit } from "./http/rate-limit.ts";
import { requestContext } from "./http/request-context.ts";
import type { AnyHandler } from "./http/route.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { Idempotency } from "./idempotency/idempotency.ts";
import { onboardingPage } from "./onboarding-page/onboarding-page.ts";
import { routes } from "./routes/index.ts";
import { createServices } from "./services.ts";

export interface App extends Express {
  /** The operationIds mounted in this environment. */
  mountedOperations: string[];
  /** Writes the audit trail's counts not yet written (refusals and replays of the current minute): before stopping. */
  flushAuditCounts: () => Promise<void>;
}

/**
 * A request's first path segment, lowercased ("v1" of /V1/applications), read from the path as parsed (a request in
 * absolute form, GET http://host/v1/… HTTP/1.1, is the same request): what its answer's headers depend on.
 */
function firstSegment(req: Request): string {
  const path = req.path;
  const end = path.indexOf("/", 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/** The API's first segments: its operations' (v1, oauth, health…). Their answers are JSON, never a page. */
const API_SEGMENTS = new Set(Object.values(operations).map((operation) => operation.path.split("/")[1]));

/** Builds the Express app from its dependencies, without listening. */
export function createApp(deps: AppDeps): App {
  const app = express() as App;
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("query parser", "simple");
  parseQueryOnce(app);
  // Behind a proxy that TRUST_PROXY names, req.ip is the caller's address from X-Forwarded-For (rate limits, the
  // address the hosted page records); otherwise the connection's.
  app.set("trust proxy", deps.config.trustProxy);
  const headers = securityHeaders(
    {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: "same-origin" },
    },
    (req) => API_SEGMENTS.has(firstSegment(req)),
  );
  const auditCounts = new AuditCounts(deps.db, deps.clock);
  const answerError = errorHandler(auditCounts);
  // A body that arrives too slowly is cut, answered as any other error (an upload is bounded by its progress).
  const deadline = bodyDeadline(deps.config.bodies, (error, req, res) => void answerError(error, req, res, () => req.socket.destroy()));
  // API responses carry personal data: no cache, shared or private, keeps them. RFC 6749 §5.1: token responses, and
  // errors, are never cached, by HTTP/1.0 caches either.
  const noStore: RequestHandler = (req, res, next) => {
    const segment = firstSegment(req);
    if (segment === "v1" || segment === "oauth") {
      res.setHeader("Cache-Control", "no-store");
      if (segment === "oauth") {
        res.setHeader("Pragma", "no-cache");
      }
    }
    next();
  };
  const services = createServices(deps);
  // An uploaded document is sealed with its own id as it arrives, into a temporary file.
  const spool = (file: { declaredType: string | undefined; fileName: string | undefined }) =>
    new DocumentSpool(deps.keyring, { id: newDocumentId(deps.clock), ...file });
  // Each handler is typed by its own operation; mounting handles them all alike.
  const handlers = Object.fromEntries(
    Object.values(routes).map((route) => [route.operationId, route.build(services) as unknown as AnyHandler]),
  );
  // Proofs of possession: client assertions (private_key_jwt) and DPoP proofs, each jti used once on any instance
  // (remembered in the store the rate limits share); a DPoP proof's htu is compared with the public URL.
  const firstUse = (key: string) => deps.rateLimits.firstUse(key);
  const { issuer } = deps.config.auth;
  const proofs = {
    assertions: clientAssertions(deps.auth.clients, { clock: deps.clock, issuer, tokenEndpoint: `${issuer}/oauth/token`, firstUse }),
    dpop: new Dpop(deps.keyring.pepper, deps.clock, deps.config.publicUrl, firstUse),
  };
  const router = new OperationRouter();
  app.mountedOperations = mount(router, operations, handlers, {
    environment: deps.config.env,
    docsUrl: deps.config.docsUrl,
    clock: deps.clock,
    db: deps.db,
    auditCounts,
    idempotency: new Idempotency(deps.db, deps.clock, deps.config.idempotencyRetentionMs, deps.keyring),
    spool,
    // Authentication, and the rate limits: per client once authenticated, per address before that (on /v1, the
    // address's budget is spent by failed authentications only). Health probes count in a budget of their own per
    // address, so that a load balancer's probes and its callers' pages and tokens (one address without TRUST_PROXY)
    // never refuse one another. An upload takes its bytes from the client's daily budget before its body is read.
    guard: (operation) => {
      const clientId = (res: express.Response) => (res.locals.auth as AuthContext).clientId;
      const limit = (policy: "api" | "oauth" | "address") =>
        rateLimit(deps.rateLimits, policy, (req, res) => (policy === "address" ? addressOf(req) : clientId(res)));
      const uploads = operation.request?.body?.contentTypes.includes(MULTIPART_TYPE) ? [documentBytes(deps.rateLimits, clientId)] : [];
      switch (operation.auth.type) {
        case "bearer":
          return [
            accessTokenAuthentication(deps.auth, deps.rateLimits, proofs.dpop),
            limit("api"),
            clientPolicy(deps.auth),
            requireScopes(operation.auth.scopes),
            ...uploads,
          ];
        case "client":
          return [
            limit("address"),
            clientAuthentication(deps.auth, proofs, { tokenEndpoint: operation.operationId === "issueToken" }),
            limit("oauth"),
          ];
        default:
          return operation.path.startsWith("/health/")
            ? [rateLimit(deps.rateLimits, "address", (req) => `probe:${addressOf(req)}`)]
            : [limit("address")];
      }
    },
  });
  // Every request's start, then the API's operations: one layer of the app (see sequence()).
  app.use(sequence(headers, requestContext(deps.logger, deps.config.docsUrl), deadline, noStore, router.handle));
  // The pages and files, after the API's operations (their paths never meet): an API request passes none of their
  // routes on its way.
  app.use(publicFiles({ docsDir: deps.config.docsDir, redirectRoot: deps.config.env === "development" }));
  // The hosted onboarding page: HTML for end customers, with its own headers (see onboarding-page.ts).
  app.use("/onboard", onboardingPage(deps, services, spool));
  // The review console: HTML for the platform's operators, signed in (see console/console.ts); off in production
  // without single sign-on, when its routes are the API's 404.
  const reviewConsoleRouter = reviewConsole(deps, services);
  if (reviewConsoleRouter) {
    app.use("/console", reviewConsoleRouter);
  }
  app.use(routeNotFound());
  app.use(answerError);
  app.flushAuditCounts = () => auditCounts.flush();
  return app;
}
