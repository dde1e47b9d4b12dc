// Las páginas compartidas de la puesta en marcha (el marco y los planes), en español (de usted).
import type { Translation } from '../../catalogue.ts';
import type { onboarding as english } from '../en/onboarding.ts';

export const onboarding: Translation<typeof english> = {
  store_steps: {
    store: 'Ponga nombre a su tienda',
    email: 'Confirme su correo electrónico',
    address: 'Dirección de la tienda',
    shipping: 'Envíos',
    plan: 'Elija un plan',
    payments: 'Cobre en línea',
  },
  loading: 'Cargando…',
  loading_setup: 'Cargando su configuración',
  try_again: 'Reintentar',
  progress: 'Progreso de la configuración',
  step_of: 'Paso %{number} de %{count}: %{label}',
  all_steps: 'Los %{count} pasos',
  plans: {
    choose_title: 'Elija su plan',
    intro_store: 'Puede cambiarlo cuando quiera desde Facturación.',
    intro_vendor:
      'Lo que la plataforma cuesta a su taller cada mes. Puede cambiarlo más adelante en Configuración.',
    continue: 'Continuar',
    active: 'Su plan está activo.',
    loading_plans: 'Cargando los planes…',
    none: 'Todavía no se ofrece ningún plan. Vuelva más tarde, por favor.',
    per_location_title: 'Pago por ubicación',
    per_location:
      '%{plan} incluye %{smart_count} ubicación; cada una más cuesta %{price} al mes. |||| %{plan} incluye %{smart_count} ubicaciones; cada una más cuesta %{price} al mes.',
    how_many: '¿Cuántas ubicaciones tiene?',
    monthly_total: 'Total mensual:',
    missing: 'Ese plan ya no se ofrece.',
    see_plans: 'Ver los planes',
    confirm_title: 'Confirme su plan',
    loading_plan: 'Cargando el plan…',
    extra_locations: '%{smart_count} ubicación adicional |||| %{smart_count} ubicaciones adicionales',
    every_month: 'Cada mes',
    free: 'Gratis',
    offline:
      'El pago en línea no está activado en esta plataforma: el plan empieza ahora y su factura le espera en Facturación.',
    to_payment: 'Continuar al pago',
    start: 'Empezar este plan',
    another: 'Elegir otro plan',
  },
  checkout: {
    not_finished: 'El pago no se completó. Puede intentarlo de nuevo.',
    not_confirmed: 'Stripe todavía no ha confirmado el pago. Inténtelo de nuevo en un momento.',
    confirming: 'Confirmando con Stripe…',
  },
};
