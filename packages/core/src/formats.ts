import { z } from "zod";
import { COUNTRY_CODES } from "./country-codes.ts";

/** Free text: bounded, no control characters other than ordinary white space. */
export const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to reject them
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, "must not contain control characters");

export const CountryCodeSchema = z
  .enum(COUNTRY_CODES, { error: "must be an ISO 3166-1 alpha-2 country code in capitals, for example US" })
  .meta({ id: "CountryCode", description: "ISO 3166-1 alpha-2 country code.", example: "US" });

export const SubdivisionCodeSchema = z
  .string()
  .regex(/^[A-Z0-9]{1,3}$/, "must be the subdivision part of an ISO 3166-2 code, for example TX")
  .meta({ description: "Subdivision part of an ISO 3166-2 code (the state for US addresses).", example: "TX" });

export const PhoneNumberSchema = z
  .string()
  .max(16)
  .regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 telephone number, for example +15125550100")
  .meta({ description: "Telephone number in E.164 form.", example: "+15125550100" });

export const EmailAddressSchema = z
  .email({ error: "must be an e-mail address, for example jane.doe@example.com" })
  .max(254)
  .meta({ description: "E-mail address.", example: "jane.doe@example.com" });

export const WebsiteSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({ description: "Web site address (http or https).", example: "https://example.com" });

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
export const IpAddressSchema = z
  .string()
  .max(45)
  .refine((value) => ipv4.safeParse(value).success || ipv6.safeParse(value).success, "must be an IPv4 or IPv6 address")
  .meta({ description: "IPv4 or IPv6 address.", example: "203.0.113.7" });

/** A real calendar date in YYYY-MM-DD form (no 2023-02-30). */
export const CalendarDateSchema = z.iso
  .date({ error: "must be a date in YYYY-MM-DD form, for example 1990-04-21" })
  .meta({ description: "Calendar date, YYYY-MM-DD.", example: "1990-04-21" });

export const PastDateSchema = CalendarDateSchema.refine(
  (value) => value >= "1900-01-01" && value <= new Date().toISOString().slice(0, 10),
  "must be a date between 1900-01-01 and today",
).meta({ description: "Calendar date, YYYY-MM-DD, between 1900-01-01 and today.", example: "1990-04-21" });

/**
 * External identifiers chosen by the caller (customer_id, account_id): 1–64 characters of letters, digits,
 * `-`, `_`, `.`, `:`, starting with a letter or digit.
 */
export const ExternalIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/, "must be 1-64 letters, digits, '-', '_', '.', ':' starting with a letter or digit")
  .meta({
    id: "ExternalId",
    description:
      "Identifier chosen by the caller, unique per API client: 1–64 letters, digits, `-`, `_`, `.` or `:`, starting with a letter or digit.",
    example: "cust_000123",
  });

/** Identifiers issued by the service: a prefix, an underscore, and 26 Crockford base-32 characters (a ULID). */
export const serviceId = (prefix: string, example: string) =>
  z
    .string()
    .max(64)
    .regex(new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`), `must be an identifier starting with ${prefix}_`)
    .meta({ description: `Identifier issued by the service (prefix \`${prefix}_\`).`, example });

export const TimestampSchema = z.iso
  .datetime({ offset: false, error: "must be an RFC 3339 time in UTC, for example 2026-11-22T10:15:30Z" })
  .meta({ description: "RFC 3339 timestamp in UTC.", example: "2026-11-22T10:15:30.000Z" });

export const PercentageSchema = z.number().min(0).max(100).meta({ description: "Percentage from 0 to 100.", example: 40 });

export const countryList = (description: string) =>
  z
    .array(CountryCodeSchema)
    .max(COUNTRY_CODES.length)
    .meta({ description, example: ["US"] });

/**
 * `T | null`. Written as a union rather than `.nullable()` so that the OpenAPI document says `anyOf: [T, null]`
 * also where T is a named component (zod-to-openapi renders a nullable $ref as an allOf that excludes null).
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
