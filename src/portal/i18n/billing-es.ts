// Billing in Spanish (billing-en.ts's tree).
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { billingEn } from './billing-en.ts';

export const billingEs: Translation<typeof billingEn> = {
  portal: {
    billing: {
      title: 'Facturación',
      your_plan: 'Su plan',
      loading: 'Cargando…',
      no_plan: 'Todavía no ha elegido ningún plan.',
      choose_plan: 'Elegir un plan',
      status: { pending: 'pendiente', active: 'activo', past_due: 'vencido', cancelled: 'cancelado' },
      monthly:
        '%{amount} al mes · %{smart_count} ubicación |||| %{amount} al mes · %{smart_count} ubicaciones',
      since: 'Desde el %{date}',
      change_plan: 'Cambiar de plan',
      pay_invoices: 'Pagar facturas',
      bill_items: 'Conceptos facturados',
      online_payments: 'Pagos en línea',
      connect_stripe: 'Conectar Stripe',
      payouts: {
        off: 'Los pagos en línea no están activados en esta plataforma (no hay claves de Stripe configuradas). Los clientes pagan en la tienda, y los planes y las facturas se liquidan con el proveedor de pagos integrado. Puede conectar Stripe más adelante desde Facturación.',
        none: 'Conecte una cuenta de Stripe para cobrar con tarjeta en línea y recibir los pagos. Mientras tanto, su tienda en línea solo ofrece pagar en la tienda.',
        pending:
          'Stripe todavía necesita algunos datos para que pueda cobrar con tarjeta. Mientras tanto, su tienda en línea solo ofrece pagar en la tienda.',
        enabled:
          'Su cuenta de Stripe está conectada: los clientes pueden pagar con tarjeta en línea y sus pagos llegan a esta cuenta.',
        failed:
          'Stripe no pudo verificar la cuenta. Vuelva a abrir Stripe para corregir los datos que le pide. Mientras tanto, su tienda en línea solo ofrece pagar en la tienda.',
      },
      purpose: {
        plans:
          'Los planes a los que se suscriben tiendas y proveedores: precio mensual, precio por ubicación y funciones.',
        'bill-items': 'Extras que se cobran con su próxima factura de la plataforma.',
        'platform-invoices': 'Las facturas de la plataforma por su plan y sus conceptos facturados.',
        'vendor-invoices': 'Lo que sus proveedores le han facturado por su trabajo; páguelo aquí.',
      },
    },
  },
};
