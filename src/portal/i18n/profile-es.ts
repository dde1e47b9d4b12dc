// The profile pages in Spanish (profile-en.ts's tree). The field labels are checked against the schemas'
// fields by tests/unit/i18n-catalogues.test.ts (the English side is derived, so its type cannot say).
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { profileEn } from './profile-en.ts';

export const profileEs: Translation<typeof profileEn> = {
  resources: {
    'store-staff-profile': {
      fields: {
        first_name: 'Nombre',
        last_name: 'Apellidos',
        current_password: 'Contraseña actual',
        new_password: 'Contraseña nueva',
        language: 'Idioma',
      },
    },
    'store-profile': {
      fields: {
        name: 'Nombre de la tienda',
        website_url: 'Sitio web',
        first_name: 'Nombre del propietario',
        logo: 'Logotipo',
      },
    },
  },
  portal: {
    profile: {
      staff_title: 'Mi perfil',
      staff_intro: 'Ha iniciado sesión como %{email}. Cambie su nombre, o su contraseña indicando la actual.',
      current_password_help: 'Solo hace falta para poner una contraseña nueva.',
      store_title: 'Perfil de la tienda',
      store_intro: 'Cómo se presenta %{store}. Su dirección web y su dominio los fija la plataforma.',
      your_store: 'su tienda',
      loading: 'Cargando…',
      nothing_changed: 'No hay nada que guardar: no ha cambiado ningún campo.',
      saved: 'Guardado.',
    },
  },
};
