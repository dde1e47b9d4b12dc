// /portal/store-profile: the owner's page for their own store — name, website, owner's first name and logo
// (upload with progress) — from the StoreProfileUpdate schema. The address, domain and activity stay the
// super admin's; the page says so.
import { AccessDenied, useTranslate } from 'react-admin';
import { api, call } from '../../client/api.ts';
import { storeProfileUpdateSchema } from '../../../schemas/profile.schema.ts';
import { may } from '../../shared/permission-registry.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import { useSession } from '../use-session.ts';
import { ProfileForm } from './ProfileForm.tsx';

const hints = {
  name: { width: 6 },
  first_name: { width: 6 },
  website_url: { inputType: 'url' },
  logo: { image: true },
} as const;

export function StoreProfilePage() {
  const session = useSession();
  const translate = useTranslate();
  if (!may(session?.role, 'store-profile:view')) return <AccessDenied />;
  return (
    <ProfileForm
      page="store-profile"
      title={translate('portal.profile.store_title')}
      intro={translate('portal.profile.store_intro', {
        store: session?.store?.name ?? translate('portal.profile.your_store'),
      })}
      load={() => call(api.GET('/api/v1/store-profile'))}
      save={(body) => call(api.PUT('/api/v1/store-profile', { body }))}
      schema={storeProfileUpdateSchema as unknown as RecordSchema}
      hints={hints}
    />
  );
}
