// Loads what an address book screen needs at once: the customer's addresses, the countries, and the store's
// home country (a new address starts there; a store that does not ship abroad accepts only it).
import { api, call, type ApiResult } from '../../client/api.ts';
import { useLoad } from '../../shell/data/use-load.ts';
import { listAddresses, listCountries, type Country, type SavedAddress } from './address-book-api.ts';

export interface AddressBook {
  addresses: SavedAddress[];
  countries: Country[];
  /** ISO code of the store's first location's country, '' when unknown. */
  homeCountry: string;
}

export async function loadAddressBook(storeId: number): Promise<ApiResult<AddressBook>> {
  const [addresses, countries, options] = await Promise.all([
    listAddresses(),
    listCountries(),
    call(api.GET('/api/v1/stores/{id}/checkout-options', { params: { path: { id: storeId } } })),
  ]);
  if (!addresses.ok) return addresses;
  if (!countries.ok) return countries;
  const home = options.ok ? (options.data.locations[0]?.country ?? '') : '';
  const homeCode =
    countries.data.find((c) => c.name.toLowerCase() === home.toLowerCase() || c.code === home.toUpperCase())
      ?.code ?? '';
  return {
    ok: true,
    response: addresses.response,
    data: { addresses: addresses.data, countries: countries.data, homeCountry: homeCode },
  };
}

export function useAddressBook(storeId: number | null) {
  return useLoad(storeId === null ? null : () => loadAddressBook(storeId), [storeId]);
}
