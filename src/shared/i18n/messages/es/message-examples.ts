// Los valores del pedido de ejemplo con que se previsualizan los mensajes a los clientes, en español.
import type { Translation } from '../../catalogue.ts';
import type { messageExamples as english } from '../en/message-examples.ts';

export const messageExamples: Translation<typeof english> = {
  first_name: 'María',
  store_name: 'Joyería Demo',
  location_name: 'Calle Mayor',
  reason: 'También hay que cambiar el cierre',
  due_date: 'viernes 4 de diciembre',
  next_steps:
    'Traiga su artículo a Calle Mayor, Calle Mayor 1, Springfield. Indique su número de pedido en el mostrador.',
  ring_resizing: 'Ajuste de talla de anillo',
  clasp_repair: 'Reparación de cierre',
};
