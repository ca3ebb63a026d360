import { base64url, type CryptoKey, importJWK, importPKCS8, type JWK, type KeyObject, SignJWT } from "jose";

/**
 * A private key the client signs with: a Web Crypto CryptoKey, a Node.js KeyObject, a private JWK (with `d`), or a
 * PKCS#8 PEM string (`-----BEGIN PRIVATE KEY-----`). EC P-256 keys sign ES256, Ed25519 keys EdDSA, RSA keys PS256.
 */
export type PrivateKeyInput = CryptoKey | KeyObject | JWK | string;

/** The JWS algorithms the client signs with, one per kind of key. */
export type ClientAssertionAlgorithm = "ES256" | "EdDSA" | "PS256";

/** A private key, its algorithm and key id, ready to sign client assertions. */
export interface SigningKey {
  readonly alg: ClientAssertionAlgorithm;
  readonly kid: string | undefined;
  /** The key in a form jose signs with (a PEM or a JWK is imported once, on first use). */
  key(): Promise<CryptoKey | KeyObject>;
}

const SUPPORTED = "an EC P-256 key (ES256), an Ed25519 key (EdDSA) or an RSA key (PS256)";

/** The algorithm of an EC key on a curve, by the curve's name, or a refusal naming the curve. */
function ecAlgorithm(curve: unknown, refuse: (message: string) => never): ClientAssertionAlgorithm {
  if (curve === "P-256" || curve === "prime256v1") {
    return "ES256";
  }
  return refuse(`privateKey is an EC key on ${String(curve)}, which is not supported: use ${SUPPORTED}.`);
}

// Object identifiers of PKCS#8 key algorithms and EC curves, as the hex of their DER content.
const OIDS: Record<string, string> = {
  "2a864886f70d010101": "RSA",
  "2a864886f70d01010a": "RSA-PSS",
  "2a8648ce3d0201": "EC",
  "2b6570": "Ed25519",
  "2b6571": "Ed448",
  "2b656e": "X25519",
  "2b656f": "X448",
  "2a8648ce3d030107": "P-256",
  "2b81040022": "P-384",
  "2b81040023": "P-521",
  "2b8104000a": "secp256k1",
};

/** One DER element at `offset`: its tag and where its content starts and ends. */
function element(bytes: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (tag === undefined || length === undefined) {
    throw new RangeError("truncated");
  }
  if (length & 0x80) {
    const octets = length & 0x7f;
    length = 0;
    for (let i = 0; i < octets; i++) {
      length = length * 256 + (bytes[start + i] ?? Number.NaN);
    }
    start += octets;
  }
  const end = start + length;
  if (!Number.isFinite(end) || end > bytes.length) {
    throw new RangeError("truncated");
  }
  return { tag, start, end };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The number of bits of a big-endian unsigned integer (leading zero octets and bits not counted). */
function bitLength(bytes: Uint8Array): number {
  const first = bytes.findIndex((byte) => byte !== 0);
  return first === -1 ? 0 : (bytes.length - first - 1) * 8 + 32 - Math.clz32(bytes[first] as number);
}

/** PS256 (and the server) need RSA keys of 2048 bits or more: a smaller one is refused here, not at its first use. */
function rsaAlgorithm(modulusBits: number | undefined, refuse: (message: string) => never): ClientAssertionAlgorithm {
  if (modulusBits !== undefined && modulusBits < 2048) {
    return refuse(`privateKey is an RSA key of ${modulusBits} bits: PS256 needs one of 2048 bits or more.`);
  }
  return "PS256";
}

/** The refusal of an RSA-PSS key (`what`: its form), which jose cannot sign PS256 with: it takes rsaEncryption keys only. */
const rsaPssKey = (what: string) =>
  `privateKey is ${what} (RSASSA-PSS, OID 1.2.840.113549.1.1.10), which the client cannot sign with: use a plain RSA key (rsaEncryption) for PS256, for example openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048.`;

/**
 * The bits of the modulus of a PKCS#8 RSA key: its privateKey OCTET STRING holds an RSAPrivateKey, a SEQUENCE of
 * version and modulus INTEGERs (RFC 8017 A.1.2). undefined when it cannot be read (left to the key's first use).
 */
function pkcs8RsaModulusBits(bytes: Uint8Array, identifierEnd: number): number | undefined {
  try {
    const octets = element(bytes, identifierEnd);
    const rsaKey = element(bytes, octets.start);
    const version = element(bytes, rsaKey.start);
    const modulus = element(bytes, version.end);
    if (octets.tag !== 0x04 || rsaKey.tag !== 0x30 || version.tag !== 0x02 || modulus.tag !== 0x02) {
      return undefined;
    }
    return bitLength(bytes.subarray(modulus.start, modulus.end));
  } catch {
    return undefined;
  }
}

/** The bits of the modulus of an RSA JWK, from its base64url `n` (undefined when there is none to read). */
function jwkModulusBits(n: unknown): number | undefined {
  if (typeof n !== "string") {
    return undefined;
  }
  try {
    return bitLength(base64url.decode(n));
  } catch {
    return undefined;
  }
}

/** The algorithm of a PKCS#8 PEM, read from its AlgorithmIdentifier (and its curve, for EC). */
function pemAlgorithm(pem: string, refuse: (message: string) => never): ClientAssertionAlgorithm {
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(pem)?.[1];
  if (label === undefined) {
    return refuse(
      `privateKey is a string but not a PEM: pass a PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----"), a private JWK, a CryptoKey or a KeyObject.`,
    );
  }
  if (label === "PUBLIC KEY" || label === "CERTIFICATE" || label.endsWith("PUBLIC KEY")) {
    return refuse(`privateKey is a public key (a "${label}" PEM): pass the private key; the server keeps the public one.`);
  }
  if (label === "ENCRYPTED PRIVATE KEY") {
    return refuse("privateKey is an encrypted PKCS#8 PEM: decrypt it first (openssl pkcs8 -in key.pem -out plain.pem).");
  }
  if (label !== "PRIVATE KEY") {
    return refuse(`privateKey is a "${label}" PEM, not PKCS#8: convert it (openssl pkcs8 -topk8 -nocrypt -in key.pem -out pkcs8.pem).`);
  }
  let algorithm: string | undefined;
  let curve: string | undefined;
  let modulusBits: number | undefined;
  try {
    const base64 = pem.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "").replace(/\s+/g, "");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const info = element(bytes, 0);
    const version = element(bytes, info.start);
    const identifier = element(bytes, version.end);
    const oid = element(bytes, identifier.start);
    if (info.tag !== 0x30 || version.tag !== 0x02 || identifier.tag !== 0x30 || oid.tag !== 0x06) {
      throw new RangeError("not PKCS#8");
    }
    const oidHex = hex(bytes.subarray(oid.start, oid.end));
    algorithm = OIDS[oidHex] ?? `the algorithm of OID 0x${oidHex}`;
    if (oid.end < identifier.end) {
      const parameter = element(bytes, oid.end);
      if (parameter.tag === 0x06) {
        const curveHex = hex(bytes.subarray(parameter.start, parameter.end));
        curve = OIDS[curveHex] ?? `the curve of OID 0x${curveHex}`;
      }
    }
    if (algorithm === "RSA") {
      modulusBits = pkcs8RsaModulusBits(bytes, identifier.end);
    }
  } catch {
    return refuse("privateKey is a PEM that cannot be read as a PKCS#8 private key.");
  }
  switch (algorithm) {
    case "RSA":
      return rsaAlgorithm(modulusBits, refuse);
    case "RSA-PSS":
      // jose imports only rsaEncryption keys for PS256: an RSA-PSS one would fail at the first token request.
      return refuse(rsaPssKey("an RSA-PSS PEM"));
    case "Ed25519":
      return "EdDSA";
    case "EC":
      return ecAlgorithm(curve, refuse);
    default:
      return refuse(
        `privateKey is ${/^[A-Z]/.test(algorithm) ? `an ${algorithm} key` : `a key of ${algorithm}`}, which is not supported: use ${SUPPORTED}.`,
      );
  }
}

const tagOf = (value: object): unknown => (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag];
const CryptoKeyClass = (globalThis as { CryptoKey?: abstract new () => object }).CryptoKey;
const isCryptoKey = (value: object): value is CryptoKey =>
  tagOf(value) === "CryptoKey" || (CryptoKeyClass !== undefined && value instanceof CryptoKeyClass);
const isKeyObject = (value: object): value is KeyObject => tagOf(value) === "KeyObject";

/** The algorithm of a CryptoKey, from the algorithm it was made for. */
function cryptoKeyAlgorithm(key: CryptoKey, refuse: (message: string) => never): ClientAssertionAlgorithm {
  if (key.type === "public") {
    return refuse("privateKey is a public CryptoKey: pass the private key of the pair; the server keeps the public one.");
  }
  const algorithm = key.algorithm as { name: string; namedCurve?: string; hash?: { name: string }; modulusLength?: number };
  if (key.type !== "private") {
    return refuse(`privateKey is a ${key.type} CryptoKey (${algorithm.name}): use ${SUPPORTED}.`);
  }
  if (!key.usages.includes("sign")) {
    return refuse('privateKey is a CryptoKey that cannot sign: import or generate it with the usage "sign".');
  }
  switch (algorithm.name) {
    case "ECDSA":
      return ecAlgorithm(algorithm.namedCurve, refuse);
    case "Ed25519":
      return "EdDSA";
    case "RSA-PSS":
      if (algorithm.hash?.name !== "SHA-256") {
        return refuse(`privateKey is an RSA-PSS CryptoKey for ${algorithm.hash?.name}: PS256 needs one imported with hash SHA-256.`);
      }
      return rsaAlgorithm(algorithm.modulusLength, refuse);
    case "RSASSA-PKCS1-v1_5":
      return refuse(
        'privateKey is an RSA CryptoKey made for RSASSA-PKCS1-v1_5 (RS256): the client signs PS256, import the key as { name: "RSA-PSS", hash: "SHA-256" }.',
      );
    default:
      return refuse(`privateKey is a CryptoKey for ${algorithm.name}, which is not supported: use ${SUPPORTED}.`);
  }
}

/** The algorithm of a Node.js KeyObject, from its asymmetric key type. */
function keyObjectAlgorithm(key: KeyObject, refuse: (message: string) => never): ClientAssertionAlgorithm {
  const { type, asymmetricKeyType, asymmetricKeyDetails } = key as KeyObject & {
    asymmetricKeyType?: string;
    asymmetricKeyDetails?: { namedCurve?: string; modulusLength?: number };
  };
  if (type === "public") {
    return refuse("privateKey is a public KeyObject: pass the private key of the pair; the server keeps the public one.");
  }
  if (type !== "private") {
    return refuse(`privateKey is a ${type} KeyObject: use ${SUPPORTED}.`);
  }
  switch (asymmetricKeyType) {
    case "ec":
      return ecAlgorithm(asymmetricKeyDetails?.namedCurve, refuse);
    case "ed25519":
      return "EdDSA";
    case "rsa":
      return rsaAlgorithm(asymmetricKeyDetails?.modulusLength, refuse);
    case "rsa-pss":
      return refuse(rsaPssKey('a KeyObject of type "rsa-pss"'));
    default:
      return refuse(`privateKey is a KeyObject of type ${String(asymmetricKeyType)}, which is not supported: use ${SUPPORTED}.`);
  }
}

/** The algorithm of a JWK, from its kty and crv. */
function jwkAlgorithm(jwk: JWK, refuse: (message: string) => never): ClientAssertionAlgorithm {
  if (typeof jwk.kty !== "string") {
    return refuse("privateKey is an object but neither a JWK (no kty), a CryptoKey nor a KeyObject.");
  }
  if (jwk.kty === "oct") {
    return refuse(`privateKey is a symmetric JWK (kty "oct"): use ${SUPPORTED}, or clientSecret.`);
  }
  if (typeof jwk.d !== "string") {
    return refuse(`privateKey is a public JWK (kty "${jwk.kty}", no "d"): pass the private JWK; the server keeps the public one.`);
  }
  let alg: ClientAssertionAlgorithm;
  if (jwk.kty === "EC") {
    alg = ecAlgorithm(jwk.crv, refuse);
  } else if (jwk.kty === "OKP" && jwk.crv === "Ed25519") {
    alg = "EdDSA";
  } else if (jwk.kty === "RSA") {
    alg = rsaAlgorithm(jwkModulusBits(jwk.n), refuse);
  } else {
    return refuse(
      `privateKey is a JWK of kty "${jwk.kty}"${jwk.crv ? ` and crv "${jwk.crv}"` : ""}, which is not supported: use ${SUPPORTED}.`,
    );
  }
  // "Ed25519" is the fully-specified name of EdDSA with Ed25519 (RFC 9864): the same signatures.
  if (jwk.alg !== undefined && jwk.alg !== alg && !(alg === "EdDSA" && jwk.alg === "Ed25519")) {
    return refuse(`privateKey is a JWK whose alg is "${jwk.alg}": the client signs ${alg} with this kind of key.`);
  }
  return alg;
}

/**
 * The signing key of a `privateKey` option, its algorithm read from the key itself, at once (a key the client
 * cannot sign with is refused here through `refuse`, before any request). `keyId` names the key in the assertion's
 * header (`kid`); by default a JWK's own `kid`, else none.
 */
export function signingKeyOf(privateKey: PrivateKeyInput, keyId: string | undefined, refuse: (message: string) => never): SigningKey {
  let alg: ClientAssertionAlgorithm;
  let load: () => Promise<CryptoKey | KeyObject>;
  let kid = keyId;
  if (typeof privateKey === "string") {
    alg = pemAlgorithm(privateKey, refuse);
    load = () => importPKCS8(privateKey, alg);
  } else if (typeof privateKey !== "object" || privateKey === null) {
    return refuse(
      `privateKey is ${privateKey === null ? "null" : typeof privateKey}: pass ${SUPPORTED}, as a CryptoKey, a KeyObject, a private JWK or a PKCS#8 PEM.`,
    );
  } else if (isCryptoKey(privateKey)) {
    alg = cryptoKeyAlgorithm(privateKey, refuse);
    load = async () => privateKey;
  } else if (isKeyObject(privateKey)) {
    alg = keyObjectAlgorithm(privateKey, refuse);
    load = async () => privateKey;
  } else {
    const jwk = privateKey as JWK;
    alg = jwkAlgorithm(jwk, refuse);
    kid ??= typeof jwk.kid === "string" ? jwk.kid : undefined;
    // A copy: jose freezes the JWK it imports, and the key's own alg/use/key_ops/ext (checked above, or of no
    // concern to signing) would only stop jose from importing it for the algorithm chosen.
    const { alg: _alg, use: _use, key_ops: _keyOps, ext: _ext, ...material } = jwk;
    load = async () => (await importJWK(material, alg)) as CryptoKey;
  }
  let loaded: Promise<CryptoKey | KeyObject> | undefined;
  return {
    alg,
    kid,
    key: () => {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

/**
 * A client assertion (RFC 7523 §2.2, private_key_jwt): a JWT the client signs, issued by and about itself, for the
 * authorization server (`audience`), valid 60 seconds, with a unique jti.
 */
export async function clientAssertion(signingKey: SigningKey, clientId: string, audience: string, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: signingKey.alg, ...(signingKey.kid === undefined ? {} : { kid: signingKey.kid }), typ: "JWT" })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 60)
    .sign(await signingKey.key());
}
