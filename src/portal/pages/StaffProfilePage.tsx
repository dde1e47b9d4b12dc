// /portal/store-staff-profile: a staff member's own name and password (docs/product.md#formats-name's name
// rule, from the
// MyProfileUpdate schema). A new password needs the current one; the password fields start empty and are
// sent only when filled.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { api, call } from '../../client/api.ts';
import { myProfileUpdateSchema } from '../../../schemas/profile.schema.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import { useSession } from '../use-session.ts';
import { ProfileForm } from './ProfileForm.tsx';

const hints = {
  first_name: { width: 6, autoComplete: 'given-name' },
  last_name: { width: 6, autoComplete: 'family-name' },
  current_password: { width: 6, inputType: 'password', autoComplete: 'current-password' },
  new_password: { width: 6, inputType: 'password', autoComplete: 'new-password' },
} as const;

type Row = Record<string, unknown>;

/** Name fields when changed; the password pair only when a new password was typed. */
function toBody(values: Row, record: Row): Row {
  const body: Row = {};
  for (const k of ['first_name', 'last_name'])
    if ((values[k] ?? '') !== (record[k] ?? '')) body[k] = values[k] ?? '';
  if (values.new_password) {
    body.new_password = values.new_password;
    body.current_password = values.current_password ?? '';
  }
  return body;
}

export function StaffProfilePage() {
  const session = useSession();
  const translate = useTranslate();
  // The current password's help in the user's language (the schema's description is for the API).
  const schema = useMemo(() => {
    const base = myProfileUpdateSchema as unknown as RecordSchema;
    const help = translate('portal.profile.current_password_help');
    // The language is chosen in the app bar's menu, which keeps it on the profile too.
    const { language: _chosenInTheAppBar, ...fields } = base.properties;
    return {
      ...base,
      properties: { ...fields, current_password: { ...fields.current_password!, description: help } },
    } as RecordSchema;
  }, [translate]);
  return (
    <ProfileForm
      page="store-staff-profile"
      title={translate('portal.profile.staff_title')}
      intro={translate('portal.profile.staff_intro', { email: session?.user.email ?? '' })}
      load={() => call(api.GET('/api/v1/profile'))}
      save={(body) => call(api.PUT('/api/v1/profile', { body }))}
      schema={schema}
      hints={hints}
      toBody={toBody}
      blank={{ current_password: '', new_password: '' }}
    />
  );
}
