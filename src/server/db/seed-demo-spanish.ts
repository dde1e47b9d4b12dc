// The demo's Spanish-speaking store (docs/product.md#languages): Joyería Aurora, a jewellery and watch
// repair shop in Madrid at joyeria.localhost, whose storefront, mails, texts and PDFs speak Spanish and price
// in euros. Its catalogue — services, options, choices, instructions and validation messages — is written in
// Spanish by the store, as a real store's would be; the product's own words come from the catalogues.
import type { OptionRecord } from '../../shared/rules/index.ts';
import type { storeSettings } from './schema/index.ts';

const on = (value: string | number | boolean | null = null) => ({ active: true, value });

export const spanishDemoStore = {
  slug: 'joyeria',
  name: 'Joyería Aurora',
  firstName: 'Lucía',
  ownerLastName: 'Martín',
  staffName: { firstName: 'Diego', lastName: 'Ortega' },
  settings: {
    title: 'Joyería Aurora — Taller de joyería y relojería',
    backgroundColor: '#f7f3fb',
    borderColor: '#cdb8e0',
    buttonColor: '#5b2a86',
    buttonHoverColor: '#431f63',
    buttonHoverFontColor: '#ffffff',
    fontColor: '#23172e',
    topBarColor: '#23172e',
    topBarText: 'Envío asegurado gratuito en todas las reparaciones',
    language: 'es',
    currency: 'EUR',
  } satisfies Partial<typeof storeSettings.$inferInsert>,
  locations: [
    {
      name: 'Taller de la calle Mayor',
      addressLine1: 'Calle Mayor, 24',
      city: 'Madrid',
      state: 'Madrid',
      postalCode: '28013',
      country: 'Spain',
    },
    {
      name: 'Punto de entrega Chamberí',
      addressLine1: 'Calle de Fuencarral, 130',
      city: 'Madrid',
      state: 'Madrid',
      postalCode: '28010',
      country: 'Spain',
    },
  ],
  services: [
    {
      name: 'Ajuste de talla de anillo',
      description: 'Agrandamos o reducimos su anillo, en cualquier metal.',
      basePriceCents: 4000,
      itemTag: 'ring',
      topLevelTag: 'jewellery',
    },
    {
      name: 'Reparación de cadena',
      description: 'Soldamos una cadena rota o cambiamos el cierre.',
      basePriceCents: 3000,
      itemTag: 'necklace',
      topLevelTag: 'jewellery',
    },
    {
      name: 'Cambio de pila de reloj',
      description: 'Pila nueva y comprobación de la estanqueidad.',
      basePriceCents: 2000,
      itemTag: 'watch',
      topLevelTag: 'watches',
    },
  ],
  customer: { firstName: 'Marta', lastName: 'Gómez', email: 'cliente@joyeria.test' },
  smsPhone: '+34611204387',
  inbound: {
    from: '+34699318524',
    body: 'Hola, ¿ajustan anillos de titanio? Podría llevar el mío el sábado por la mañana. Un saludo, Nuria',
  },
  address: {
    city: 'Madrid',
    state: 'Madrid',
    postalCode: '28004',
    countryCode: 'ES',
    line1: 'Calle de Hortaleza, 45',
  },
  readyTemplate: {
    mailSubject: 'Su pedido {{order_no}} está listo, {{first_name}}',
    mailBody:
      'Buenas noticias, {{first_name}}: su pedido {{order_no}} está listo.\n\nPase por {{location_name}} cuando le venga bien; lo guardamos hasta entonces.',
    smsBody: '{{store_name}}: su pedido {{order_no}} está listo en {{location_name}}. {{link}}',
  },
};

/** Ajuste de talla de anillo: tallas con su regla, metal con precio, grabado solo si se pide. */
export const spanishRingOptions: OptionRecord[] = [
  {
    type: 4,
    label: { value: 'Talla del anillo (actual y deseada)' },
    toggles: {
      is_required: on(),
      infoTooltip: on('¿No la sabe? Cualquier joyero se la mide gratis.'),
    },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'size',
          validation_rule: 1,
          compare_field: 'desired_size',
          condition: 'greater_than',
          variable_field: 'current_size + 4',
          validation_message: 'Podemos agrandar un anillo como máximo 4 tallas.',
        },
        {
          tag: 'size',
          validation_rule: 1,
          compare_field: 'desired_size',
          condition: 'less_than',
          variable_field: 'current_size - 3',
          validation_message: 'Podemos reducir un anillo como máximo 3 tallas.',
        },
      ],
    },
  },
  {
    type: 5,
    label: { value: 'Metal' },
    toggles: { is_required: on(), is_metal_type: on(), is_option_cost: on() },
    values: [
      { id: 'plata', value: 'Plata de ley', price: 0 },
      { id: 'oro14', value: 'Oro de 14 quilates', price: 15 },
      { id: 'oro18', value: 'Oro de 18 quilates', price: 25 },
      { id: 'platino', value: 'Platino', price: 40 },
    ],
  },
  {
    type: 10,
    label: { value: 'Añadir grabado' },
    values: [
      { id: 'si', value: 'Sí', price: 20 },
      { id: 'no', value: 'No', price: 0 },
    ],
    toggles: { is_option_cost: on() },
  },
  {
    type: 1,
    label: { value: 'Texto del grabado' },
    toggles: { instructions: on('Hasta 20 caracteres, en el interior del aro.') },
    logics: [
      {
        action: 'show',
        conditional_join: 'all',
        rules: [{ compare_option_field: 2, operator_type: 'is', compare_to: 'si' }],
      },
    ],
  },
];

/** Cambio de pila: prueba de estanqueidad opcional y notas para el relojero. */
export const spanishWatchOptions: OptionRecord[] = [
  {
    type: 6,
    label: { value: 'Prueba de estanqueidad' },
    values: [
      { id: 'ninguna', value: 'Sin prueba', price: 0 },
      { id: 'presion', value: 'Prueba de presión', price: 15 },
    ],
    toggles: { is_option_cost: on() },
  },
  { type: 2, label: { value: 'Notas para el relojero' } },
];
