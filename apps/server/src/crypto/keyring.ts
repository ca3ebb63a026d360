import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { z } from "zod";
import { Base64KeySchema, ConfigError, EncryptionKeysSchema } from "../platform/config.ts";
import { privateDir, tighten } from "../platform/paths.ts";

/** The server's own secrets: the pepper of client-secret hashes and the data-encryption keys (first = current). */
export interface Keyring {
  pepper: Buffer;
  encryptionKeys: Map<string, Buffer>;
  currentKeyId: string;
}

export interface KeyringSource {
  env: string;
  pepper: string | undefined;
  encryptionKeys: string | undefined;
  /** Where development keeps generated secrets (undefined: in memory, for in-memory databases). */
  devSecretsFile: string | undefined;
}

/** Decodes `text` with a schema of the configuration, or throws ConfigError naming `what` and every problem. */
function decoded<T>(schema: z.ZodType<T, string>, text: string, what: string): T {
  const result = schema.safeParse(text);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${what}: ${issue.message}`));
  }
  return result.data;
}

/** Parses ENCRYPTION_KEYS: `id:base64,id:base64`, the first being the key new values are encrypted with. */
export function parseKeyring(pepper: string, encryptionKeys: string): Keyring {
  const keys = decoded(EncryptionKeysSchema, encryptionKeys, "ENCRYPTION_KEYS");
  const currentKeyId = keys.keys().next().value as string; // the schema refuses an empty list
  return { pepper: decoded(Base64KeySchema, pepper, "SECRET_PEPPER"), encryptionKeys: keys, currentKeyId };
}

const generated = () => ({ pepper: randomBytes(32).toString("base64"), encryptionKeys: `dev1:${randomBytes(32).toString("base64")}` });

/**
 * SECRET_PEPPER and ENCRYPTION_KEYS from configuration. Sandbox and production must set both. Development
 * generates them once into a file beside the embedded database (mode 0600), so restarts keep working.
 */
export function loadKeyring(source: KeyringSource): Keyring {
  if (source.pepper && source.encryptionKeys) {
    return parseKeyring(source.pepper, source.encryptionKeys);
  }
  if (source.env !== "development") {
    throw new ConfigError(["SECRET_PEPPER and ENCRYPTION_KEYS: required outside development"]);
  }
  if (!source.devSecretsFile) {
    const fresh = generated();
    return parseKeyring(source.pepper ?? fresh.pepper, source.encryptionKeys ?? fresh.encryptionKeys);
  }
  // The folder (the embedded database's, or .data/) and the file are this user's alone, tightened if they were not.
  privateDir(dirname(source.devSecretsFile));
  if (existsSync(source.devSecretsFile)) {
    tighten(source.devSecretsFile, 0o600);
  } else {
    writeFileSync(source.devSecretsFile, `${JSON.stringify(generated(), null, 2)}\n`, { mode: 0o600, flag: "wx" });
  }
  const stored = JSON.parse(readFileSync(source.devSecretsFile, "utf8")) as { pepper: string; encryptionKeys: string };
  return parseKeyring(source.pepper ?? stored.pepper, source.encryptionKeys ?? stored.encryptionKeys);
}
