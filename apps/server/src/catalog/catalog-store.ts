import type { Queryable } from "../db/database.ts";

export interface ProductRow {
  product_id: string;
  description: string;
  asset_types: string[];
}

/** SQL of the product catalog that account_to_open refers to: products and the asset types each allows. */
export const catalogStore = {
  /** Whether the product exists and allows the asset type (the two 404 codes of create). */
  async check(db: Queryable, productId: string, assetTypeId: string): Promise<"ok" | "PRODUCT_NOT_FOUND" | "ASSET_TYPE_NOT_FOUND"> {
    const [row] = await db.query<{ asset: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM product_asset_types a WHERE a.product_id = p.product_id AND a.asset_type_id = $2) AS asset FROM products p WHERE p.product_id = $1",
      [productId, assetTypeId],
    );
    return row === undefined ? "PRODUCT_NOT_FOUND" : row.asset ? "ok" : "ASSET_TYPE_NOT_FOUND";
  },

  async list(db: Queryable): Promise<ProductRow[]> {
    const rows = await db.query<{ product_id: string; description: string; asset_types: string[] | null }>(
      "SELECT p.product_id, p.description, array_remove(array_agg(a.asset_type_id ORDER BY a.asset_type_id), NULL) AS asset_types FROM products p LEFT JOIN product_asset_types a USING (product_id) GROUP BY p.product_id, p.description ORDER BY p.product_id",
    );
    return rows.map((row) => ({ ...row, asset_types: row.asset_types ?? [] }));
  },

  saveProduct: (db: Queryable, productId: string, description: string) =>
    db.query(
      "INSERT INTO products (product_id, description) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET description = EXCLUDED.description",
      [productId, description],
    ),

  /** Adds an asset type to an existing product; false when there is no such product. */
  async addAssetType(db: Queryable, productId: string, assetTypeId: string): Promise<boolean> {
    const rows = await db.query(
      "INSERT INTO product_asset_types (product_id, asset_type_id) SELECT product_id, $2 FROM products WHERE product_id = $1 ON CONFLICT DO NOTHING RETURNING 1",
      [productId, assetTypeId],
    );
    return rows.length > 0;
  },

  /** false when the product did not offer the asset type. */
  async removeAssetType(db: Queryable, productId: string, assetTypeId: string): Promise<boolean> {
    const rows = await db.query("DELETE FROM product_asset_types WHERE product_id = $1 AND asset_type_id = $2 RETURNING 1", [
      productId,
      assetTypeId,
    ]);
    return rows.length > 0;
  },
};
