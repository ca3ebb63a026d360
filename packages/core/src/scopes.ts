import { z } from "zod";

/** The seed's fifteen scopes, subscriptions:read|write for webhooks and screenings:write for direct screening. */
export const SCOPES = {
  "customers:read": "View customer data",
  "customers:write": "Create and modify customer-related data",
  "accounts:read": "View account data",
  "accounts:write": "Create and modify account-related data",
  "settlements:read": "View settlements data",
  "applications:read": "View application data",
  "applications:write": "Create and modify application-related data",
  "transfers:read": "View transfers data",
  "transfers:write": "Create and modify transfers-related data",
  "withdrawals:read": "View withdrawals data",
  "withdrawals:write": "Create and modify withdrawals-related data",
  "exchanges:read": "View exchanges data",
  "exchanges:write": "Create and modify exchange-related data",
  "adjustments:read": "View adjustment data",
  "adjustments:write": "Create and modify adjustment-related data",
  "subscriptions:read": "View webhook subscriptions and deliveries",
  "subscriptions:write": "Create and delete webhook subscriptions, redeliver events",
  "screenings:write": "Screen names against the sanctions and PEP lists",
} as const;

export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as [Scope, ...Scope[]];

export const ScopeSchema = z.enum(SCOPE_NAMES).meta({ id: "Scope", description: "An API scope.", example: "applications:write" });

/** A space-delimited scope string (RFC 6749 §3.3). */
export const ScopeStringSchema = z
  .string()
  .max(1024)
  .meta({ description: "Space-delimited scopes.", example: "applications:read applications:write" });

export function parseScopeString(value: string): string[] {
  return value.split(" ").filter((part) => part.length > 0);
}
