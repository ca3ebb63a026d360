import { confirmPage, documentsPage, fieldsPage, messagePage, STYLESHEET, type Step } from "@onboarding/hosted-onboarding";
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { multipartBody, type SpoolFactory } from "../http/body.ts";
import { enforce } from "../http/rate-limit.ts";
import { locals } from "../http/request-context.ts";
import type { OnboardingSessionRecord } from "../onboarding-sessions/onboarding-sessions.ts";
import type { Services } from "../services.ts";
import { hashKey, holdsKey, keyOf, newBrowserKey, sameOriginPost, sessionPath, setKeyCookie } from "./browser-session.ts";
import { type ActionContext, refusalOf, saveStep, submitApplication, uploadDocument } from "./page-actions.ts";
import { loadState, STYLESHEET_PATH, uploadedDocuments, wordingOf } from "./page-state.ts";

/** The session a page request acts in, and the browser key that proved it. */
interface PageLocals {
  session: OnboardingSessionRecord;
  key: string;
}
const pageLocals = (res: Response) => res.locals as unknown as PageLocals;

/** Where the integrator is sent back for a new link, with why. */
function refreshTo(session: OnboardingSessionRecord, reason: "expired" | "used"): string {
  const url = new URL(session.refreshUrl);
  url.searchParams.set("reason", reason);
  url.searchParams.set("onboarding_session_id", session.id);
  return url.toString();
}

/**
 * The headers of every page: nothing but this host's stylesheet may load, forms post only here (and, once submitted,
 * the browser is sent on to the integrator's return URL), no framing, no referrer (the link's token is in a URL), no
 * caching (the pages show personal data).
 */
function pageHeaders(res: Response, returnUrl?: string): void {
  const formTargets = ["'self'", ...(returnUrl ? [new URL(returnUrl).origin] : [])].join(" ");
  res.set({
    "Content-Security-Policy": `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
}

const sendPage = (res: Response, status: number, page: string) => res.status(status).type("html").send(page);

/**
 * The hosted onboarding page, under /onboard: the link's single-use token opens a session for one browser, whose pages
 * then ask the end customer for what the application still needs, step by step, through the same use cases as the API.
 */
export function onboardingPage(deps: AppDeps, services: Services, spool: SpoolFactory): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "32kb", parameterLimit: 300 });
  const secure = (req: Request) => req.secure || deps.config.publicUrl.startsWith("https:");
  const ownOrigin = (req: Request) => `${req.protocol}://${req.get("host")}`;
  const limited =
    (key: (req: Request) => string): RequestHandler =>
    async (req, res, next) => {
      enforce(res, await deps.rateLimits.take("address", req.socket.remoteAddress ?? "unknown"));
      enforce(res, await deps.rateLimits.take("page", key(req)));
      next();
    };

  router.get("/assets/:name", (req, res, next) => {
    if (STYLESHEET_PATH !== `/onboard/assets/${req.params.name}`) {
      return next();
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("css").send(STYLESHEET);
  });

  // The link: opened once, by one browser.
  router.get(
    "/:token",
    limited((req) => `link:${req.params.token}`),
    async (req, res) => {
      const key = newBrowserKey();
      const opened = await services.onboardingSessions.open(deps.db, String(req.params.token), hashKey(key));
      pageHeaders(res);
      if (opened.kind === "unknown") {
        const wording = wordingOf("en");
        return sendPage(res, 404, messagePage(wording, wording.messages.ui.unavailableTitle, wording.messages.ui.unavailableBody));
      }
      if (opened.kind !== "opened") {
        return res.redirect(303, refreshTo(opened.session, opened.kind));
      }
      setKeyCookie(res, opened.session.id, key, secure(req));
      res.redirect(303, sessionPath(opened.session.id));
    },
  );

  // Every page of a session needs the browser that opened its link, before the session's end.
  const session: RequestHandler = async (req, res, next) => {
    const found = await services.onboardingSessions.find(deps.db, String(req.params.sessionId));
    pageHeaders(res, found?.returnUrl);
    const key = keyOf(req);
    if (!found || !key || !holdsKey(key, found.browserKeyHash)) {
      if (!found) {
        const wording = wordingOf("en");
        return sendPage(res, 404, messagePage(wording, wording.messages.ui.unavailableTitle, wording.messages.ui.unavailableBody));
      }
      return res.redirect(303, refreshTo(found, found.status === "EXPIRED" ? "expired" : "used"));
    }
    if (found.status === "EXPIRED") {
      return res.redirect(303, refreshTo(found, "expired"));
    }
    if (found.status === "COMPLETED") {
      const wording = wordingOf(found.locale);
      const { ui } = wording.messages;
      return sendPage(
        res,
        200,
        messagePage(wording, ui.doneTitle, ui.doneBody, { href: found.returnUrl, label: ui.continueTo(new URL(found.returnUrl).host) }),
      );
    }
    Object.assign(res.locals, { session: found, key } satisfies PageLocals);
    next();
  };
  const checked: RequestHandler = (req, res, next) => {
    const { session: current, key } = pageLocals(res);
    if (!sameOriginPost(req, key, current.id, ownOrigin(req))) {
      // A form from another site, or an old copy of the page: refused, changing nothing.
      const wording = wordingOf(current.locale);
      return sendPage(res, 403, messagePage(wording, wording.messages.ui.unavailableTitle, wording.messages.ui.unavailableBody));
    }
    next();
  };
  const actionOf = (res: Response): ActionContext => ({
    services,
    db: deps.db,
    clock: deps.clock,
    session: pageLocals(res).session,
    requestId: locals(res).requestId,
  });
  const s = "/s/:sessionId";
  const guard = [limited((req) => `session:${req.params.sessionId}`), session];

  router.get(s, ...guard, async (_req, res) => {
    const { session: current, key } = pageLocals(res);
    const { steps } = await loadState(services, deps.db, current, key);
    res.redirect(303, `${sessionPath(current.id)}/step/${(steps[0] as Step).id}`);
  });

  router.get(`${s}/step/:stepId`, ...guard, async (req, res) => {
    const { session: current, key } = pageLocals(res);
    const state = await loadState(services, deps.db, current, key);
    const step = state.steps.find((candidate) => candidate.id === req.params.stepId);
    if (!step) {
      return res.redirect(303, sessionPath(current.id));
    }
    sendPage(res, 200, await render(step, state.frame, current));
  });

  async function render(step: Step, frame: Awaited<ReturnType<typeof loadState>>["frame"], current: OnboardingSessionRecord) {
    switch (step.kind) {
      case "fields":
        return fieldsPage(frame, step, undefined, new Map());
      case "documents":
        return documentsPage(frame, step, await uploadedDocuments(services, deps.db, current));
      default:
        return confirmPage(frame, step, {});
    }
  }

  router.post(`${s}/step/:stepId`, ...guard, form, checked, async (req, res) => {
    const { session: current, key } = pageLocals(res);
    const state = await loadState(services, deps.db, current, key);
    const step = state.steps.find((candidate) => candidate.id === req.params.stepId);
    if (step?.kind !== "fields") {
      return res.redirect(303, sessionPath(current.id));
    }
    const body = req.body as Record<string, unknown>;
    const refusal = await saveStep(actionOf(res), step, body, async () => (await loadState(services, deps.db, current, key)).requirements);
    if (!refusal) {
      return res.redirect(303, sessionPath(current.id));
    }
    // Shown with what is on file now (a partial save stays saved) and the values as the customer typed them.
    const after = await loadState(services, deps.db, current, key);
    sendPage(res, 422, fieldsPage({ ...after.frame, steps: state.steps }, step, body, refusal.fields));
  });

  const upload = multipartBody(spool);
  router.post(
    `${s}/documents`,
    ...guard,
    (req, res, next) => {
      res.on("close", () => void locals(res).spool?.dispose());
      upload(req, res, next);
    },
    checked,
    async (req, res) => {
      const { session: current, key } = pageLocals(res);
      const body = req.body as Record<string, unknown>;
      const received = locals(res).upload;
      try {
        if (!received) {
          throw new ApiError("VALIDATION_FAILED", "Choose a file to upload.");
        }
        await uploadDocument(actionOf(res), body, received);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) {
          throw error;
        }
        return documentsError(res, current, key, body, refusal.general ?? [...refusal.fields.values()].join(" "), 422);
      }
      res.redirect(303, sessionPath(current.id));
    },
  );

  async function documentsError(
    res: Response,
    current: OnboardingSessionRecord,
    key: string,
    body: Record<string, unknown>,
    detail: string,
    status: number,
  ) {
    const state = await loadState(services, deps.db, current, key);
    const step = state.steps.find((candidate) => candidate.id === "documents");
    if (step?.kind !== "documents") {
      return res.redirect(303, sessionPath(current.id));
    }
    const individual = typeof body.individual_id === "string" ? body.individual_id : undefined;
    const index = Math.max(
      0,
      step.requirements.findIndex((requirement) => requirement.individual_id === individual),
    );
    sendPage(res, status, documentsPage(state.frame, step, await uploadedDocuments(services, deps.db, current), { index, detail }));
  }

  router.post(`${s}/submit`, ...guard, form, checked, async (req, res) => {
    const { session: current, key } = pageLocals(res);
    const body = req.body as Record<string, unknown>;
    const state = await loadState(services, deps.db, current, key);
    const confirm = state.steps.find((candidate) => candidate.kind === "confirm");
    const { ui } = state.frame.messages;
    const errors = {
      ...(body.terms === "yes" ? {} : { terms: ui.mustAccept }),
      ...(body.attest === "yes" ? {} : { attest: ui.mustAttest }),
    };
    if (confirm?.kind === "confirm" && Object.keys(errors).length === 0) {
      const needsAddress = state.requirements.some((requirement) => requirement.pointer === "/customer_details/ip_address");
      try {
        const done = await submitApplication(actionOf(res), req.socket.remoteAddress, needsAddress);
        return res.redirect(303, done.returnUrl);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) {
          throw error;
        }
        return sendPage(res, 422, confirmPage(state.frame, confirm, { other: refusal.general ?? [...refusal.fields.values()].join(" ") }));
      }
    }
    if (confirm?.kind !== "confirm") {
      return res.redirect(303, sessionPath(current.id));
    }
    sendPage(res, 422, confirmPage(state.frame, confirm, errors));
  });

  // A refusal the pages cannot show in a form: too many requests, a form from elsewhere, a file too large.
  router.use(async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof ApiError) || res.headersSent) {
      return next(error);
    }
    const current = (res.locals as Partial<PageLocals>).session;
    const wording = wordingOf(current?.locale ?? "en");
    const { ui } = wording.messages;
    pageHeaders(res, current?.returnUrl);
    if (error.code === "PAYLOAD_TOO_LARGE" && current && req.path.endsWith("/documents")) {
      return documentsError(res, current, pageLocals(res).key, {}, ui.fileTooLarge, 413);
    }
    for (const [name, value] of Object.entries(error.extra.headers ?? {})) {
      res.set(name, value);
    }
    const text = error.code === "RATE_LIMITED" ? ui.tooManyRequests : ui.somethingWrong;
    sendPage(res, error.status, messagePage(wording, ui.unavailableTitle, text));
  });
  return router;
}
