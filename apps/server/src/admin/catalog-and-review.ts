import { AssetTypeIdSchema, ProductIdSchema } from "@onboarding/core";
import { decide } from "../applications/review.ts";
import { applicationResource } from "../applications/serialize.ts";
import { applicationsService } from "../applications/service.ts";
import { AdminInputError } from "../auth/clients.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { AdminContext } from "./commands.ts";

const DECISIONS = { approve: "APPROVE", reject: "REJECT", "request-changes": "REQUEST_CHANGES" } as const;

/** `applications decide ID approve|reject|request-changes`: the operator's review, for any client's application. */
export async function decideCommand(
  args: string[],
  options: { fields?: string | undefined; reason?: string | undefined },
  context: AdminContext,
): Promise<[string, unknown]> {
  const [id, verb] = args;
  const decision = verb ? DECISIONS[verb as keyof typeof DECISIONS] : undefined;
  if (!id || !decision) {
    throw new AdminInputError(
      'Usage: applications decide ID approve|reject|request-changes [--fields "/customer_details/mailing_address"] [--reason R]',
    );
  }
  const service = applicationsService(context.keyring);
  try {
    const decided = await context.db.transaction(async (tx) => {
      const record = await service.store.findForOperator(tx, id);
      if (!record) {
        throw new AdminInputError(`No application ${id}.`);
      }
      return decide(service, { db: tx, clientId: record.clientId, clock: context.clock }, record, decision, {
        reason: options.reason,
        fields: options.fields?.split(/[\s,]+/).filter(Boolean),
      });
    });
    return [`Application ${id} is now ${decided.status}.`, applicationResource(decided)];
  } catch (error) {
    if (error instanceof ApiError) {
      throw new AdminInputError(`${error.message}${error.extra.errors ? ` ${JSON.stringify(error.extra.errors)}` : ""}`);
    }
    throw error;
  }
}

function checked(value: string | undefined, schema: typeof ProductIdSchema | typeof AssetTypeIdSchema, name: string): string {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AdminInputError(`${name}: ${result.error.issues[0]?.message ?? "invalid"}`);
  }
  return result.data;
}

/** The product catalog that account_to_open refers to. */
export async function productsCommand(
  action: string,
  args: string[],
  name: string | undefined,
  db: Database,
): Promise<{ text: string; json: unknown }> {
  switch (action) {
    case "create": {
      const productId = checked(args[0], ProductIdSchema, "PRODUCT_ID");
      await db.query(
        "INSERT INTO products (product_id, description) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET description = EXCLUDED.description",
        [productId, name ?? productId],
      );
      return { text: `Product ${productId} saved.`, json: { product_id: productId } };
    }
    case "add-asset-type":
    case "remove-asset-type": {
      const productId = checked(args[0], ProductIdSchema, "PRODUCT_ID");
      const assetTypeId = checked(args[1], AssetTypeIdSchema, "ASSET_TYPE_ID");
      const rows =
        action === "add-asset-type"
          ? await db.query(
              "INSERT INTO product_asset_types (product_id, asset_type_id) SELECT product_id, $2 FROM products WHERE product_id = $1 ON CONFLICT DO NOTHING RETURNING 1",
              [productId, assetTypeId],
            )
          : await db.query("DELETE FROM product_asset_types WHERE product_id = $1 AND asset_type_id = $2 RETURNING 1", [
              productId,
              assetTypeId,
            ]);
      if (action === "remove-asset-type" && rows.length === 0) {
        throw new AdminInputError(`${productId} does not offer ${assetTypeId}.`);
      }
      return {
        text: `${productId}: ${action === "add-asset-type" ? "offers" : "no longer offers"} ${assetTypeId}.`,
        json: { product_id: productId, asset_type_id: assetTypeId },
      };
    }
    default: {
      const products = await db.query<{ product_id: string; description: string; asset_types: string[] | null }>(
        "SELECT p.product_id, p.description, array_remove(array_agg(a.asset_type_id ORDER BY a.asset_type_id), NULL) AS asset_types FROM products p LEFT JOIN product_asset_types a USING (product_id) GROUP BY p.product_id, p.description ORDER BY p.product_id",
      );
      return {
        text: products
          .map((product) => `${product.product_id}  ${product.description}  [${(product.asset_types ?? []).join(" ")}]`)
          .join("\n"),
        json: products,
      };
    }
  }
}
