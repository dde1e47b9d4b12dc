// One state-machine transition of an order-type record through the typed client: the record's collection
// picks its route of the generated contract, so the action and body are checked against that route's
// schema (the machine decides which actions are offered: src/shared/state-machines.ts).
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import type { paths } from '../../client/api-schema';

/** The transition route of each collection: a typed map onto the generated contract's paths. */
const routes = {
  'sales-orders': '/api/v1/sales-orders/{id}/transitions/{action}',
  'work-orders': '/api/v1/work-orders/{id}/transitions/{action}',
  estimates: '/api/v1/estimates/{id}/transitions/{action}',
  invoices: '/api/v1/invoices/{id}/transitions/{action}',
  'extra-charges': '/api/v1/extra-charges/{id}/transitions/{action}',
  'additional-charges': '/api/v1/additional-charges/{id}/transitions/{action}',
} as const satisfies Record<string, keyof paths>;

export type TransitionCollection = keyof typeof routes;
type TransitionPath = (typeof routes)[TransitionCollection];
type Route<C extends TransitionCollection> = paths[(typeof routes)[C]]['post'];
/** The actions a collection's route accepts (its path parameter's enum). */
export type TransitionAction<C extends TransitionCollection> = Route<C>['parameters']['path']['action'];
type TransitionBody<C extends TransitionCollection> =
  Route<C> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** A call's init for one collection's route; the six are one union, matched by openapi-fetch against the union of routes. */
type TransitionInit = {
  [C in TransitionCollection]: {
    params: { path: { id: number; action: TransitionAction<C> } };
    body: TransitionBody<C>;
  };
}[TransitionCollection];

/**
 * Takes `action` on record `id` of `collection`. The machine hands the action over as a string:
 * it is one of the route's (the machine and the route's enum are the same list, state-machines.ts); the
 * body is what the machine's form gathered for it (the route's schema checks it).
 */
export function transition(
  collection: TransitionCollection,
  id: number,
  action: string,
  body: object,
): Promise<unknown> {
  const path: TransitionPath = routes[collection];
  const init = { params: { path: { id, action } }, body } as TransitionInit;
  return send<unknown>(api.POST(path, init));
}
