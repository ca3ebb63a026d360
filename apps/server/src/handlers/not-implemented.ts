import { ApiError } from "../errors.ts";
import type { Handler } from "../http/handler.ts";

/** For operations of the contract that are not built yet: an honest 501, never a fake success. */
export const notImplemented: Handler = async ({ req }) => {
  throw new ApiError("NOT_IMPLEMENTED", `${req.method} ${req.route?.path ?? req.path} is part of the contract but not built yet.`);
};
