import { z } from "zod";
import { CalendarDateSchema, CountryCodeSchema, orNull, serviceId, TimestampSchema, text } from "./formats.ts";

export const ListVersionIdSchema = serviceId("lsv", "lsv_01JDQ6V1F8X7W4V3T2S1R0QPNM");
export const ScreeningIdSchema = serviceId("scr", "scr_01JDQ6V1F8X7W4V3T2S1R0QPNM");

/** What a screened name's details confirmed or contradicted of a listed entry. */
export const ScreeningEvidenceSchema = z.enum(["DATE_OF_BIRTH", "COUNTRY"]).meta({
  id: "ScreeningEvidence",
  description: "A detail compared with the listed entry's: the date or year of birth, or the nationality/country.",
  example: "DATE_OF_BIRTH",
});

export const ListVersionSchema = z
  .strictObject({
    id: ListVersionIdSchema,
    source: z.string().max(64).meta({ description: "The list source as configured by the platform.", example: "ofac_sdn" }),
    published_at: orNull(TimestampSchema).meta({ description: "The publisher's date of the list, where the file carries one." }),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({
        description: "SHA-256 of the list file(s) as loaded.",
        example: "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
      }),
    entry_count: z.int().min(1).meta({ example: 8976 }),
    loaded_at: TimestampSchema,
  })
  .meta({ id: "ListVersion", description: "One load of a sanctions or PEP list: what a name was screened against." });
export type ListVersion = z.infer<typeof ListVersionSchema>;

export const ScreeningMatchSchema = z
  .strictObject({
    source: z.string().max(64).meta({ example: "ofac_sdn" }),
    list_version: ListVersionIdSchema,
    entry_id: z.string().max(128).meta({ description: "The publisher's id of the listed entry.", example: "6950" }),
    entry_name: z.string().max(500).meta({ description: "The entry's primary name, as listed.", example: "UTHMAN, Omar Mahmoud" }),
    matched_name: z
      .string()
      .max(500)
      .meta({ description: "The listed name (primary or alias) that matched best.", example: "UTHMAN, Omar Mahmoud" }),
    score: z.number().min(0).max(1).meta({ description: "How close the names are, 0 to 1, after corroboration.", example: 0.97 }),
    corroborated: z.array(ScreeningEvidenceSchema).meta({ description: "Details that agree with the entry's (raise the score)." }),
    contradicted: z.array(ScreeningEvidenceSchema).meta({ description: "Details that disagree with the entry's (lower the score)." }),
  })
  .meta({ id: "ScreeningMatch", description: "A listed entry whose name reached the screening threshold." });
export type ScreeningMatch = z.infer<typeof ScreeningMatchSchema>;

export const ScreeningTypeSchema = z.enum(["person", "organization"]).meta({
  id: "ScreeningType",
  description: "A person is screened against listed persons only, an organization against organisations.",
  example: "person",
});

export const CreateScreeningSchema = z
  .strictObject({
    name: text(300).meta({ description: "The full name to screen, in any order and script.", example: "Omar Mahmoud Uthman" }),
    type: ScreeningTypeSchema,
    date_of_birth: CalendarDateSchema.or(z.string().regex(/^\d{4}$/, "must be YYYY-MM-DD or YYYY"))
      .optional()
      .meta({ description: "A person's date of birth (YYYY-MM-DD) or year (YYYY): corroborates or contradicts.", example: "1960-12-30" }),
    country: CountryCodeSchema.optional().meta({
      description: "Nationality (a person) or country (an organization): corroborates or contradicts.",
    }),
  })
  .meta({ id: "CreateScreeningRequest", description: "A name to screen against the sanctions and PEP lists in force." });
export type CreateScreening = z.output<typeof CreateScreeningSchema>;

export const ScreeningSchema = z
  .strictObject({
    id: ScreeningIdSchema,
    type: ScreeningTypeSchema,
    matches: z.array(ScreeningMatchSchema).meta({ description: "Entries at or above the threshold, the best first; empty when none." }),
    threshold: z.number().min(0).max(1).meta({ description: "The least score reported as a match.", example: 0.9 }),
    lists: z.array(ListVersionSchema).meta({ description: "The list versions screened against." }),
    created_at: TimestampSchema,
  })
  .meta({
    id: "Screening",
    description: "The outcome of one screening. The name and details screened are not echoed: they are kept only encrypted.",
  });
export type Screening = z.infer<typeof ScreeningSchema>;
