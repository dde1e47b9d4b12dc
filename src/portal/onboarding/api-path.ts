// The API path of a declared resource's collection (its declared name): never written apart from it.
import { apiBase } from '../../client/api.ts';

export const apiPath = (name: string) => `${apiBase}/${name}`;
