// A store's service as the portal edits it (docs/product.md#catalogue-service-option): its images and its
// options with their values,
// value images, toggles, meta data, validation rules, logics and logic rules, in the shapes of
// src/shared/rules/types.ts. Nested rows are identified by `id` once saved; a new one may carry a temporary
// text id instead, which other parts of the same payload refer to (a rule's compare_to naming a new choice).
import { id, imageRef, money, sequence, storeId, tag, timestampFields } from './fields.ts';

const nestedId = {
  type: ['integer', 'string'],
  minimum: 1,
  maximum: 2147483647,
  minLength: 1,
  maxLength: 40,
  description: 'The saved id; for a new row leave it out or give a temporary text id',
} as const;

export const optionToggleSchema = {
  $id: 'OptionToggle',
  type: 'object',
  additionalProperties: false,
  required: ['active'],
  properties: {
    active: { type: 'boolean' },
    value: { type: ['string', 'number', 'boolean', 'null'], maxLength: 2000 },
  },
} as const;

const toggle = { $ref: 'OptionToggle#' } as const;

export const validationRuleSchema = {
  $id: 'ValidationRule',
  description: 'Describes the error case: compare_field <condition> variable_field (docs/rules-engine.md)',
  type: 'object',
  additionalProperties: false,
  required: ['validation_rule', 'compare_field', 'variable_field', 'condition', 'validation_message'],
  properties: {
    tag: { type: 'string', maxLength: 50, description: "Set by the server: the option's tag" },
    validation_rule: { type: ['integer', 'null'], enum: [1, 2, null] },
    compare_field: { type: 'string', maxLength: 50 },
    variable_field: { type: 'string', maxLength: 100 },
    condition: { type: ['string', 'null'], enum: ['less_than', 'equal', 'greater_than', null] },
    validation_message: { type: 'string', maxLength: 300 },
  },
} as const;

export const logicRuleSchema = {
  $id: 'LogicRule',
  type: 'object',
  additionalProperties: false,
  required: ['compare_option_field', 'operator_type', 'compare_to'],
  properties: {
    id: nestedId,
    logic_sequence_number: {
      type: 'integer',
      minimum: 1,
      maximum: 99,
      description: 'Set by the server: 1..n in the order of the rules',
    },
    compare_option_field: {
      type: 'integer',
      minimum: 0,
      maximum: 999,
      description: "The compared option's index",
    },
    operator_type: {
      type: 'string',
      enum: ['greater_than', 'less_than', 'greater_or_equal', 'less_or_equal', 'not_equal', 'is', 'contains'],
    },
    compare_to: {
      type: ['string', 'number'],
      minLength: 1,
      maxLength: 100,
      description: 'A number for number fields, a choice id (or a new choice’s temporary id) for the others',
    },
  },
} as const;

export const optionLogicSchema = {
  $id: 'OptionLogic',
  type: 'object',
  additionalProperties: false,
  required: ['action', 'conditional_join', 'rules'],
  properties: {
    id: nestedId,
    action: { type: 'string', enum: ['show', 'hide'] },
    conditional_join: { type: 'string', enum: ['all', 'one', 'none'] },
    apply_to_option_id: {
      type: 'integer',
      minimum: 0,
      maximum: 999,
      description: "Set by the server: the index of the logic's own option",
    },
    is_logic_enable: { type: 'boolean', default: false },
    logic_rule: { type: 'string', maxLength: 200, default: '', description: 'e.g. (1 AND 2) OR 3' },
    rules: { type: 'array', maxItems: 20, items: { $ref: 'LogicRule#' } },
  },
} as const;

export const optionValueSchema = {
  $id: 'OptionValue',
  description: 'A choice of an option',
  type: 'object',
  additionalProperties: false,
  required: ['value'],
  properties: {
    id: nestedId,
    value: { type: 'string', minLength: 1, maxLength: 200 },
    sku: { type: ['string', 'null'], maxLength: 100 },
    price: { ...money, default: 0, description: 'Option cost of this choice' },
    image: imageRef,
    sequence: { ...sequence, description: 'Set by the server from the position' },
    images: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: {
          id: nestedId,
          url: { ...imageRef, type: 'string', minLength: 1 },
          sequence: { ...sequence, description: 'Set by the server from the position' },
        },
      },
    },
  },
} as const;

const warrantyField = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: {
    key: { type: 'string', pattern: '^[a-z_][a-z0-9_]*$', maxLength: 50 },
    label: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: ['number', 'text', 'date'] },
  },
} as const;

export const serviceOptionSchema = {
  $id: 'ServiceOption',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'label'],
  properties: {
    id: nestedId,
    sequence: { ...sequence, description: 'Set by the server from the position (1..n)' },
    type: {
      type: 'integer',
      enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
      description:
        'The option type id (docs/product.md#catalogue-option-types): 1 short text … 13 mass dropdown',
    },
    tag: {
      type: 'string',
      maxLength: 50,
      description: 'Set by the server from the type (docs/rules-engine.md)',
    },
    label: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      properties: { value: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    values: { type: 'array', maxItems: 1000, items: { $ref: 'OptionValue#' } },
    logics: { type: 'array', maxItems: 1, items: { $ref: 'OptionLogic#' }, description: 'At most one' },
    advance_option_meta_data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        validations_rules: { type: 'array', maxItems: 10, items: { $ref: 'ValidationRule#' } },
        is_validation: { type: 'boolean' },
      },
    },
    meta_data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        warranty_date_label: { type: ['string', 'null'], maxLength: 100 },
        is_external_database: { type: 'boolean' },
        fields: { type: 'array', maxItems: 20, items: warrantyField },
      },
    },
    toggles: {
      type: 'object',
      additionalProperties: false,
      properties: {
        is_required: toggle,
        is_option_cost: toggle,
        is_metal_type: toggle,
        instructions: toggle,
        infoTooltip: toggle,
        image: toggle,
        otherOption: toggle,
        validation: toggle,
      },
    },
  },
} as const;

export const serviceImageSchema = {
  $id: 'ServiceImage',
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    id: nestedId,
    url: { ...imageRef, type: 'string', minLength: 1 },
    alt: { type: 'string', maxLength: 200, default: '' },
    sequence: { ...sequence, description: 'Set by the server from the position' },
  },
} as const;

/** A service without its options: the portal's list of services. */
export const serviceSchema = {
  $id: 'Service',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'name', 'description', 'price', 'sequence', 'is_active'],
  properties: {
    id,
    store_id: storeId,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 120 },
    description: { type: 'string', title: 'Description', maxLength: 5000, default: '' },
    price: { ...money, title: 'Starting price', default: 0, 'x-column': 'basePriceCents' },
    item_tag: { ...tag, type: ['string', 'null'], title: 'Item category (tag)' },
    top_level_tag: { ...tag, type: ['string', 'null'], title: 'Service category (tag)' },
    image: { ...imageRef, title: 'Image' },
    sequence: { ...sequence, default: 0 },
    is_active: { type: 'boolean', title: 'Active', default: true },
    deposit_rule: {
      type: 'string',
      title: 'Deposit',
      enum: ['store', 'none', 'fixed', 'percent'],
      default: 'store',
      description:
        "The deposit an order of this service asks (docs/product.md#payments-deposits): store = the store's default",
    },
    deposit_amount: {
      ...money,
      title: 'Deposit amount per item',
      default: 0,
      'x-column': 'depositAmountCents',
    },
    deposit_percent: { type: 'integer', title: 'Deposit percentage', minimum: 0, maximum: 100, default: 0 },
    version: { type: 'integer', readOnly: true, description: 'Bumped on every save' },
    ...timestampFields,
  },
} as const;

/** A service with its images and options: docs/product.md#api-fixed-paths's stores/:store/services/:id and store/services. */
export const storeServiceSchema = {
  ...serviceSchema,
  $id: 'StoreService',
  required: [...serviceSchema.required, 'images', 'options'],
  properties: {
    ...serviceSchema.properties,
    images: { type: 'array', maxItems: 20, items: { $ref: 'ServiceImage#' }, default: [] },
    options: { type: 'array', maxItems: 100, items: { $ref: 'ServiceOption#' }, default: [] },
  },
  examples: [
    {
      name: 'Engraving',
      price: 25,
      item_tag: 'ring',
      top_level_tag: 'jewellery',
      options: [
        { id: 'text', type: 1, label: { value: 'Text to engrave' } },
        {
          type: 10,
          label: { value: 'Font' },
          values: [{ value: 'Script' }, { value: 'Block', price: 5 }],
        },
      ],
    },
  ],
} as const;

/** A page of an option's values (option-value: page, option_id, search). */
export const optionValuePageSchema = {
  $id: 'OptionValuePage',
  type: 'object',
  additionalProperties: false,
  required: ['count', 'next', 'previous', 'results'],
  properties: {
    count: { type: 'integer' },
    next: { type: ['integer', 'null'], description: 'The next page number, null on the last page' },
    previous: { type: ['integer', 'null'] },
    results: { type: 'array', items: { $ref: 'OptionValue#' } },
  },
} as const;
