import { z } from "zod";
import { ApplicationIdSchema, AssetTypeIdSchema, ProductIdSchema } from "./application.ts";
import { ApplicationTypeSchema } from "./enums.ts";
import { ExternalIdSchema, orNull, TimestampSchema } from "./formats.ts";
import { CustomerStatusSchema, RiskFactorSchema, RiskRatingSchema } from "./monitoring.ts";

export const CustomerSchema = z
  .strictObject({
    customer_id: ExternalIdSchema,
    customer_type: ApplicationTypeSchema,
    application_id: ApplicationIdSchema,
    status: CustomerStatusSchema,
    risk_rating: RiskRatingSchema,
    risk_factors: z
      .array(RiskFactorSchema)
      .max(50)
      .meta({ description: "What the rating is made of; empty for a customer with none (LOW)." }),
    rated_at: TimestampSchema.meta({ description: "When it was last rated: at approval, and again whenever a factor changed." }),
    next_review_at: orNull(TimestampSchema).meta({
      description:
        "When its periodic review is due (the rating's interval after it was rated or last reviewed); a due review opens a case and emits CUSTOMER_REVIEW_DUE.",
    }),
    created_at: TimestampSchema,
  })
  .meta({ id: "Customer", description: "A customer, opened when its application is approved, monitored and rated from then on." });
export type Customer = z.infer<typeof CustomerSchema>;

export const AccountSchema = z
  .strictObject({
    account_id: ExternalIdSchema,
    customer_id: ExternalIdSchema,
    product_id: ProductIdSchema,
    asset_type_id: AssetTypeIdSchema,
    status: z.enum(["OPEN"]),
    created_at: TimestampSchema,
  })
  .meta({ id: "Account", description: "An account, opened with its customer on approval." });
export type Account = z.infer<typeof AccountSchema>;

export const ProductSchema = z
  .strictObject({
    product_id: ProductIdSchema,
    description: z.string().max(200).meta({ example: "Basic deposit account" }),
    asset_types: z
      .array(AssetTypeIdSchema)
      .max(100)
      .meta({ description: "The asset_type_id values account_to_open may name with this product." }),
  })
  .meta({ id: "Product", description: "A product of the catalog: what account_to_open.product_id names, and the asset types it allows." });
export type Product = z.infer<typeof ProductSchema>;

export const HealthSchema = z
  .strictObject({
    status: z.enum(["ok", "unavailable"]),
    checks: z
      .record(z.string(), z.enum(["ok", "degraded", "failed"]))
      .optional()
      .meta({
        description:
          "Each dependency checked: `ok`; `degraded` when it does not answer or is not current but the service still serves without it (Redis: the rate limits count per instance meanwhile; `screening`: a sanctions or PEP list source has no version in force yet, or its last load was refused and its last good version stays in force); `failed` when it makes the instance unready (the database). `screening` is there only when list sources are configured, and only once the database has answered.",
      }),
  })
  .meta({ id: "Health", description: "Liveness or readiness of the service." });
export type Health = z.infer<typeof HealthSchema>;
