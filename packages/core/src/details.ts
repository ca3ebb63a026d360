import { CorporationApplicationSchema } from "./corporation.ts";
import { sensitiveKeysOf } from "./fields.ts";
import { CorporateIndividualSchema, IndividualApplicationSchema } from "./person.ts";

/** Every kind of details an application holds: an individual's, a corporation's, and each person of a corporation's. */
export const DETAILS_SCHEMAS = [IndividualApplicationSchema, CorporationApplicationSchema, CorporateIndividualSchema] as const;

/**
 * The keys of the fields stored encrypted and shown masked, in any kind of details (sensitive fields are top-level):
 * what logs never show either.
 */
export const SENSITIVE_FIELD_KEYS: readonly string[] = [...new Set(DETAILS_SCHEMAS.flatMap(sensitiveKeysOf))];
