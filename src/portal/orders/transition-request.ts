// One state-machine transition of an order-type record through the typed client: the record's collection
// picks its route of the generated contract, so the action and body are checked against that route's
// schema (the machine decides which actions are offered: src/shared/state-machines.ts).
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import type { paths } from '../../client/api-schema';

interface Routes {
  'sales-orders': '/api/v1/sales-orders/{id}/transitions/{action}';
  'work-orders': '/api/v1/work-orders/{id}/transitions/{action}';
  estimates: '/api/v1/estimates/{id}/transitions/{action}';
  invoices: '/api/v1/invoices/{id}/transitions/{action}';
  'extra-charges': '/api/v1/extra-charges/{id}/transitions/{action}';
  'additional-charges': '/api/v1/additional-charges/{id}/transitions/{action}';
}

export type TransitionCollection = keyof Routes;
type Route<C extends TransitionCollection> = paths[Routes[C]]['post'];
/** The actions a collection's route accepts (its path parameter's enum). */
export type TransitionAction<C extends TransitionCollection> = Route<C>['parameters']['path']['action'];
type TransitionBody<C extends TransitionCollection> =
  Route<C> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

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
  // One call per collection: openapi-fetch types each call by its literal path.
  switch (collection) {
    case 'sales-orders':
      return send(
        api.POST('/api/v1/sales-orders/{id}/transitions/{action}', {
          params: { path: { id, action: action as TransitionAction<'sales-orders'> } },
          body: body as TransitionBody<'sales-orders'>,
        }),
      );
    case 'work-orders':
      return send(
        api.POST('/api/v1/work-orders/{id}/transitions/{action}', {
          params: { path: { id, action: action as TransitionAction<'work-orders'> } },
          body: body as TransitionBody<'work-orders'>,
        }),
      );
    case 'estimates':
      return send(
        api.POST('/api/v1/estimates/{id}/transitions/{action}', {
          params: { path: { id, action: action as TransitionAction<'estimates'> } },
          body: body as TransitionBody<'estimates'>,
        }),
      );
    case 'invoices':
      return send(
        api.POST('/api/v1/invoices/{id}/transitions/{action}', {
          params: { path: { id, action: action as TransitionAction<'invoices'> } },
          body: body as TransitionBody<'invoices'>,
        }),
      );
    case 'extra-charges':
      return send(
        api.POST('/api/v1/extra-charges/{id}/transitions/{action}', {
          params: { path: { id, action: action as TransitionAction<'extra-charges'> } },
          body: body as TransitionBody<'extra-charges'>,
        }),
      );
    case 'additional-charges':
      return send(
        api.POST('/api/v1/additional-charges/{id}/transitions/{action}', {
          params: { path: { id, action: action as TransitionAction<'additional-charges'> } },
          body: body as TransitionBody<'additional-charges'>,
        }),
      );
  }
}
