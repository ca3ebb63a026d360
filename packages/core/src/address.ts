import { z } from "zod";
import { CountryCodeSchema, SubdivisionCodeSchema, text } from "./formats.ts";

export const AddressSchema = z
  .strictObject({
    unit_number: text(32).optional().meta({ description: "Apartment, suite or unit.", example: "4B" }),
    address_line1: text(100).optional().meta({ description: "Street address.", example: "100 Congress Ave" }),
    address_line2: text(100).optional().meta({ description: "Address line 2.", example: "Floor 3" }),
    address_line3: text(100).optional().meta({ description: "Address line 3.", example: "Building C" }),
    city: text(64).optional().meta({ description: "City or locality.", example: "Austin" }),
    state: SubdivisionCodeSchema.optional(),
    postal_code: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,14}$/, "must be a postal code of letters, digits, spaces and '-'")
      .optional()
      .meta({ description: "Postal code.", example: "78701" }),
    country_code: CountryCodeSchema.optional(),
  })
  .meta({
    id: "Address",
    description:
      "A postal address. Every field may be omitted at create; address_line1, city, postal_code and country_code (and state for US addresses) are required before submission.",
    example: {
      address_line1: "100 Congress Ave",
      unit_number: "4B",
      city: "Austin",
      state: "TX",
      postal_code: "78701",
      country_code: "US",
    },
  });
export type Address = z.infer<typeof AddressSchema>;
