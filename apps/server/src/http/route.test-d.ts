import type { Operations } from "@onboarding/contract";
import { describe, expectTypeOf, test } from "vitest";
import type { ServiceContext } from "../service-context.ts";
import { defineRoute, type Handler, type HandlerInput, type ResultOf } from "./route.ts";

describe("a handler's result type is derived from its contract operation", () => {
  test("a declared status with a body of its declared schema compiles", () => {
    const live: Handler<Operations["getLiveness"]> = async () => ({ status: 200, body: { status: "ok" } });
    const removed: Handler<Operations["removeIndividual"]> = async () => ({ status: 204 });
    expectTypeOf(live).toBeFunction();
    expectTypeOf(removed).toBeFunction();
  });

  test("an undeclared status fails to compile", () => {
    // @ts-expect-error getLiveness declares no 201
    const _created: Handler<Operations["getLiveness"]> = async () => ({ status: 201, body: { status: "ok" } });
    // @ts-expect-error getApplication declares no 501
    defineRoute("getApplication", () => async () => ({ status: 501 }));
  });

  test("a body that does not match the declared schema fails to compile", () => {
    // @ts-expect-error "fine" is not a status of the Health schema
    const _wrongValue: Handler<Operations["getLiveness"]> = async () => ({ status: 200, body: { status: "fine" } });
    // @ts-expect-error the 204 of removeIndividual has no body
    const _unexpectedBody: Handler<Operations["removeIndividual"]> = async () => ({ status: 204, body: { removed: true } });
    // @ts-expect-error the 201 of createApplication is { data: { id, status } }, not the bare object
    defineRoute("createApplication", () => async () => ({ status: 201, body: { id: "app_1", status: "INCOMPLETE" } }));
  });

  test("the statuses a handler may answer are exactly those the operation declares", () => {
    expectTypeOf<ResultOf<Operations["getApplication"]>["status"]>().toEqualTypeOf<200 | 400 | 401 | 403 | 404 | 429 | 500 | 503>();
    expectTypeOf<ResultOf<Operations["revokeToken"]>["status"]>().toEqualTypeOf<200 | 400 | 401 | 429>();
  });

  test("a bearer operation's handler gets the caller's context; the others get none", () => {
    expectTypeOf<HandlerInput<Operations["createApplication"]>["context"]>().toEqualTypeOf<ServiceContext>();
    expectTypeOf<HandlerInput<Operations["listProducts"]>["context"]>().toEqualTypeOf<ServiceContext>();
    expectTypeOf<HandlerInput<Operations["issueToken"]>["context"]>().toEqualTypeOf<undefined>();
    expectTypeOf<HandlerInput<Operations["getLiveness"]>["context"]>().toEqualTypeOf<undefined>();
    const _probe: Handler<Operations["getLiveness"]> = async ({ context }) => {
      // @ts-expect-error the liveness probe is not a bearer operation: it has no caller's context to pass to a service
      const _clientId: string = context.clientId;
      return { status: 200, body: { status: "ok" } };
    };
  });
});
