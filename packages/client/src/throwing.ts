import type { Client, MaybeOptionalInit } from "openapi-fetch";
import { OnboardingApiError } from "./errors.ts";
import type { paths } from "./openapi.ts";

type Method = "get" | "put" | "post" | "delete" | "patch";

/** The paths that have this method. */
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

/** The init argument, required when the operation has required parameters or a required body (as openapi-fetch). */
type InitParam<Init> = Record<string, never> extends Init ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

type Ok = 200 | 201 | 202 | 203 | 204 | 206;

/**
 * The body of an operation's success: the JSON of its 2xx responses, undefined for one without content (a 204). Read
 * from the operation's responses as generated (the document has no read-only or write-only markers to strip).
 */
export type SuccessData<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends Ok
        ? Responses[Status] extends { content: { "application/json": infer Body } }
          ? Body
          : undefined
        : never;
    }[keyof Responses]
  : never;

/** One HTTP method of the throwing client: resolves to the response's body, throws OnboardingApiError otherwise. */
export type ThrowingMethod<M extends Method> = <P extends PathsWith<M>, Init extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: InitParam<Init>
) => Promise<SuccessData<paths[P][M]>>;

/** The methods of the throwing client: the same calls as openapi-fetch, each resolving to its data. */
export interface ThrowingMethods {
  GET: ThrowingMethod<"get">;
  PUT: ThrowingMethod<"put">;
  POST: ThrowingMethod<"post">;
  PATCH: ThrowingMethod<"patch">;
  DELETE: ThrowingMethod<"delete">;
  /** Register openapi-fetch middleware. */
  use: Client<paths>["use"];
  /** Unregister openapi-fetch middleware. */
  eject: Client<paths>["eject"];
}

const METHODS = ["GET", "PUT", "POST", "PATCH", "DELETE"] as const;

/** The data of a `{ data, error, response }` result; throws OnboardingApiError with its problem when the API refused. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) {
    throw OnboardingApiError.from(result.error, result.response);
  }
  return result.data as T;
}

/**
 * The client's calls in the throwing mode: each resolves to the response's body (undefined for a 204) and throws
 * OnboardingApiError, with the API's problem, when the API refuses. Network errors after the retries throw as fetch
 * throws them.
 */
export function throwingMethods(client: Client<paths>): ThrowingMethods {
  type Call = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const wrap = (call: Call) => async (path: string, init?: unknown) => dataOrThrow(await call(path, init));
  const methods = Object.fromEntries(METHODS.map((method) => [method, wrap((client[method] as Call).bind(client))]));
  return { ...methods, use: client.use.bind(client), eject: client.eject.bind(client) } as unknown as ThrowingMethods;
}
