// The portal's words for the profile pages (docs/product.md#routes-portal-profile): a person's own profile
// (/portal/store-staff-profile) and the owner's store profile (/portal/store-profile). Their field labels
// are the update schemas' titles, taken from the schemas as the resources' are (en.ts), under
// resources.<page>.fields; profile-es.ts is the same tree in Spanish; both are registered in catalogues.ts.
import { myProfileUpdateSchema, storeProfileUpdateSchema } from '../../../schemas/profile.schema.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import { fieldLabelsOf } from '../schema-form/schema-inputs.ts';

export const profileEn = {
  resources: {
    'store-staff-profile': { fields: fieldLabelsOf(myProfileUpdateSchema as unknown as RecordSchema) },
    'store-profile': { fields: fieldLabelsOf(storeProfileUpdateSchema as unknown as RecordSchema) },
  },
  portal: {
    profile: {
      staff_title: 'My profile',
      staff_intro: 'Signed in as %{email}. Change your name, or your password with your current one.',
      current_password_help: 'Needed only to set a new password.',
      store_title: 'Store profile',
      store_intro: 'How %{store} presents itself. Its web address and domain are set by the platform.',
      your_store: 'your store',
      loading: 'Loading…',
      nothing_changed: 'Nothing to save: no field changed.',
      saved: 'Saved.',
    },
  },
};
