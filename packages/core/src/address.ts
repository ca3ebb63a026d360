import { z } from "zod";
import { field } from "./fields.ts";
import { CountryCodeSchema, SubdivisionCodeSchema, text } from "./formats.ts";

export const AddressSchema = z
  .strictObject({
    unit_number: field(text(32).meta({ example: "4B" }), { label: "Unit", help: "Apartment, suite or unit." }),
    address_line1: field(text(100).meta({ example: "100 Congress Ave" }), {
      label: "Street address",
      required: true,
      autocomplete: "address-line1",
    }),
    address_line2: field(text(100).meta({ example: "Floor 3" }), { label: "Address line 2", autocomplete: "address-line2" }),
    address_line3: field(text(100).meta({ example: "Building C" }), { label: "Address line 3", autocomplete: "address-line3" }),
    city: field(text(64).meta({ example: "Austin" }), {
      label: "City",
      help: "City or locality.",
      required: true,
      autocomplete: "address-level2",
    }),
    state: field(SubdivisionCodeSchema, {
      label: "State",
      help: "State, province or region: the subdivision part of its ISO 3166-2 code, for example TX.",
      required: { field: "country_code", value: "US" },
      autocomplete: "address-level1",
    }),
    postal_code: field(
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,14}$/, "must be a postal code of letters, digits, spaces and '-'")
        .meta({ example: "78701" }),
      { label: "Postal code", required: true, autocomplete: "postal-code" },
    ),
    country_code: field(CountryCodeSchema, { label: "Country", required: true, autocomplete: "country" }),
  })
  .meta({
    id: "Address",
    description:
      "A postal address. Every field may be omitted when writing; a required address (a mailing or registered address) is complete before submission.",
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
