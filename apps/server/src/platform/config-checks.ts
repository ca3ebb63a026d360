import proxyaddr from "proxy-addr";

/** More proxies than this in front of the service is a mistake (a typo, or a number meant for something else). */
export const MAX_PROXY_HOPS = 10;

/**
 * Addresses no proxy in front of the service can have (the documentation ranges of RFC 5737 and RFC 3849): a
 * TRUST_PROXY that trusts them trusts (nearly) every address, so anyone could name their own address in X-Forwarded-For.
 */
const NEVER_A_PROXY = ["192.0.2.1", "198.51.100.1", "203.0.113.1", "2001:db8::1"];

/**
 * What is wrong with a TRUST_PROXY value, if anything: too many hops, a list Express's own parser (proxy-addr, which
 * `app.set("trust proxy")` uses) refuses, or one that trusts everybody. Checked at start-up with the other settings,
 * instead of failing when the app is built.
 */
export function trustProxyProblem(value: string): string | undefined {
  if (/^\d+$/.test(value)) {
    return Number(value) > MAX_PROXY_HOPS ? `at most ${MAX_PROXY_HOPS} proxies (hops) can be trusted` : undefined;
  }
  let trusted: (address: string, hop: number) => boolean;
  try {
    trusted = proxyaddr.compile(value.split(",").map((part) => part.trim()));
  } catch (error) {
    return `not a list of addresses, subnets, loopback, linklocal or uniquelocal (${(error as Error).message})`;
  }
  if (NEVER_A_PROXY.some((address) => trusted(address, 0))) {
    return "trusts (nearly) every address, so any caller could choose its own address; name the proxies' own addresses or subnets";
  }
  return undefined;
}

/** A key anyone could guess: one byte repeated (all zeros, all 0xff, "AAAA…"). */
const trivial = (key: Buffer) => key.length > 0 && key.every((byte) => byte === key[0]);

function decodedKeys(env: Record<string, string>): { pepper?: Buffer; encryption: [string, Buffer][] } {
  const pepper = env.SECRET_PEPPER === undefined ? undefined : Buffer.from(env.SECRET_PEPPER, "base64");
  const encryption = (env.ENCRYPTION_KEYS ?? "")
    .split(",")
    .map((entry) => entry.trim().split(":"))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== "" && parts[1] !== "")
    .map(([id, value]): [string, Buffer] => [id, Buffer.from(value, "base64")]);
  return { pepper, encryption };
}

/** The keys' problems in production: guessable keys, and one key used both as the pepper and to encrypt. */
function keyProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const { pepper, encryption } = decodedKeys(env);
  if (pepper && trivial(pepper)) {
    problems.push("SECRET_PEPPER: a key of one repeated byte (all zeros…) is no secret; use openssl rand -base64 32");
  }
  for (const [id, key] of encryption) {
    if (trivial(key)) {
      problems.push(`ENCRYPTION_KEYS: key ${id} is one repeated byte (all zeros…), no secret; use openssl rand -base64 32`);
    }
    if (pepper && key.length > 0 && key.equals(pepper)) {
      problems.push(`ENCRYPTION_KEYS: key ${id} is also SECRET_PEPPER; each needs a key of its own`);
    }
  }
  return problems;
}

/**
 * What production refuses to start with, beyond the values' own checks: a public URL that is missing (links and the
 * tokens' issuer would be http://localhost…) or not https (the hosted page's cookie would lose Secure), and weak keys.
 */
export function productionProblems(env: Record<string, string>): string[] {
  if (env.ONBOARDING_ENV !== "production") {
    return [];
  }
  const problems: string[] = [];
  if (env.PUBLIC_URL === undefined) {
    problems.push("PUBLIC_URL: required in production (https://…): links and the tokens' issuer are built from it");
  } else if (!/^https:\/\//i.test(env.PUBLIC_URL)) {
    problems.push("PUBLIC_URL: production is served over https (https://…)");
  }
  return [...problems, ...keyProblems(env)];
}
