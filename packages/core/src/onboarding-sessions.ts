import { z } from "zod";
import { ApplicationIdSchema } from "./application.ts";
import { enumOf } from "./enum-of.ts";
import { orNull, serviceId, TimestampSchema } from "./formats.ts";

export const OnboardingSessionIdSchema = serviceId("obs", "obs_01JDQ6W4G8X7W4V3T2S1R0QPNM");

export const OnboardingSessionStatusSchema = enumOf(
  "OnboardingSessionStatus",
  ["OPEN", "COMPLETED", "EXPIRED"],
  "OPEN until the end customer completes the application on the hosted page (COMPLETED) or the session's expires_at passes first (EXPIRED).",
);
export type OnboardingSessionStatus = z.infer<typeof OnboardingSessionStatusSchema>;

export const OnboardingLocaleSchema = enumOf("OnboardingLocale", ["en", "es"], "The language of the hosted page.");
export type OnboardingLocale = z.infer<typeof OnboardingLocaleSchema>;

export const OnboardingEditablePartSchema = enumOf(
  "OnboardingEditablePart",
  ["CUSTOMER_DETAILS", "INDIVIDUALS", "DOCUMENTS"],
  "A part of the application the end customer may change on the hosted page: the customer's details, the people of a corporation, the documents.",
);
export type OnboardingEditablePart = z.infer<typeof OnboardingEditablePartSchema>;

/** Every part, the default of `editable`. */
export const ONBOARDING_EDITABLE_PARTS: readonly OnboardingEditablePart[] = OnboardingEditablePartSchema.options;

/** How long a link stays valid, in seconds: at least 5 minutes, at most 24 hours, 1 hour unless asked. */
export const ONBOARDING_SESSION_MIN_EXPIRES_IN = 300;
export const ONBOARDING_SESSION_MAX_EXPIRES_IN = 86_400;
export const ONBOARDING_SESSION_DEFAULT_EXPIRES_IN = 3_600;

const redirectUrl = (description: string, example: string) =>
  z
    .url({ protocol: /^https?$/, error: "must be an absolute http or https URL" })
    .max(2048)
    .meta({ description: `${description} In sandbox and production it must use https.`, example });

const brandUrl = (description: string, example: string) =>
  z
    .url({ protocol: /^https?$/, error: "must be an absolute http or https URL" })
    .max(2048)
    .optional()
    .meta({ description: `${description} In sandbox and production it must use https.`, example });

/** Six hexadecimal digits after #, as CSS writes a colour. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const OnboardingBrandingSchema = z
  .strictObject({
    display_name: z.string().trim().min(1).max(80).optional().meta({
      description: "Your name as the end customer knows it, shown at the top of every page of the hosted page.",
      example: "Acme Bank",
    }),
    logo_url: brandUrl(
      "Your logo (PNG, JPEG, SVG or WebP, shown at most 40 pixels high beside the name): the page loads it from this URL, and its Content-Security-Policy allows images from exactly this origin.",
      "https://bank.example.com/logo.png",
    ),
    accent_color: z.string().regex(ACCENT_COLOR_PATTERN, { error: "must be a colour as #rrggbb, for example #0b3d91" }).optional().meta({
      description:
        "The colour of the page's header and main buttons, as #rrggbb. Their text is white or black, whichever contrasts with it more (at least 4.5:1 where possible).",
      example: "#0b3d91",
    }),
    terms_url: brandUrl(
      "Your terms and conditions, linked beside the box in which the customer accepts them.",
      "https://bank.example.com/terms",
    ),
    privacy_url: brandUrl(
      "Your privacy notice, linked beside the attestation box and at the foot of every page.",
      "https://bank.example.com/privacy",
    ),
  })
  .meta({
    id: "OnboardingBranding",
    description:
      "How the hosted page shows whose service it is: your name, logo, colour, and links to your terms and privacy notice. Each member left out is taken from your client's default branding, if the operator set one.",
  });
export type OnboardingBranding = z.infer<typeof OnboardingBrandingSchema>;

export const CreateOnboardingSessionSchema = z
  .strictObject({
    return_url: redirectUrl(
      "Where the hosted page sends the end customer once the application is completed there. The customer's arrival tells you nothing by itself: read the application, or wait for ONBOARDING_SESSION_COMPLETED.",
      "https://bank.example.com/onboarding/done",
    ),
    refresh_url: redirectUrl(
      "Where the hosted page sends the end customer when the link can no longer be used, with the query parameters `reason` (`expired` or `used`) and `onboarding_session_id`: create a new session there and redirect to its url.",
      "https://bank.example.com/onboarding/refresh",
    ),
    expires_in: z
      .number()
      .int()
      .min(ONBOARDING_SESSION_MIN_EXPIRES_IN)
      .max(ONBOARDING_SESSION_MAX_EXPIRES_IN)
      .optional()
      .meta({ description: "Seconds until the session expires: 300 (5 minutes) to 86400 (24 hours), 3600 unless given.", example: 3600 }),
    locale: OnboardingLocaleSchema.optional().meta({ description: 'The language of the hosted page ("en" unless given).' }),
    editable: z
      .array(OnboardingEditablePartSchema)
      .min(1)
      .max(ONBOARDING_EDITABLE_PARTS.length)
      .refine((parts) => new Set(parts).size === parts.length, "must not name a part twice")
      .optional()
      .meta({
        description:
          "The parts of the application the end customer may change on the hosted page (all three unless given). The terms and conditions and the attestation are always the customer's own to accept.",
        example: ["CUSTOMER_DETAILS", "DOCUMENTS"],
      }),
    branding: OnboardingBrandingSchema.optional(),
  })
  .meta({ id: "CreateOnboardingSessionRequest", description: "A hosted onboarding session to create for an application." });
export type CreateOnboardingSession = z.output<typeof CreateOnboardingSessionSchema>;

export const OnboardingSessionSchema = z
  .strictObject({
    id: OnboardingSessionIdSchema,
    application_id: ApplicationIdSchema,
    status: OnboardingSessionStatusSchema,
    return_url: z.string().max(2048),
    refresh_url: z.string().max(2048),
    locale: OnboardingLocaleSchema,
    editable: z.array(OnboardingEditablePartSchema).min(1).max(ONBOARDING_EDITABLE_PARTS.length),
    expires_at: TimestampSchema.meta({ description: "When the link stops working, if it has not been used by then." }),
    opened_at: orNull(TimestampSchema).meta({ description: "When the end customer first opened the link; null until then." }),
    completed_at: orNull(TimestampSchema).meta({ description: "When the end customer completed the application; null until then." }),
    created_at: TimestampSchema,
    branding: OnboardingBrandingSchema,
    url: z.url().max(2048).optional().meta({
      description:
        "The link to hand the end customer: single use, valid until expires_at. Only in the response that created the session: the service keeps a hash of it, never the link itself, so it cannot be shown again.",
      example: "https://api.example.com/onboard/obt_Vq3hN2cY8s0tJ1kWm5pXr7bZ4uFd6gLe9aQiHoTyK2M",
    }),
  })
  .meta({
    id: "OnboardingSession",
    description: "A hosted onboarding session: a single-use link through which the end customer completes an application.",
  });
export type OnboardingSession = z.infer<typeof OnboardingSessionSchema>;
