import { z } from "zod";
import { IndividualIdSchema } from "./application.ts";
import { orNull, serviceId, TimestampSchema, text } from "./formats.ts";
import { ListVersionSchema, ScreeningMatchSchema } from "./screening.ts";

export const AlertIdSchema = serviceId("alt", "alt_01JDQ6V1F8X7W4V3T2S1R0QPNM");

export const RiskRatingSchema = z.enum(["LOW", "MEDIUM", "HIGH"]).meta({
  id: "RiskRating",
  description: "How much risk the customer carries: the sum of its factors' weights against the platform's thresholds.",
  example: "MEDIUM",
});
export type RiskRating = z.infer<typeof RiskRatingSchema>;

export const RISK_FACTOR_CODES = ["HIGH_RISK_COUNTRY", "PEP", "OCCUPATION", "EXPECTED_VOLUME", "CORPORATE_STRUCTURE"] as const;

export const RiskFactorSchema = z
  .strictObject({
    code: z.enum(RISK_FACTOR_CODES).meta({
      description:
        "HIGH_RISK_COUNTRY: a nationality, residence or incorporation in a country on the platform's high-risk list; PEP: a politically exposed person among the customer's people (a PEP match cleared at onboarding, or an alert resolved as a true positive on a PEP list); OCCUPATION: an occupation or business on the platform's list of higher-risk ones; EXPECTED_VOLUME: expected monthly deposits or withdrawals at or above the platform's threshold; CORPORATE_STRUCTURE: a corporation whose named beneficial owners hold under half of it.",
      example: "HIGH_RISK_COUNTRY",
    }),
    weight: z
      .int()
      .min(0)
      .max(1000)
      .meta({ description: "What the factor adds to the score (the platform's configuration).", example: 40 }),
    detail: z.string().max(300).meta({ description: "What raised it, in words.", example: "Nationality IR" }),
  })
  .meta({ id: "RiskFactor", description: "One reason the customer's risk is what it is." });
export type RiskFactor = z.infer<typeof RiskFactorSchema>;

export const CustomerStatusSchema = z.enum(["ACTIVE", "RESTRICTED"]).meta({
  description:
    "ACTIVE; RESTRICTED once a monitoring alert was resolved as a true positive (a listed person is among the customer's people). What a restriction means for its accounts is the platform's to decide.",
  example: "ACTIVE",
});

export const MonitoringStatusSchema = z.enum(["ACTIVE", "PAUSED"]).meta({
  id: "MonitoringStatus",
  description: "ACTIVE: the customer is screened again when a list changes and on the schedule; PAUSED: it is not, until resumed.",
  example: "ACTIVE",
});

export const MonitoringSchema = z
  .strictObject({
    customer_id: z.string().max(64),
    status: MonitoringStatusSchema,
    interval_seconds: z.int().min(60).meta({ description: "How often, at least, the customer is screened again.", example: 86_400 }),
    last_screened_at: orNull(TimestampSchema).meta({ description: "When the customer's people were last screened." }),
    next_screening_at: orNull(TimestampSchema).meta({ description: "When the schedule screens them next; null while paused." }),
    screened_against: z.array(ListVersionSchema).max(50).meta({ description: "The list versions the last screening used." }),
    paused_reason: orNull(z.string().max(500)),
    updated_at: TimestampSchema,
  })
  .meta({ id: "Monitoring", description: "How an approved customer is kept screened against the sanctions and PEP lists." });
export type Monitoring = z.infer<typeof MonitoringSchema>;

export const UpdateMonitoringSchema = z
  .strictObject({
    status: MonitoringStatusSchema,
    reason: text(500).optional().meta({ description: "Why it is paused (kept, shown to reviewers).", example: "Account closing" }),
  })
  .meta({ id: "UpdateMonitoringRequest", description: "Pause or resume a customer's monitoring." });

export const AlertResolutionSchema = z.enum(["FALSE_POSITIVE", "TRUE_POSITIVE"]).meta({
  id: "AlertResolution",
  description:
    "FALSE_POSITIVE: the listed entry is not this person (the same entry does not alert again while the customer's details are the same); TRUE_POSITIVE: it is, and the customer is RESTRICTED.",
  example: "FALSE_POSITIVE",
});

export const CustomerAlertSchema = z
  .strictObject({
    id: AlertIdSchema,
    customer_id: z.string().max(64),
    status: z.enum(["OPEN", "RESOLVED"]),
    check: z.enum(["WATCHLIST", "PEP"]).meta({ description: "Which lists matched: sanctions (WATCHLIST) or PEP." }),
    individual_id: orNull(IndividualIdSchema).meta({
      description: "The person of a corporation who matched; null for the applicant itself (the person, or the corporation).",
    }),
    subject_name: z.string().max(500).meta({ description: "The customer's name as screened.", example: "Omar Mahmoud Uthman" }),
    match: ScreeningMatchSchema,
    resolution: orNull(AlertResolutionSchema),
    resolution_reason: orNull(z.string().max(500)),
    created_at: TimestampSchema,
    resolved_at: orNull(TimestampSchema),
  })
  .meta({
    id: "CustomerAlert",
    description:
      "A match found while monitoring an approved customer: a listed entry new to the customer (or newly above the threshold). Reviewers resolve it.",
  });
export type CustomerAlert = z.infer<typeof CustomerAlertSchema>;

export const ResolveAlertSchema = z
  .strictObject({
    resolution: AlertResolutionSchema,
    reason: text(500).meta({
      description: "Why: kept with the alert and in the audit trail.",
      example: "Different date of birth and nationality",
    }),
  })
  .meta({ id: "ResolveAlertRequest", description: "How a reviewer resolves a monitoring alert." });
export type ResolveAlert = z.infer<typeof ResolveAlertSchema>;
