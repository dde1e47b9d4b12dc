// Las páginas de pago de la tienda en línea, en español (de usted).
import type { Translation } from '../../catalogue.ts';
import type { payments as english } from '../en/payments.ts';

export const payments: Translation<typeof english> = {
  order: {
    title: 'Pague su pedido',
    loading: 'Cargando el pedido',
    broken: 'Este enlace de pago no funciona',
    broken_hint:
      'Es posible que esté mal escrito o que ya no sea válido. Revise el enlace de su correo o póngase en contacto con la tienda.',
    back: 'Volver a la tienda',
    order: 'Pedido',
    total: 'Total del pedido',
    paid: 'Pagado',
    left: 'Pendiente de pago',
    opening: 'Abriendo la página de pago…',
    pay_card: 'Pagar %{amount} con tarjeta',
    card_hint:
      'Le llevaremos a la página segura de nuestro proveedor de pagos y le traeremos de vuelta aquí. También puede pagar en la tienda al recoger su artículo.',
    no_cards: 'Esta tienda no acepta pagos con tarjeta en línea: pagará en la tienda al recoger su artículo.',
    settled_paid: 'Este pedido está pagado. ¡Gracias!',
    settled_refunded: 'Este pedido está reembolsado: no hay nada que pagar.',
    settled_cancelled: 'Este pedido está cancelado: no hay nada que pagar.',
    track: 'Seguir este pedido',
  },
  charge: {
    additional_title: 'Cargo adicional',
    extra_title: 'Cargo extra',
    loading: 'Cargando el cargo',
    on_item: 'Trabajo adicional en el artículo %{reference}',
    on_order: 'Cargo extra en el pedido %{reference}',
    asks_workshop: 'El taller de %{store} le pide su aprobación',
    asks_store: '%{store} le pide su aprobación',
    why: 'Motivo',
    amount: 'Importe',
    opening: 'Abriendo la página de pago…',
    pay_card: 'Pagar ahora %{amount} con tarjeta',
    saving: 'Guardando su respuesta…',
    agree: 'Acepto, y pagaré %{amount} en la tienda',
    card_or_store:
      'Si paga con tarjeta, queda saldado ahora. Si acepta pagar en la tienda, pagará %{amount} al recoger su artículo.',
    store_only: '%{store} cobra este pago en la tienda: pagará %{amount} al recoger su artículo.',
    either: 'Con cualquiera de las dos respuestas el trabajo sigue adelante.',
    paid: 'Este cargo está pagado. ¡Gracias!',
    agreed: 'Gracias: ha aceptado este cargo. Pagará %{amount} en la tienda al recoger su artículo.',
    cancelled: 'Este cargo se rechazó o se retiró: no hay nada que pagar.',
    decline: 'Rechazar este cargo',
    decline_ask: '¿Rechazar este cargo?',
    decline_hint: 'No lo pagará. La tienda se pondrá en contacto con usted sobre qué pasa con el trabajo.',
    reason: 'Motivo (opcional)',
    declining: 'Rechazando…',
    yes_decline: 'Sí, rechazar',
    keep: 'Conservarlo',
  },
  back: {
    title: 'Pago',
    confirming: 'Confirmando su pago…',
    keep_open: 'Tardará un momento. No cierre esta página.',
    pending: 'Su pago se está procesando',
    pending_hint:
      'El proveedor de pagos aún no lo ha confirmado. Le escribiremos en cuanto lo haga; no hace falta que vuelva a pagar.',
    back: 'Volver a la tienda',
    nothing: 'Aquí no hay nada que confirmar',
    nothing_hint:
      'Esta página confirma los pagos en línea. Su pedido y sus cargos están en su correo y en su cuenta.',
    failed: 'Su pago no se completó',
    not_charged_order: 'No se ha cobrado nada. Su pedido está realizado; puede pagarlo ahora o en la tienda.',
    not_charged_charge: 'No se ha cobrado nada. El cargo sigue pendiente de pago.',
    pay_again: 'Volver a pagar',
  },
};
