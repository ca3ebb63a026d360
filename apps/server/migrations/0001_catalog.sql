-- The product catalog: what account_to_open may name. Managed by operators (pnpm admin products …).
CREATE TABLE products (
  product_id text PRIMARY KEY,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_asset_types (
  product_id text NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  asset_type_id text NOT NULL,
  PRIMARY KEY (product_id, asset_type_id)
);

INSERT INTO products (product_id, description) VALUES
  ('DEPOSIT_BASIC', 'Deposit account'),
  ('PAYMENT_BASIC', 'Payment account');

INSERT INTO product_asset_types (product_id, asset_type_id) VALUES
  ('DEPOSIT_BASIC', 'FIAT_TESTNET_USD'),
  ('DEPOSIT_BASIC', 'FIAT_MAINNET_USD'),
  ('DEPOSIT_BASIC', 'ETHEREUM_SEPOLIA_USDC'),
  ('DEPOSIT_BASIC', 'BITCOIN_TESTNET_BTC'),
  ('PAYMENT_BASIC', 'FIAT_TESTNET_USD'),
  ('PAYMENT_BASIC', 'FIAT_MAINNET_USD');
