import { z } from "zod";
import { ApplicationIdSchema, IndividualIdSchema } from "./application.ts";
import { DocumentIdSchema, DocumentReasonCodeSchema, DocumentStatusSchema, DocumentTypeSchema } from "./documents.ts";
import { ApplicationStatusSchema } from "./enums.ts";
import { orNull, serviceId, TimestampSchema } from "./formats.ts";
import { AlertIdSchema, AlertResolutionSchema, CustomerStatusSchema, RiskRatingSchema } from "./monitoring.ts";
import { OnboardingSessionIdSchema, OnboardingSessionStatusSchema } from "./onboarding-sessions.ts";
import { VerificationCheckSchema, VerificationIdSchema, VerificationReasonCodeSchema, VerificationStatusSchema } from "./verifications.ts";

/**
 * An event's place among its application's events: 1, 2, 3… in the order they were committed, per application; null
 * for events of no application (PING, SUBSCRIPTION_DISABLED). A receiver keeps the last one applied per application
 * and skips anything not newer, so late or repeated deliveries are harmless.
 */
export const EventSequenceSchema = z
  .number()
  .int()
  .min(1)
  .meta({ id: "EventSequence", description: "The event's place among its application's events: 1, 2, 3… in commit order.", example: 7 });

/** The header naming the subscription a webhook delivery is for (beside the Standard Webhooks headers). */
export const SUBSCRIPTION_ID_HEADER = "x-svc-subscription-id";

export const EventIdSchema = serviceId("evt", "evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM");
export const SubscriptionIdSchema = serviceId("whk", "whk_01JDQ6R2C8X7W4V3T2S1R0QPNM");
export const DeliveryIdSchema = serviceId("dlv", "dlv_01JDQ6S5D8X7W4V3T2S1R0QPNM");

/**
 * The client's own time when the event happened, in development and sandbox while its clock runs ahead of real time
 * (POST /v1/sandbox/clock/advance); event_date stays the real time.
 */
const SimulatedDateSchema = TimestampSchema.optional().meta({
  description:
    "Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.",
  example: "2026-11-23T10:15:30.000Z",
});

const APPLICATION_EVENT_TYPES = [
  "APPLICATION_CREATED",
  "APPLICATION_INCOMPLETE",
  "APPLICATION_READY_FOR_SUBMISSION",
  "APPLICATION_SUBMITTED",
  "APPLICATION_PROCESSING",
  "APPLICATION_CHANGES_REQUESTED",
  "APPLICATION_APPROVED",
  "APPLICATION_REJECTED",
  "APPLICATION_CANCELLED",
] as const;
const DOCUMENT_EVENT_TYPES = ["DOCUMENT_ACCEPTED", "DOCUMENT_REJECTED", "DOCUMENT_QUARANTINED"] as const;
const VERIFICATION_EVENT_TYPES = ["VERIFICATION_UPDATED"] as const;
const ONBOARDING_SESSION_EVENT_TYPES = ["ONBOARDING_SESSION_COMPLETED", "ONBOARDING_SESSION_EXPIRED"] as const;
const CUSTOMER_EVENT_TYPES = [
  "CUSTOMER_ALERT_CREATED",
  "CUSTOMER_ALERT_RESOLVED",
  "CUSTOMER_RESTRICTED",
  "CUSTOMER_RISK_RATED",
  "CUSTOMER_REVIEW_DUE",
] as const;
const SUBSCRIPTION_EVENT_TYPES = ["PING", "SUBSCRIPTION_DISABLED"] as const;

export const EventTypeSchema = z
  .enum([
    ...APPLICATION_EVENT_TYPES,
    ...DOCUMENT_EVENT_TYPES,
    ...VERIFICATION_EVENT_TYPES,
    ...ONBOARDING_SESSION_EVENT_TYPES,
    ...CUSTOMER_EVENT_TYPES,
    ...SUBSCRIPTION_EVENT_TYPES,
  ])
  .meta({
    id: "EventType",
    description:
      "Kind of event: the creation of an application or the status it moved to (APPLICATION_INCOMPLETE when a change reopened a requirement); a document accepted or rejected by the review, or quarantined by the malware scan (DOCUMENT_QUARANTINED); a verification check whose status changed; an onboarding session completed by the end customer on the hosted page, or expired before that (ONBOARDING_SESSION_COMPLETED, ONBOARDING_SESSION_EXPIRED); an approved customer's monitoring alert created or resolved, the customer restricted, rated again, or due for its periodic review (CUSTOMER_…); PING, the test event of a subscription; SUBSCRIPTION_DISABLED, a subscription disabled after failing for five days.",
    example: "APPLICATION_SUBMITTED",
  });
export type EventType = z.infer<typeof EventTypeSchema>;

const ApplicationEventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: z.enum(APPLICATION_EVENT_TYPES),
    sequence: EventSequenceSchema,
    event_date: TimestampSchema,
    simulated_date: SimulatedDateSchema,
    data: z.strictObject({
      application_id: ApplicationIdSchema,
      previous_status: orNull(ApplicationStatusSchema),
      status: ApplicationStatusSchema,
      reason: orNull(z.string().max(500))
        .optional()
        .meta({ description: "With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason." }),
      fields: z
        .array(z.string().max(256))
        .max(50)
        .optional()
        .meta({ description: "With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change." }),
    }),
  })
  .meta({
    id: "ApplicationEvent",
    description: "Something that happened to an application. Small on purpose: fetch the application for details.",
  });

const DocumentEventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: z.enum(DOCUMENT_EVENT_TYPES),
    sequence: EventSequenceSchema,
    event_date: TimestampSchema,
    simulated_date: SimulatedDateSchema,
    data: z.strictObject({
      application_id: ApplicationIdSchema,
      document_id: DocumentIdSchema,
      individual_id: orNull(IndividualIdSchema),
      type: DocumentTypeSchema,
      status: DocumentStatusSchema,
      reason_code: orNull(DocumentReasonCodeSchema),
    }),
  })
  .meta({
    id: "DocumentEvent",
    description:
      "A document of an application accepted or rejected by the review, or quarantined because the malware scan found something (DOCUMENT_QUARANTINED, reason_code SUSPECTED_MALWARE).",
  });

const VerificationEventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: z.enum(VERIFICATION_EVENT_TYPES),
    sequence: EventSequenceSchema,
    event_date: TimestampSchema,
    simulated_date: SimulatedDateSchema,
    data: z.strictObject({
      application_id: ApplicationIdSchema,
      verification_id: VerificationIdSchema,
      individual_id: orNull(IndividualIdSchema),
      document_id: orNull(DocumentIdSchema),
      check: VerificationCheckSchema,
      previous_status: orNull(VerificationStatusSchema),
      status: VerificationStatusSchema,
      reason_code: orNull(VerificationReasonCodeSchema),
    }),
  })
  .meta({ id: "VerificationEvent", description: "A verification check of an application changed status." });

const OnboardingSessionEventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: z.enum(ONBOARDING_SESSION_EVENT_TYPES),
    sequence: EventSequenceSchema,
    event_date: TimestampSchema,
    simulated_date: SimulatedDateSchema,
    data: z.strictObject({
      onboarding_session_id: OnboardingSessionIdSchema,
      application_id: ApplicationIdSchema,
      status: OnboardingSessionStatusSchema,
    }),
  })
  .meta({
    id: "OnboardingSessionEvent",
    description:
      "An onboarding session completed by the end customer on the hosted page (ONBOARDING_SESSION_COMPLETED), or past its expires_at before that (ONBOARDING_SESSION_EXPIRED).",
  });

const CustomerEventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: z.enum(CUSTOMER_EVENT_TYPES),
    sequence: EventSequenceSchema,
    event_date: TimestampSchema,
    simulated_date: SimulatedDateSchema,
    data: z.strictObject({
      customer_id: z.string().max(64),
      application_id: ApplicationIdSchema,
      status: CustomerStatusSchema.meta({ description: "The customer's status after the event." }),
      risk_rating: RiskRatingSchema.meta({ description: "The customer's rating after the event." }),
      alert_id: AlertIdSchema.optional().meta({ description: "With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert." }),
      resolution: AlertResolutionSchema.optional().meta({ description: "With CUSTOMER_ALERT_RESOLVED: how it was resolved." }),
      next_review_at: orNull(TimestampSchema)
        .optional()
        .meta({ description: "With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due." }),
    }),
  })
  .meta({
    id: "CustomerEvent",
    description:
      "Something that happened to an approved customer: a monitoring alert created (a listed entry newly matches one of its people) or resolved; the customer restricted (an alert resolved as a true positive); rated again (a risk factor changed); its periodic review due (a case is opened for it). Its sequence continues its application's.",
  });

const SubscriptionEventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: z.enum(SUBSCRIPTION_EVENT_TYPES),
    sequence: z.null().meta({ description: "Always null: a subscription's events belong to no application." }),
    event_date: TimestampSchema,
    simulated_date: SimulatedDateSchema,
    data: z.strictObject({
      subscription_id: SubscriptionIdSchema,
      reason: z.string().max(500).optional().meta({ description: "With SUBSCRIPTION_DISABLED: why it was disabled." }),
    }),
  })
  .meta({ id: "SubscriptionEvent", description: "Something that happened to a webhook subscription." });

export const EventSchema = z
  .discriminatedUnion("event_type", [
    ApplicationEventSchema,
    DocumentEventSchema,
    VerificationEventSchema,
    OnboardingSessionEventSchema,
    CustomerEventSchema,
    SubscriptionEventSchema,
  ])
  .meta({ id: "Event", description: "An event: the body of every webhook delivery, and what GET /v1/events lists." });
export type Event = z.infer<typeof EventSchema>;

const EventTypeSelectionSchema = z
  .union([
    // Exactly ["*"]: a tuple admits no further items in Zod, and the document says so (minItems, maxItems).
    z.tuple([z.literal("*")]).meta({ minItems: 1, maxItems: 1 }),
    z.array(EventTypeSchema).min(1).max(EventTypeSchema.options.length),
  ])
  .meta({
    id: "EventTypeSelection",
    description: 'The event types delivered to the subscription: ["*"] for every type (the default), or a list of types.',
    example: ["APPLICATION_APPROVED", "APPLICATION_REJECTED"],
  });

const WebhookUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({
    description:
      "Where deliveries are POSTed. In sandbox and production: https, and the host must resolve to public addresses only (checked again at every delivery).",
    example: "https://hooks.example.com/onboarding",
  });

const description = z.string().max(200).meta({ example: "Onboarding status changes" });

export const CreateSubscriptionSchema = z
  .strictObject({
    url: WebhookUrlSchema,
    event_types: EventTypeSelectionSchema.optional(),
    description: description.optional(),
    enabled: z.boolean().optional().meta({ description: "Whether deliveries are sent (default true)." }),
  })
  .meta({ id: "CreateSubscriptionRequest", description: "A webhook subscription to create." });

export const UpdateSubscriptionSchema = z
  .strictObject({
    url: WebhookUrlSchema.optional(),
    event_types: EventTypeSelectionSchema.optional(),
    description: orNull(description).optional(),
    enabled: z.boolean().optional().meta({
      description:
        "false stops deliveries (pending ones wait; new events are not queued); true resumes them, also after the service disabled the subscription.",
    }),
  })
  .meta({
    id: "UpdateSubscriptionRequest",
    description: "JSON merge patch of a subscription: omitted fields are kept, null removes the description.",
  });

export const SubscriptionSchema = z
  .strictObject({
    id: SubscriptionIdSchema,
    url: z.string().max(2048),
    event_types: EventTypeSelectionSchema,
    description: orNull(z.string().max(200)),
    enabled: z.boolean(),
    disabled_reason: orNull(z.string().max(500)).meta({ description: "Why the service disabled the subscription, if it did." }),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
    secret: z.string().max(128).optional().meta({
      description: "Signing secret (whsec_…): returned only by create and rotate-secret.",
      example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    }),
  })
  .meta({ id: "Subscription", description: "A webhook subscription." });

export const DeliveryAttemptSchema = z
  .strictObject({
    attempt: z.number().int().min(1),
    attempted_at: TimestampSchema,
    status_code: orNull(z.number().int()).meta({ description: "The receiver's HTTP status; null when none was received." }),
    latency_ms: z.number().int().min(0),
    error_class: orNull(
      z.enum(["http_status", "timeout", "connection_refused", "dns_failure", "blocked_address", "redirect", "tls_error", "network_error"]),
    ).meta({ description: "Why the attempt failed; null when it succeeded (2xx)." }),
    response_body: orNull(z.string().max(1024)).meta({ description: "The start of the receiver's response body (at most 1 KiB)." }),
  })
  .meta({ id: "DeliveryAttempt", description: "One attempt to deliver an event." });

export const DeliverySchema = z
  .strictObject({
    id: DeliveryIdSchema,
    event_id: EventIdSchema,
    event_type: EventTypeSchema,
    subscription_id: SubscriptionIdSchema,
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    attempts: z.number().int().min(0),
    next_attempt_at: orNull(TimestampSchema),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
    attempt_log: z.array(DeliveryAttemptSchema).max(100),
  })
  .meta({ id: "Delivery", description: "A delivery of one event to one subscription, with its attempts (newest first)." });
export type Delivery = z.infer<typeof DeliverySchema>;
