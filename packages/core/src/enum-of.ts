import { z } from "zod";

/** A named enumeration of the API: its OpenAPI component id, its description, and an example (by default its first value). */
export const enumOf = <const T extends readonly [string, ...string[]]>(
  id: string,
  values: T,
  description: string,
  example: T[number] = values[0],
) => z.enum(values).meta({ id, description, example });
