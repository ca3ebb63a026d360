import type { SandboxReset } from "@onboarding/core";
import type { ServiceContext } from "../service-context.ts";
import { sandboxResetStore } from "./sandbox-reset-store.ts";

/** The sandbox's reset of a client's data (development and sandbox: its route is not mounted in production). */
export const sandboxReset = {
  /**
   * Deletes the client's applications and all of theirs, its screenings, customers, accounts, events and deliveries,
   * in the caller's transaction; counts each kind (see sandbox-reset-store.ts for what is kept, and how to add a kind).
   */
  async reset({ db, clientId }: ServiceContext): Promise<SandboxReset> {
    return { deleted: await sandboxResetStore.deleteAll(db, clientId) };
  },
};
