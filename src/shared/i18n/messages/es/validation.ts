import type { Translation } from '../../catalogue.ts';
import type { validation as english } from '../en/validation.ts';

export const validation: Translation<typeof english> = {
  field_required: 'Este campo es obligatorio',
  email: 'Introduzca un correo electrónico válido',
  required: 'Este campo es obligatorio.',
  order_number_required: 'Este campo es obligatorio',
  order_number_length: 'Introduzca un número de pedido correcto',
  restricted_value: 'Este valor no está permitido.',
  invalid_formula: 'Introduzca una fórmula válida.',
};
