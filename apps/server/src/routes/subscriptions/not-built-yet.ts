import type { OperationId } from "@onboarding/contract";
import { operations } from "@onboarding/contract";
import { ApiError } from "../../errors.ts";
import { defineRoute } from "../../http/route.ts";

/** For operations of the contract that are not built yet: an honest 501, never a fake success. */
export const notBuiltYet = <K extends OperationId>(operationId: K) =>
  defineRoute(operationId, () => async () => {
    const { method, path } = operations[operationId];
    throw new ApiError(
      "NOT_IMPLEMENTED",
      `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")} is part of the contract but not built yet.`,
    );
  });

export const createSubscription = notBuiltYet("createSubscription");
export const listSubscriptions = notBuiltYet("listSubscriptions");
export const getSubscription = notBuiltYet("getSubscription");
export const deleteSubscription = notBuiltYet("deleteSubscription");
export const listDeliveries = notBuiltYet("listDeliveries");
export const retryDelivery = notBuiltYet("retryDelivery");
