import {
  accentStylesheet,
  confirmPage,
  documentsPage,
  fieldsPage,
  formErrorText,
  ICON,
  type Messages,
  messagePage,
  STYLESHEET,
  type Step,
} from "@onboarding/hosted-onboarding";
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import type { AppDeps } from "../deps.ts";
import { formBody, multipartBody, type SpoolFactory } from "../http/body.ts";
import { asApiError } from "../http/error-middleware.ts";
import { addressOf, documentBytes } from "../http/rate-limit.ts";
import { locals } from "../http/request-context.ts";
import { hashToken } from "../onboarding-sessions/onboarding-sessions.ts";
import { ApiError, validationFailed } from "../platform/errors.ts";
import type { Services } from "../services.ts";
import { sessionPath } from "./browser-session.ts";
import { type ActionContext, type Refusal, refusalOf, saveStep, stillOpen, submitApplication, uploadDocument } from "./page-actions.ts";
import {
  editablePart,
  openLink,
  type PageLocals,
  pageHeaders,
  pageLocals,
  rateLimited,
  sameOriginForm,
  sendPage,
  sessionGuard,
} from "./page-guards.ts";
import { accentPath, ICON_PATH, loadState, STYLESHEET_PATH, uploadedDocuments, wordingOf } from "./page-state.ts";

/** A refusal as one sentence in the page's language, for a form that shows one error (an upload, the submission). */
const sentenceOf = (messages: Messages, refusal: Refusal) =>
  formErrorText(
    messages,
    refusal.code,
    [...refusal.fields].map(([pointer, code]) => ({ pointer, code })),
  );

/** The page's files, each cached for good: its name changes with its content (an accent colour is its own name). */
const assets: express.RequestHandler = (req, res, next) => {
  const path = `/onboard/assets/${req.params.name}`;
  const accent = /^accent-([0-9a-f]{6})\.css$/.exec(String(req.params.name))?.[1];
  res.set("Cache-Control", "public, max-age=31536000, immutable");
  if (path === STYLESHEET_PATH) {
    return res.type("css").send(STYLESHEET);
  }
  if (path === ICON_PATH) {
    return res.type("image/svg+xml").send(ICON);
  }
  if (accent && path === accentPath(`#${accent}`)) {
    return res.type("css").send(accentStylesheet(`#${accent}`));
  }
  res.removeHeader("Cache-Control");
  next();
};

/**
 * The hosted onboarding page, under /onboard: the link's single-use token opens a session for one browser, whose pages
 * then ask the end customer for what the application still needs, step by step, through the same use cases as the API.
 */
export function onboardingPage(deps: AppDeps, services: Services, spool: SpoolFactory): Router {
  const router = express.Router();
  const pages = stepHandlers(deps, services);
  // UTF-8 only, as the API's forms: the page's steps are larger.
  const form = formBody({ limit: "32kb", parameterLimit: 300 });
  const upload = multipartBody(spool);
  const multipart: RequestHandler = (req, res, next) => {
    res.on("close", () => void locals(res).spool?.dispose());
    upload(req, res, next);
  };
  const session = "/s/:sessionId";
  const guard = [rateLimited(deps, (req) => `session:${req.params.sessionId}`), sessionGuard(deps, services)];

  router.get("/assets/:name", assets);
  // The link's token is counted by its hash: the rate limits' store never holds a token that opens a session.
  router.get(
    "/:token",
    rateLimited(deps, (req) => `link:${hashToken(String(req.params.token))}`),
    openLink(deps, services),
  );
  router.get(session, ...guard, pages.first);
  router.get(`${session}/step/:stepId`, ...guard, pages.show);
  router.post(`${session}/step/:stepId`, ...guard, form, sameOriginForm, pages.save);
  // An upload needs a session that may change documents, and takes its bytes from the client's daily budget, before
  // its body is read.
  const uploadBytes = documentBytes(deps.rateLimits, (res) => pageLocals(res).session.clientId);
  router.post(`${session}/documents`, ...guard, editablePart("DOCUMENTS"), uploadBytes, multipart, sameOriginForm, pages.upload);
  router.post(`${session}/submit`, ...guard, form, sameOriginForm, pages.submit);
  router.use(pages.refusal);
  return router;
}

/** The handlers of a session's pages (behind its guard): show a step, save it, upload, submit, and refusals. */
function stepHandlers(deps: AppDeps, services: Services) {
  const stateOf = (res: Response) => loadState(services, deps.db, pageLocals(res).session, pageLocals(res).key);
  const stepOf = (steps: Step[], id: unknown) => steps.find((candidate) => candidate.id === id);
  const backToFirst = (res: Response) => res.redirect(303, sessionPath(pageLocals(res).session.id));
  const actionOf = (res: Response, application?: ActionContext["application"]): ActionContext => ({
    services,
    application,
    db: deps.db,
    clock: deps.clock,
    session: pageLocals(res).session,
    requestId: locals(res).requestId,
  });
  const documentsOf = (res: Response) => uploadedDocuments(services, deps.db, pageLocals(res).session);

  /** The documents step again, with an error at the form of the person the upload was for. */
  async function documentsError(res: Response, individualId: unknown, detail: string, status: number) {
    const state = await stateOf(res);
    const step = stepOf(state.steps, "documents");
    if (step?.kind !== "documents") {
      return backToFirst(res);
    }
    const index = step.requirements.findIndex((requirement) => (requirement.individual_id ?? "") === (individualId ?? ""));
    sendPage(res, status, documentsPage(state.frame, step, await documentsOf(res), { index: Math.max(0, index), detail }));
  }

  return {
    /** The first step still open (the check-and-submit step once nothing else is): where a saved step goes on to. */
    first: (async (_req, res) => {
      const { steps } = await stateOf(res);
      const next = steps.find((step) => step.open) as Step;
      res.redirect(303, `${sessionPath(pageLocals(res).session.id)}/step/${next.id}`);
    }) satisfies RequestHandler,

    show: (async (req, res) => {
      const state = await stateOf(res);
      const step = stepOf(state.steps, req.params.stepId);
      if (!step) {
        return backToFirst(res);
      }
      const page =
        step.kind === "fields"
          ? fieldsPage(state.frame, step, undefined, new Map())
          : step.kind === "documents"
            ? documentsPage(state.frame, step, await documentsOf(res))
            : confirmPage(state.frame, step, {}, await documentsOf(res));
      sendPage(res, 200, page);
    }) satisfies RequestHandler,

    save: (async (req, res) => {
      const state = await stateOf(res);
      const step = stepOf(state.steps, req.params.stepId);
      if (step?.kind !== "fields") {
        return backToFirst(res);
      }
      const body = req.body as Record<string, unknown>;
      const refused = await saveStep(actionOf(res, state.application), step, body);
      // Read once after the save: what the page shows, and what the step still lacks.
      const after = await stateOf(res);
      const refusal = refused ?? stillOpen(step, after.requirements);
      if (!refusal) {
        return backToFirst(res);
      }
      // Shown with what is on file now (a partial save stays saved) and every value as the customer typed it.
      sendPage(res, 422, fieldsPage({ ...after.frame, steps: state.steps }, step, body, refusal.fields));
    }) satisfies RequestHandler,

    upload: (async (req, res) => {
      const body = req.body as Record<string, unknown>;
      const received = locals(res).upload;
      try {
        if (!received) {
          throw validationFailed([{ pointer: "/file", code: "required", detail: "is required" }]);
        }
        await uploadDocument(actionOf(res), body, received);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) {
          throw error;
        }
        const { messages } = wordingOf(pageLocals(res).session.locale);
        if (error instanceof ApiError && error.code === "DOCUMENT_LIMIT_REACHED") {
          return documentsError(res, body.individual_id, messages.ui.documentLimitReached, 409);
        }
        return documentsError(res, body.individual_id, sentenceOf(messages, refusal), 422);
      }
      backToFirst(res);
    }) satisfies RequestHandler,

    submit: (async (req, res) => {
      const body = req.body as Record<string, unknown>;
      const state = await stateOf(res);
      const confirm = stepOf(state.steps, "confirm");
      if (confirm?.kind !== "confirm") {
        return backToFirst(res);
      }
      const { ui } = state.frame.messages;
      const errors = {
        ...(body.terms === "yes" ? {} : { terms: ui.mustAccept }),
        ...(body.attest === "yes" ? {} : { attest: ui.mustAttest }),
      };
      if (Object.keys(errors).length > 0) {
        return sendPage(res, 422, confirmPage(state.frame, confirm, errors, await documentsOf(res)));
      }
      const needsAddress = state.requirements.some((requirement) => requirement.pointer === "/customer_details/ip_address");
      try {
        const done = await submitApplication(actionOf(res), addressOf(req), needsAddress);
        res.redirect(303, done.returnUrl);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) {
          throw error;
        }
        const other = sentenceOf(state.frame.messages, refusal);
        sendPage(res, 422, confirmPage(state.frame, confirm, { other }, await documentsOf(res)));
      }
    }) satisfies RequestHandler,

    /**
     * A refusal before a handler: too many requests, a form the parser refused (not UTF-8, too large), or an upload
     * refused before or as it arrives; the rest goes on as a 5xx.
     */
    refusal: async (thrown: unknown, req: Request, res: Response, next: NextFunction) => {
      const error = asApiError(thrown);
      if (!error || res.headersSent) {
        return next(thrown);
      }
      const current = (res.locals as Partial<PageLocals>).session;
      const wording = wordingOf(current?.locale ?? "en", current?.branding);
      const { ui } = wording.messages;
      pageHeaders(res, current);
      res.set(error.extra.headers ?? {});
      // An upload refused while it arrives (too large, not a document), or the day's upload budget spent: the
      // documents step says why.
      const spent = error.extra.members?.limit === "document_bytes_per_day";
      if (current && req.path.endsWith("/documents") && (error.code !== "RATE_LIMITED" || spent)) {
        const refusal = refusalOf(error);
        const detail = spent
          ? ui.uploadsPaused
          : error.code === "PAYLOAD_TOO_LARGE"
            ? ui.fileTooLarge
            : refusal
              ? sentenceOf(wording.messages, refusal)
              : ui.somethingWrong;
        return documentsError(res, undefined, detail, error.status);
      }
      const body = error.code === "RATE_LIMITED" ? ui.tooManyRequests : error.status < 500 ? ui.formUnreadable : ui.somethingWrong;
      sendPage(res, error.status, messagePage(wording, ui.unavailableTitle, body));
    },
  };
}
