// The signed-in customer's address book (/api/v1/customer-addresses) and the countries an address names,
// for /myaccount/addresses and checkout.
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';

export type SavedAddress = components['schemas']['CustomerAddress'];
export type AddressInput = components['schemas']['CustomerAddressCreate'];
export interface Country {
  code: string;
  name: string;
}

export const listAddresses = () =>
  call(
    api.GET('/api/v1/customer-addresses', {
      params: { query: { sort: '["label","ASC"]', range: '[0,99]' } },
    }),
  );

export const createAddress = (body: AddressInput) => call(api.POST('/api/v1/customer-addresses', { body }));

export const updateAddress = (id: number, body: Partial<AddressInput>) =>
  call(api.PUT('/api/v1/customer-addresses/{id}', { params: { path: { id } }, body }));

export const deleteAddress = (id: number) =>
  call(api.DELETE('/api/v1/customer-addresses/{id}', { params: { path: { id } } }));

export const listCountries = () =>
  call(api.GET('/api/v1/countries', { params: { query: { sort: '["name","ASC"]', range: '[0,299]' } } }));

/** One line for a saved address: "1 Main Street, Springfield 12345, US". */
export function addressLine(a: SavedAddress): string {
  return [a.address_line1, a.address_line2, [a.city, a.postal_code].filter(Boolean).join(' '), a.country_code]
    .filter(Boolean)
    .join(', ');
}
