import { DocumentReviewSchema } from "@onboarding/core";
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { CaseRefused } from "../cases/cases.ts";
import { decrypt, encrypt } from "../crypto/aead.ts";
import type { Queryable } from "../db/database.ts";
import type { AppDeps } from "../deps.ts";
import { formBody } from "../http/body.ts";
import { addressOf, enforce } from "../http/rate-limit.ts";
import { locals } from "../http/request-context.ts";
import { cookieValue, csrfToken, isToken, sameOriginPost } from "../onboarding-page/browser-session.ts";
import type { Operator } from "../operators/operators.ts";
import { ApiError, parseOrThrow } from "../platform/errors.ts";
import type { Services } from "../services.ts";
import { type CaseView, caseView, queueView, signedInAs } from "./console-views.ts";
import { discoverSso, type Sso, SsoRefused } from "./sso.ts";
import { CONSOLE_ICON, CONSOLE_STYLESHEET, casePage, casePath, queuePage, queuePath, signInPage } from "./views/index.ts";

/** The session's cookie: HttpOnly, Secure, SameSite=Strict, scoped to the console. */
const SESSION_COOKIE = "console_session";
/** The single sign-on's state, nonce and PKCE verifier, sealed, between the redirect to the provider and its answer. */
const SSO_COOKIE = "console_sso";
const SIGN_IN = "/console/sign-in";
/** What the CSRF token of a session's forms is derived for (see browser-session.ts). */
const CSRF_PURPOSE = "console";

/** The session cookie's attributes: set, cleared and tested alike. */
const SESSION_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "strict", path: "/console" } as const;
/** The single sign-on cookie's: sent back by the provider's redirect (a cross-site navigation), so Lax. */
const SSO_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "lax", path: SIGN_IN } as const;

/**
 * The headers of every console page: nothing loads but this host's stylesheet, images and documents (in frames of
 * this host), forms post only here, no framing by others, no referrer, no caching (the pages show personal data).
 */
function consoleHeaders(_req: Request, res: Response, next: NextFunction) {
  res.set({
    "Content-Security-Policy":
      "default-src 'none'; style-src 'self'; img-src 'self'; frame-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
  next();
}

/** A signed-in operator's request: its session's cookie value and operator. */
interface ConsoleLocals {
  token: string;
  sessionId: string;
  operator: Operator;
}
const consoleLocals = (res: Response) => res.locals as unknown as ConsoleLocals;

const sendHtml = (res: Response, status: number, page: string) => res.status(status).type("html").send(page);

/** The words of a refusal, and its status, for the page that shows it. */
function refusalOf(error: unknown): { status: number; text: string } | undefined {
  if (error instanceof CaseRefused) {
    return { status: error.status, text: error.message };
  }
  if (error instanceof ApiError && error.status < 500) {
    const fields = error.extra.errors?.map((field) => `${field.pointer} ${field.detail}`).join("; ");
    return { status: error.status, text: `${error.message}${fields ? ` (${fields})` : ""}` };
  }
  return undefined;
}

/** What a successful action says on the case page it returns to. */
const DONE: Record<string, string> = {
  claim: "You hold this case.",
  release: "The case is released.",
  propose: "Approval proposed: an approver who did not propose it confirms it.",
  approve: "The application is approved.",
  confirm: "Approval confirmed: the application is approved.",
  "send-back": "The proposal is sent back to review.",
  reject: "The application is rejected.",
  "request-changes": "Changes are requested from the integrator.",
  notes: "Note added.",
  check: "The check is set.",
  document: "The document's review is recorded.",
  alert: "The alert is resolved.",
  "complete-review": "The review is complete: the customer is rated again and its next review scheduled.",
};

/**
 * The review console, under /console: the platform's operators sign in (single sign-on with the platform's OpenID
 * provider; in development also one-time links), work the queue of cases and decide, through the same use cases as
 * the API and the CLI. Undefined when it is off: in production without single sign-on.
 */
export function reviewConsole(deps: AppDeps, services: Services): Router | undefined {
  const { config } = deps;
  const { sso: ssoSettings, loginLinks } = config.console;
  if (!ssoSettings && !loginLinks) {
    return undefined;
  }
  let sso: Promise<Sso> | undefined;
  const ssoClient = () => {
    if (!ssoSettings) {
      throw new SsoRefused("Single sign-on is not configured.");
    }
    sso ??= discoverSso(ssoSettings).catch((error) => {
      sso = undefined;
      throw error;
    });
    return sso;
  };
  const router = express.Router();
  const form = formBody({ limit: "32kb", parameterLimit: 50 });

  router.use(consoleHeaders);
  router.use(async (req, res, next) => {
    enforce(res, await deps.rateLimits.take("address", addressOf(req)));
    next();
  });

  router.get("/assets/console.css", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("css").send(CONSOLE_STYLESHEET);
  });
  router.get("/assets/icon.svg", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("image/svg+xml").send(CONSOLE_ICON);
  });

  /** Starts a session for the operator: its cookie, then a page that goes on to the queue as this site's own navigation. */
  const signedIn = (res: Response, token: string) => {
    res.cookie(SESSION_COOKIE, token, SESSION_COOKIE_OPTIONS);
    // A SameSite=Strict cookie is not sent with a redirect that began on another site (the provider): the page moves on
    // itself (its own navigation, so the cookie goes along), with a link for a browser that does not refresh.
    return sendHtml(
      res,
      200,
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/console/queue"><title>Signed in – Review console</title><link rel="stylesheet" href="/console/assets/console.css"></head><body><main id="main"><p>Signed in. <a href="/console/queue">Go to the queue</a>.</p></main></body></html>\n`,
    );
  };

  router.get("/sign-in", (_req, res) => sendHtml(res, 200, signInPage({ ssoConfigured: Boolean(ssoSettings) })));

  router.get("/sign-in/sso", async (_req, res) => {
    try {
      const start = await (await ssoClient()).start();
      const sealed = encrypt(
        deps.keyring,
        JSON.stringify({ state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier }),
        SSO_COOKIE,
      );
      res.cookie(SSO_COOKIE, sealed, { ...SSO_COOKIE_OPTIONS, maxAge: 600_000 });
      res.redirect(303, start.url);
    } catch (error) {
      deps.logger.warn({ err: error }, "console single sign-on could not start");
      sendHtml(res, 503, signInPage({ ssoConfigured: Boolean(ssoSettings), error: "Single sign-on is unavailable; try again shortly." }));
    }
  });

  router.get("/sign-in/callback", async (req, res) => {
    const refused = (text: string) => sendHtml(res, 403, signInPage({ ssoConfigured: Boolean(ssoSettings), error: text }));
    const sealed = cookieValue(req, SSO_COOKIE);
    res.clearCookie(SSO_COOKIE, SSO_COOKIE_OPTIONS);
    if (!sealed) {
      return refused("The sign-in took too long or began in another browser; sign in again.");
    }
    let identity: Awaited<ReturnType<Sso["finish"]>>;
    try {
      // Express encodes a cookie's value as a URI component when it sets it (a mangled one fails here, refused).
      const checks = JSON.parse(decrypt(deps.keyring, decodeURIComponent(sealed), SSO_COOKIE)) as {
        state: string;
        nonce: string;
        codeVerifier: string;
      };
      identity = await (await ssoClient()).finish(new URL(req.originalUrl, config.publicUrl), checks);
    } catch (error) {
      deps.logger.warn({ err: error }, "console single sign-on refused");
      return refused("The sign-in was refused; sign in again.");
    }
    if (!identity.emailVerified) {
      return refused("Your e-mail is not verified by the identity provider.");
    }
    const started = await deps.db.transaction((tx) => services.operators.signInWithEmail(tx, identity.email));
    if (!started) {
      return refused("This e-mail is not an operator here, or its operator is disabled.");
    }
    return signedIn(res, started.token);
  });

  router.get("/sign-in/link/:token", async (req, res) => {
    const started = loginLinks
      ? await deps.db.transaction((tx) => services.operators.signInWithLink(tx, String(req.params.token)))
      : undefined;
    if (!started) {
      return sendHtml(
        res,
        404,
        signInPage({ ssoConfigured: Boolean(ssoSettings), error: "This sign-in link is unknown, used or expired." }),
      );
    }
    res.cookie(SESSION_COOKIE, started.token, SESSION_COOKIE_OPTIONS);
    res.redirect(303, queuePath());
  });

  // Everything below needs a signed-in operator; without one, the way to sign in (and nothing else).
  router.use(async (req, res, next) => {
    const token = cookieValue(req, SESSION_COOKIE);
    const session = isToken(token) ? await deps.db.transaction((tx) => services.operators.session(tx, token)) : undefined;
    if (!isToken(token) || !session) {
      return res.redirect(303, SIGN_IN);
    }
    Object.assign(res.locals, { token, sessionId: session.id, operator: session.operator } satisfies ConsoleLocals);
    next();
  });

  /** A form must come from the console's own page (its CSRF token, this origin): else refused, changing nothing. */
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (!sameOriginPost(req, consoleLocals(res).token, CSRF_PURPOSE, `${req.protocol}://${req.get("host")}`)) {
      return sendHtml(res, 403, signInPage({ ssoConfigured: Boolean(ssoSettings), error: "That form has expired; open the page again." }));
    }
    next();
  };

  const who = (res: Response) => signedInAs(consoleLocals(res).operator, csrfToken(consoleLocals(res).token, CSRF_PURPOSE));

  router.post("/sign-out", form, sameOrigin, async (_req, res) => {
    await deps.db.transaction((tx) => services.operators.endSession(tx, consoleLocals(res).sessionId));
    res.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
    res.redirect(303, SIGN_IN);
  });

  router.get("/", (_req, res) => res.redirect(303, queuePath()));
  router.get("/queue", async (req, res) => {
    const page = await deps.db.transaction((tx) => queueView(tx, services, consoleLocals(res).operator, req.query));
    sendHtml(res, 200, queuePage(who(res), page));
  });

  router.get("/cases/:caseId", async (req, res) => {
    const done = DONE[String(req.query.done)];
    const view = await deps.db.transaction((tx) => caseView(tx, services, String(req.params.caseId)));
    if (!view) {
      return res.redirect(303, queuePath());
    }
    sendHtml(res, 200, casePage(who(res), { ...view, ...(done ? { flash: { kind: "success", text: done } } : {}) }));
  });

  router.get("/documents/:documentId/file", async (req, res) => {
    const served = await deps.db.transaction(async (tx) => {
      const owner = await services.documents.ownerOf(tx, String(req.params.documentId));
      if (!owner) {
        return undefined;
      }
      const content = await services.documents.content(
        { db: tx, clientId: owner.clientId },
        owner.applicationId,
        String(req.params.documentId),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of content.bytes) {
        chunks.push(chunk);
      }
      return { record: content.record, bytes: Buffer.concat(chunks) };
    });
    if (!served) {
      return res.status(404).type("text/plain").send("No such document.");
    }
    const { record, bytes } = served;
    // Shown inline only as what it was checked to be (a re-encoded image, a PDF); never as HTML or SVG, never run:
    // the file is sandboxed (no scripts, no same origin) and its type is not sniffed.
    const inline = record.contentType === "image/jpeg" || record.contentType === "image/png" || record.contentType === "application/pdf";
    res.set({
      "Content-Type": inline ? record.contentType : "application/octet-stream",
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${record.id}.${record.contentType.split("/")[1]}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    res.status(200).send(bytes);
  });

  /** The case page again, saying why the action was refused (its transaction rolled back: nothing was written). */
  const refusedPage = async (res: Response, caseId: string, error: unknown) => {
    const refusal = refusalOf(error);
    if (!refusal) {
      throw error;
    }
    const view = await deps.db.transaction((tx) => caseView(tx, services, caseId));
    if (!view) {
      return res.redirect(303, queuePath());
    }
    return sendHtml(res, refusal.status, casePage(who(res), { ...view, flash: { kind: "error", text: refusal.text } }));
  };

  /** Runs an operator's action on a case in one transaction; back to the case page, or the page with why it was refused. */
  const act =
    (name: string, run: (tx: Queryable, req: Request, res: Response) => Promise<unknown>) => async (req: Request, res: Response) => {
      const caseId = String(req.params.caseId);
      try {
        await deps.db.transaction((tx) => run(tx, req, res));
      } catch (error) {
        return refusedPage(res, caseId, error);
      }
      res.redirect(303, `${casePath(caseId)}?done=${name}`);
    };

  const actor = (tx: Queryable, res: Response) => ({
    db: tx,
    operator: consoleLocals(res).operator,
    requestId: locals(res).requestId,
  });
  const field = (req: Request, name: string) => {
    const value = (req.body as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  };
  const caseIdOf = (req: Request) => String(req.params.caseId);

  const post = (path: string, handler: RequestHandler) => router.post(path, form, sameOrigin, handler);
  post(
    "/cases/:caseId/claim",
    act("claim", (tx, req, res) => services.cases.claim(actor(tx, res), caseIdOf(req), { reassign: field(req, "reassign") === "true" })),
  );
  post(
    "/cases/:caseId/release",
    act("release", (tx, req, res) => services.cases.release(actor(tx, res), caseIdOf(req))),
  );
  post(
    "/cases/:caseId/propose",
    act("propose", (tx, req, res) => services.cases.propose(actor(tx, res), caseIdOf(req), field(req, "reason"))),
  );
  post(
    "/cases/:caseId/approve",
    act("approve", (tx, req, res) => services.cases.approve(actor(tx, res), caseIdOf(req), field(req, "reason"))),
  );
  post(
    "/cases/:caseId/confirm",
    act("confirm", (tx, req, res) => services.cases.confirm(actor(tx, res), caseIdOf(req))),
  );
  post(
    "/cases/:caseId/send-back",
    act("send-back", (tx, req, res) => services.cases.sendBack(actor(tx, res), caseIdOf(req), field(req, "reason"))),
  );
  post(
    "/cases/:caseId/reject",
    act("reject", (tx, req, res) => services.cases.reject(actor(tx, res), caseIdOf(req), field(req, "reason"))),
  );
  post(
    "/cases/:caseId/request-changes",
    act("request-changes", (tx, req, res) =>
      services.cases.requestChanges(actor(tx, res), caseIdOf(req), {
        fields: (field(req, "fields") ?? "").split(/[\s,]+/).filter(Boolean),
        reason: field(req, "reason"),
      }),
    ),
  );
  post(
    "/cases/:caseId/notes",
    act("notes", (tx, req, res) => services.cases.note(actor(tx, res), caseIdOf(req), field(req, "note"))),
  );
  post(
    "/cases/:caseId/checks/:verificationId",
    act("check", (tx, req, res) => {
      const status = field(req, "status");
      if (status !== "PASSED" && status !== "FAILED") {
        throw new CaseRefused(409, "A check is marked as passed or as failed.");
      }
      return services.cases.setCheck(actor(tx, res), caseIdOf(req), String(req.params.verificationId), {
        status,
        reason: field(req, "reason"),
      });
    }),
  );
  post(
    "/cases/:caseId/documents/:documentId",
    act("document", (tx, req, res) => {
      const reason = field(req, "reason")?.trim();
      const review = parseOrThrow(DocumentReviewSchema, {
        status: field(req, "verdict"),
        ...(field(req, "reason_code") ? { reason_code: field(req, "reason_code") } : {}),
        ...(reason ? { reason } : {}),
      });
      return services.cases.reviewDocument(actor(tx, res), caseIdOf(req), String(req.params.documentId), review);
    }),
  );
  post(
    "/cases/:caseId/alerts/:alertId",
    act("alert", (tx, req, res) =>
      services.cases.resolveAlert(actor(tx, res), caseIdOf(req), String(req.params.alertId), {
        resolution: field(req, "resolution"),
        reason: field(req, "reason"),
      }),
    ),
  );
  post(
    "/cases/:caseId/complete-review",
    act("complete-review", (tx, req, res) => services.cases.completeReview(actor(tx, res), caseIdOf(req), field(req, "note"))),
  );
  post("/cases/:caseId/reveal", async (req, res) => {
    const caseId = caseIdOf(req);
    const pointer = field(req, "pointer") ?? "";
    let view: CaseView | undefined;
    try {
      view = await deps.db.transaction(async (tx) => {
        await services.cases.reveal(actor(tx, res), caseId, pointer, field(req, "reason"));
        return caseView(tx, services, caseId, pointer);
      });
    } catch (error) {
      return refusedPage(res, caseId, error);
    }
    return view ? sendHtml(res, 200, casePage(who(res), view)) : res.redirect(303, queuePath());
  });

  return router;
}
