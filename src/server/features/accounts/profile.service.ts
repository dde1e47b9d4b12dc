// The profile pages (docs/product.md#routes-portal-profile): the caller's own store as its owner may change
// it (the tenant is the token's, so no store can reach another's), and the caller's own name and password.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/database.ts';
import { invalid, notFound } from '../../http-errors.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { storeWithLogo, updateStore, updateStoreLogo, updateUser, userById } from './profile.repository.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

async function storeProfile(tx: Transaction, storeId: number) {
  const row = await storeWithLogo(tx, storeId);
  if (!row) throw notFound();
  const { store, logo } = row;
  return {
    id: store.id,
    slug: store.slug,
    custom_domain: store.customDomain,
    name: store.name,
    website_url: store.websiteUrl,
    first_name: store.firstName,
    logo: logo ?? null,
  };
}

async function myProfile(tx: Transaction, userId: number) {
  const user = await userById(tx, userId);
  if (!user) throw notFound();
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role_id: user.roleId,
    language: user.language ?? null,
  };
}

export function storeProfileOf(request: FastifyRequest) {
  return request.inTenant((tx) => storeProfile(tx, request.principal!.storeId!));
}

/** Changes the caller's store's name, website, owner's first name and logo (a blank name is refused). */
export function changeStoreProfile(
  request: FastifyRequest,
  body: { logo?: string | null; name?: string; website_url?: string | null; first_name?: string | null },
) {
  const storeId = request.principal!.storeId!;
  const { logo, name, website_url, first_name } = body;
  return request.inTenant(async (tx) => {
    const set = {
      ...(name !== undefined ? { name: name.trim() } : {}),
      ...(website_url !== undefined ? { websiteUrl: website_url || null } : {}),
      ...(first_name !== undefined ? { firstName: first_name || null } : {}),
    };
    if (name !== undefined && !name.trim())
      throw invalid([{ field: 'name', message: 'name must not be blank' }]);
    if (Object.keys(set).length) await updateStore(tx, storeId, set);
    if (logo !== undefined) await updateStoreLogo(tx, storeId, logo || null);
    return storeProfile(tx, storeId);
  });
}

export function myProfileOf(request: FastifyRequest) {
  return request.inTenant((tx) => myProfile(tx, request.principal!.userId));
}

/** Changes the caller's own name, their language, or their password (with the current one). */
export function changeMyProfile(
  request: FastifyRequest,
  body: {
    first_name?: string;
    last_name?: string;
    current_password?: string;
    new_password?: string;
    language?: Locale | null;
  },
) {
  const userId = request.principal!.userId;
  const { first_name, last_name, current_password, new_password, language } = body;
  return request.inTenant(async (tx) => {
    const user = await userById(tx, userId);
    if (!user) throw notFound();
    const set: Parameters<typeof updateUser>[2] = {};
    if (first_name !== undefined) set.firstName = first_name.trim();
    if (last_name !== undefined) set.lastName = last_name.trim();
    if (language !== undefined) set.language = language;
    if (new_password !== undefined) {
      // The current password guards a stolen, still-open session from locking its owner out.
      if (!(await verifyPassword(current_password ?? '', user.passwordHash)))
        throw invalid([{ field: 'current_password', message: 'current_password is not your password' }]);
      set.passwordHash = await hashPassword(new_password);
    }
    if (Object.keys(set).length) await updateUser(tx, userId, set);
    return myProfile(tx, userId);
  });
}
