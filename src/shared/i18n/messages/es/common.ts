import type { Translation } from '../../catalogue.ts';
import type { common as english } from '../en/common.ts';

export const common: Translation<typeof english> = {
  state: {
    loading: 'Cargando…',
    empty: 'Todavía no hay nada aquí.',
    error: 'Algo salió mal. Inténtelo de nuevo.',
    retry: 'Reintentar',
    saved: 'Guardado',
    offline: 'No tiene conexión. Los cambios se enviarán cuando vuelva a estar en línea.',
  },
  action: {
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    back: 'Volver',
    continue: 'Continuar',
    download: 'Descargar',
    print: 'Imprimir',
    search: 'Buscar',
    dismiss: 'Descartar',
    retry: 'Reintentar',
  },
  format: { incorrect: 'Formato incorrecto' },
  payment: {
    status: {
      pending: 'Pendiente',
      succeeded: 'Pagado',
      refunded: 'Reembolsado',
      expired: 'Caducado',
      voided: 'Anulado',
    },
    method: {
      in_store: 'En la tienda',
      manual: 'Cobrado por el personal',
      card: 'Tarjeta',
      cash: 'Efectivo',
      card_present: 'Tarjeta en la tienda',
    },
  },
  language: { label: 'Idioma' },
};
