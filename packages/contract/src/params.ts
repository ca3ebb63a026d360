import { z } from "zod";

/**
 * Path identifiers are plain bounded strings: a malformed id answers 404 exactly like a missing one, so an id's
 * shape tells a caller nothing.
 */
const pathId = (description: string, example: string) => z.string().min(1).max(64).meta({ description, example });

export const applicationId = pathId("Identifier of the application.", "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM");
export const individualId = pathId("Identifier of the person on the application.", "ind_01JDQ6P3A8X7W4V3T2S1R0QPNM");
export const customerId = pathId("The customer_id given when the application was created.", "cust_000123");
export const accountId = pathId("The account_id given in account_to_open.", "acct_000123");
export const eventId = pathId("Identifier of the event.", "evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM");
export const subscriptionId = pathId("Identifier of the subscription.", "whk_01JDQ6R2C8X7W4V3T2S1R0QPNM");
export const deliveryId = pathId("Identifier of the delivery.", "dlv_01JDQ6S5D8X7W4V3T2S1R0QPNM");
export const documentId = pathId("Identifier of the document.", "doc_01JDQ6T8E8X7W4V3T2S1R0QPNM");
export const onboardingSessionId = pathId("Identifier of the onboarding session.", "obs_01JDQ6W4G8X7W4V3T2S1R0QPNM");
