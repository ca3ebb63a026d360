import { AssetTypeIdSchema, DecisionSchema, ProductIdSchema } from "@onboarding/core";
import { applicationResource } from "../applications/index.ts";
import { catalog } from "../catalog/catalog.ts";
import type { Database } from "../db/database.ts";
import { AdminInputError, operatorError, parseOrThrow } from "../platform/errors.ts";
import { type AdminContext, asOperator } from "./admin-context.ts";

const DECISIONS = { approve: "APPROVE", reject: "REJECT", "request-changes": "REQUEST_CHANGES" } as const;

/** `applications decide ID approve|reject|request-changes`: the operator's review, for any client's application. */
export async function decideCommand(
  args: string[],
  options: { fields?: string | undefined; reason?: string | undefined; "override-reason"?: string | undefined },
  context: AdminContext,
): Promise<[string, unknown]> {
  const [id, verb] = args;
  const decision = verb ? DECISIONS[verb as keyof typeof DECISIONS] : undefined;
  if (!id || !decision) {
    throw new AdminInputError(
      'Usage: applications decide ID approve|reject|request-changes [--fields "/customer_details/mailing_address"] [--reason R] [--override-reason R]',
    );
  }
  try {
    const parsed = parseOrThrow(DecisionSchema, {
      decision,
      ...(options.reason === undefined ? {} : { reason: options.reason }),
      ...(options["override-reason"] === undefined ? {} : { override_reason: options["override-reason"] }),
      ...(options.fields === undefined ? {} : { fields: options.fields.split(/[\s,]+/).filter(Boolean) }),
    });
    const decided = await context.db.transaction((tx) =>
      context.modules.applications.decideAsOperator(asOperator(context, tx), id, parsed),
    );
    return [`Application ${id} is now ${decided.status}.`, applicationResource(decided)];
  } catch (error) {
    operatorError(error, `application ${id}`);
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
      await catalog.saveProduct(db, productId, name ?? productId);
      return { text: `Product ${productId} saved.`, json: { product_id: productId } };
    }
    case "add-asset-type":
    case "remove-asset-type": {
      const productId = checked(args[0], ProductIdSchema, "PRODUCT_ID");
      const assetTypeId = checked(args[1], AssetTypeIdSchema, "ASSET_TYPE_ID");
      if (action === "add-asset-type") {
        await catalog.addAssetType(db, productId, assetTypeId);
      } else if (!(await catalog.removeAssetType(db, productId, assetTypeId))) {
        throw new AdminInputError(`${productId} does not offer ${assetTypeId}.`);
      }
      return {
        text: `${productId}: ${action === "add-asset-type" ? "offers" : "no longer offers"} ${assetTypeId}.`,
        json: { product_id: productId, asset_type_id: assetTypeId },
      };
    }
    default: {
      const products = await catalog.list(db);
      return {
        text: products.map((product) => `${product.product_id}  ${product.description}  [${product.asset_types.join(" ")}]`).join("\n"),
        json: products,
      };
    }
  }
}
