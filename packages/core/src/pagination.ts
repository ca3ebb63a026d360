import { z } from "zod";

const pageShape = {
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: "Page size, 1-100.", example: 20 }),
  starting_after: z.string().max(64).optional().meta({ description: "Cursor: return objects older than this id." }),
  ending_before: z
    .string()
    .max(64)
    .optional()
    .meta({ description: "Cursor: return objects newer than this id. Not together with starting_after." }),
};

/** The query of a list operation: the page (one cursor at most) and the operation's own filters. */
export const listQuery = <S extends z.core.$ZodLooseShape>(filters: S) =>
  z
    .strictObject({ ...pageShape, ...filters })
    .refine(
      (query: { starting_after?: unknown; ending_before?: unknown }) =>
        query.starting_after === undefined || query.ending_before === undefined,
      {
        path: ["ending_before"],
        message: "use starting_after or ending_before, not both",
      },
    );

export const ListQuerySchema = listQuery({});

/** The list envelope: newest first, with a cursor link to the next page. */
export const listOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .strictObject({
      data: z.array(item).max(100),
      has_more: z.boolean(),
      links: z.strictObject({
        next: z.string().max(2048).nullable().meta({ example: "/v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM" }),
      }),
    })
    .meta({ id, description: "A page of results, newest first." });

/** The single-object envelope. */
export const dataOf = <T extends z.ZodType>(item: T, id: string) => z.strictObject({ data: item }).meta({ id });
