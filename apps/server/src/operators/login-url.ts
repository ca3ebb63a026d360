import type { Config } from "../platform/config.ts";

/** Where a one-time sign-in link's token is opened: a GET that signs in and goes to the queue. */
export const consoleLoginUrl = (config: Pick<Config, "publicUrl">, token: string) => `${config.publicUrl}/console/sign-in/link/${token}`;
