import type { OnboardingEditablePart } from "@onboarding/core";
import { messagePage } from "@onboarding/hosted-onboarding";
import type { Request, RequestHandler, Response } from "express";
import { recordPageAction } from "../audit/audit.ts";
import type { AppDeps } from "../deps.ts";
import { addressOf, enforce } from "../http/rate-limit.ts";
import { locals } from "../http/request-context.ts";
import type { OnboardingSessionRecord } from "../onboarding-sessions/onboarding-sessions.ts";
import type { Services } from "../services.ts";
import { hashKey, holdsKey, keyOf, newBrowserKey, sameOriginPost, sessionPath, setKeyCookie } from "./browser-session.ts";
import { wordingOf } from "./page-state.ts";

/** The session a page request acts in, and the browser key that proved it. */
export interface PageLocals {
  session: OnboardingSessionRecord;
  key: string;
}
export const pageLocals = (res: Response) => res.locals as unknown as PageLocals;

/** Where the integrator is sent back for a new link, with why. */
function refreshTo(session: OnboardingSessionRecord, reason: "expired" | "used"): string {
  const url = new URL(session.refreshUrl);
  url.searchParams.set("reason", reason);
  url.searchParams.set("onboarding_session_id", session.id);
  return url.toString();
}

/**
 * The headers of every page: nothing but this host's stylesheet and images may load (and the integrator's logo, from
 * exactly its origin), forms post only here (and, once submitted, the browser is sent on to the integrator's return
 * URL), no framing, no referrer (the link's token is in a URL, and the logo's host learns nothing of it), no caching
 * (the pages show personal data).
 */
export function pageHeaders(res: Response, session?: Pick<OnboardingSessionRecord, "returnUrl" | "branding">): void {
  const formTargets = ["'self'", ...(session ? [new URL(session.returnUrl).origin] : [])].join(" ");
  const logo = session?.branding.logo_url;
  const images = ["'self'", ...(logo ? [new URL(logo).origin] : [])].join(" ");
  res.set({
    "Content-Security-Policy": `default-src 'none'; style-src 'self'; img-src ${images}; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
}

export const sendPage = (res: Response, status: number, page: string) => res.status(status).type("html").send(page);

/** The page of a link or a form that cannot be used: it says to ask for a new link. */
export function unavailable(res: Response, status: number, session?: OnboardingSessionRecord) {
  const wording = wordingOf(session?.locale ?? "en", session?.branding);
  return sendPage(res, status, messagePage(wording, wording.messages.ui.unavailableTitle, wording.messages.ui.unavailableBody));
}

/** Counts the request against its address's budget and the page's budget of `key` (a session, or a link). */
export const rateLimited =
  (deps: AppDeps, key: (req: Request) => string): RequestHandler =>
  async (req, res, next) => {
    enforce(res, await deps.rateLimits.take("address", addressOf(req)));
    enforce(res, await deps.rateLimits.take("page", key(req)));
    next();
  };

/** The link: its first opening binds the session to this browser (a key in a cookie) and goes to its pages. */
export const openLink =
  (deps: AppDeps, services: Services): RequestHandler =>
  async (req, res) => {
    const key = newBrowserKey();
    const opened = await services.onboardingSessions.open(deps.db, String(req.params.token), hashKey(key));
    pageHeaders(res);
    if (opened.kind === "unknown") {
      return unavailable(res, 404);
    }
    await recordPageAction(deps.db, deps.clock, {
      sessionId: opened.session.id,
      name: opened.kind === "opened" ? "open" : `open (${opened.kind})`,
      applicationId: opened.session.applicationId,
      requestId: locals(res).requestId,
      status: 303,
      refused: opened.kind !== "opened",
    });
    if (opened.kind !== "opened") {
      return res.redirect(303, refreshTo(opened.session, opened.kind));
    }
    setKeyCookie(res, opened.session.id, key, req.secure || deps.config.publicUrl.startsWith("https:"));
    res.redirect(303, sessionPath(opened.session.id));
  };

/**
 * Every page of a session needs the browser that opened its link, before the session's end: another browser, or any
 * after the end, goes to the refresh URL; after completion, the page says so and links back to the integrator.
 */
export const sessionGuard =
  (deps: AppDeps, services: Services): RequestHandler =>
  async (req, res, next) => {
    const found = await services.onboardingSessions.find(deps.db, String(req.params.sessionId));
    pageHeaders(res, found);
    if (!found) {
      return unavailable(res, 404);
    }
    const key = keyOf(req);
    if (!key || !holdsKey(key, found.browserKeyHash) || found.status === "EXPIRED") {
      return res.redirect(303, refreshTo(found, found.status === "EXPIRED" ? "expired" : "used"));
    }
    if (found.status === "COMPLETED") {
      const wording = wordingOf(found.locale, found.branding);
      const { ui } = wording.messages;
      const back = { href: found.returnUrl, label: ui.continueTo(new URL(found.returnUrl).host) };
      return sendPage(res, 200, messagePage(wording, ui.doneTitle, ui.doneBody, back));
    }
    Object.assign(res.locals, { session: found, key } satisfies PageLocals);
    next();
  };

/**
 * A form that changes `part` needs a session whose `editable` includes it: else refused (403) before its body is read,
 * changing nothing. (The steps of details and people are asked only when editable, and a save finds no other step.)
 */
export const editablePart =
  (part: OnboardingEditablePart): RequestHandler =>
  (_req, res, next) => {
    const { session } = pageLocals(res);
    if (!session.editable.includes(part)) {
      return unavailable(res, 403, session);
    }
    next();
  };

/** A form must come from the session's own page (CSRF token, same origin): else refused, changing nothing. */
export const sameOriginForm: RequestHandler = (req, res, next) => {
  const { session, key } = pageLocals(res);
  if (!sameOriginPost(req, key, session.id, `${req.protocol}://${req.get("host")}`)) {
    return unavailable(res, 403, session);
  }
  next();
};
