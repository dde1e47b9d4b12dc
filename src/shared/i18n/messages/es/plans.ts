// Los planes de la plataforma, en español (de usted).
import type { Translation } from '../../catalogue.ts';
import type { plans as english } from '../en/plans.ts';

export const plans: Translation<typeof english> = {
  choose: 'Elegir %{name}',
  current: 'Actual',
  free: 'Gratis',
  per_month: '%{amount} al mes',
  included: '%{smart_count} ubicación incluida |||| %{smart_count} ubicaciones incluidas',
  then: '; después, %{amount} por ubicación',
};
