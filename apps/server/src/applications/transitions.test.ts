import {
  APPLICATION_INTENTS,
  type ApplicationIntent,
  type ApplicationStatus,
  ApplicationStatusSchema,
  allows,
  statusesAllowing,
  statusesAllowingText,
} from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { individualApplication, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { ApiError } from "../platform/errors.ts";
import { checkIntent } from "./gate.ts";
import { ACTIONS, type Action, nextStatus, permits } from "./transitions.ts";

const STATUSES = ApplicationStatusSchema.options;
type Status = ApplicationStatus;

/** The expected outcome of every (status, action) pair: the next status, or the 409 code. */
const EXPECTED: Record<Status, Record<Action, string>> = {
  INCOMPLETE: {
    UPDATE: "RECOMPUTE",
    SUBMIT: "NOT_READY_FOR_SUBMISSION",
    CANCEL: "CANCELLED",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
  READY_FOR_SUBMISSION: {
    UPDATE: "RECOMPUTE",
    SUBMIT: "SUBMITTED",
    CANCEL: "CANCELLED",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
  CHANGES_REQUESTED: {
    UPDATE: "RECOMPUTE",
    SUBMIT: "NOT_READY_FOR_SUBMISSION",
    CANCEL: "CANCELLED",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
  SUBMITTED: {
    UPDATE: "APPLICATION_LOCKED",
    SUBMIT: "INVALID_STATUS_TRANSITION",
    CANCEL: "INVALID_STATUS_TRANSITION",
    START_REVIEW: "PROCESSING",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
  PROCESSING: {
    UPDATE: "APPLICATION_LOCKED",
    SUBMIT: "INVALID_STATUS_TRANSITION",
    CANCEL: "INVALID_STATUS_TRANSITION",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "APPROVED",
    REJECT: "REJECTED",
    REQUEST_CHANGES: "CHANGES_REQUESTED",
  },
  APPROVED: {
    UPDATE: "APPLICATION_LOCKED",
    SUBMIT: "INVALID_STATUS_TRANSITION",
    CANCEL: "INVALID_STATUS_TRANSITION",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
  REJECTED: {
    UPDATE: "APPLICATION_LOCKED",
    SUBMIT: "INVALID_STATUS_TRANSITION",
    CANCEL: "INVALID_STATUS_TRANSITION",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
  CANCELLED: {
    UPDATE: "APPLICATION_LOCKED",
    SUBMIT: "INVALID_STATUS_TRANSITION",
    CANCEL: "INVALID_STATUS_TRANSITION",
    START_REVIEW: "INVALID_STATUS_TRANSITION",
    APPROVE: "INVALID_STATUS_TRANSITION",
    REJECT: "INVALID_STATUS_TRANSITION",
    REQUEST_CHANGES: "INVALID_STATUS_TRANSITION",
  },
};

const outcome = (status: Status, action: Action) => {
  try {
    return nextStatus(status, action);
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe("the transition table", () => {
  test.each(STATUSES.flatMap((status) => ACTIONS.map((action) => [status, action] as const)))("%s + %s", (status, action) => {
    expect(outcome(status, action)).toBe(EXPECTED[status][action]);
  });

  test("agrees with the table of intents: data changes, and cancellation, exactly where EDIT is allowed; decisions where DECIDE is", () => {
    const taking = (action: Action) => STATUSES.filter((status) => permits(status, action));
    expect(taking("UPDATE")).toEqual(statusesAllowing("EDIT"));
    expect(taking("CANCEL")).toEqual(statusesAllowing("EDIT"));
    expect([...new Set([...taking("START_REVIEW"), ...taking("APPROVE")])]).toEqual(statusesAllowing("DECIDE"));
    expect(statusesAllowing("SET_CHECK")).toEqual(statusesAllowing("DECIDE"));
    expect(statusesAllowingText("EDIT")).toBe("INCOMPLETE, READY_FOR_SUBMISSION or CHANGES_REQUESTED");
  });
});

describe("the gate refuses each intent its status does not allow, with the intent's code", () => {
  const CODES = {
    EDIT: "APPLICATION_LOCKED",
    ADD_DOCUMENT: "APPLICATION_LOCKED",
    REMOVE_DOCUMENT: "APPLICATION_LOCKED",
    REVIEW_DOCUMENT: "APPLICATION_LOCKED",
    OPEN_SESSION: "APPLICATION_LOCKED",
    SET_CHECK: "CONFLICT",
    DECIDE: "INVALID_STATUS_TRANSITION",
    MONITOR: "CONFLICT",
  } as const satisfies Record<ApplicationIntent, string>;
  test.each(STATUSES.flatMap((status) => APPLICATION_INTENTS.map((intent) => [status, intent] as const)))("%s, %s", (status, intent) => {
    const refusal = (() => {
      try {
        checkIntent(status, intent);
        return "allowed";
      } catch (error) {
        return error instanceof ApiError ? error.code : String(error);
      }
    })();
    expect(refusal).toBe(allows(status, intent) ? "allowed" : CODES[intent]);
  });
});

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

/** Every action a client or the sandbox reviewer can take over HTTP, with the transition it stands for. */
const HTTP_ACTIONS: Record<string, { action: Action; run: (id: string) => ReturnType<typeof client.call> }> = {
  "PATCH (update)": {
    action: "UPDATE",
    run: (id) => client.patch(`/v1/applications/${id}`, { customer_details: { occupation: "Pilot" } }),
  },
  submit: { action: "SUBMIT", run: (id) => client.post(`/v1/applications/${id}/submit`) },
  cancel: { action: "CANCEL", run: (id) => client.post(`/v1/applications/${id}/cancel`) },
  "decision APPROVE": {
    action: "APPROVE",
    run: async (id) => {
      await uploadRequiredDocuments(client, id);
      return client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });
    },
  },
  "decision REJECT": { action: "REJECT", run: (id) => client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "REJECT" }) },
  "decision REQUEST_CHANGES": {
    action: "REQUEST_CHANGES",
    run: (id) =>
      client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "REQUEST_CHANGES", fields: ["/customer_details/occupation"] }),
  },
};

describe("every (status, action) pair over HTTP", () => {
  test.each(STATUSES.flatMap((status) => Object.keys(HTTP_ACTIONS).map((name) => [status, name] as const)))(
    "%s: %s",
    async (status, name) => {
      const { action, run } = HTTP_ACTIONS[name] as (typeof HTTP_ACTIONS)[string];
      const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
      // Behind the app's back: the stored view is cleared too, so reads render it from the row.
      await server.db.query("UPDATE applications SET status = $1, resource = NULL WHERE application_id = $2", [status, id]);
      const response = await run(id);
      // The sandbox reviewer takes a SUBMITTED application through PROCESSING to its decision in one call.
      const expected =
        status === "SUBMITTED" && ["APPROVE", "REJECT", "REQUEST_CHANGES"].includes(action)
          ? EXPECTED.PROCESSING[action]
          : EXPECTED[status][action];
      if (expected === "RECOMPUTE") {
        expect([response.status, response.body.data.status]).toEqual([200, "READY_FOR_SUBMISSION"]);
      } else if (/^[A-Z_]+$/.test(expected) && (STATUSES as readonly string[]).includes(expected)) {
        expect([response.status, response.body.data.status]).toEqual([200, expected]);
      } else {
        expect([response.status, response.body.code]).toEqual([409, expected]);
        expect((await client.get(`/v1/applications/${id}`)).body.data.status).toBe(status);
      }
    },
  );
});
