import type { Operations } from "@onboarding/contract";
import { recordsStore } from "../applications/records-store.ts";
import { notFound } from "../errors.ts";
import type { Handler } from "../http/handler.ts";
import { checkPaging, listEnvelope } from "./applications.ts";

const getCustomer: Handler<Operations["getCustomer"]> = async ({ db, auth, params }) => {
  const customer = await recordsStore.findCustomer(db, auth.clientId, params.customer_id);
  if (!customer) {
    throw notFound("customer");
  }
  return { status: 200, body: { data: customer } };
};

const getAccount: Handler<Operations["getAccount"]> = async ({ db, auth, params }) => {
  const account = await recordsStore.findAccount(db, auth.clientId, params.account_id);
  if (!account) {
    throw notFound("account");
  }
  return { status: 200, body: { data: account } };
};

const listEvents: Handler<Operations["listEvents"]> = async ({ db, auth, query }) => {
  checkPaging(query);
  const { events, hasMore } = await recordsStore.listEvents(db, auth.clientId, { event_type: query.event_type }, query);
  return { status: 200, body: listEnvelope("/v1/events", query, events, hasMore, (event) => event.event_id) };
};

const getEvent: Handler<Operations["getEvent"]> = async ({ db, auth, params }) => {
  const event = await recordsStore.findEvent(db, auth.clientId, params.event_id);
  if (!event) {
    throw notFound("event");
  }
  return { status: 200, body: { data: event } };
};

/** Customers and accounts opened by approvals, and the event log. */
export const recordHandlers = { getCustomer, getAccount, listEvents, getEvent };
