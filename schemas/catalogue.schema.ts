// The store's catalogue lists around services: service categories (top-level tags) and item categories
// (item tags), price lists (a store's and a vendor's), insurance plans and commission rules
// (docs/product.md#catalogue-commission-conditions).
import { id, imageRef, money, percent, sequence, storeId, tag, timestampFields, vendorId } from './fields.ts';

const categoryProperties = {
  id,
  store_id: storeId,
  name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
  tag: { ...tag, title: 'Tag' },
  description: { type: 'string', title: 'Description', maxLength: 2000, default: '' },
  image: { ...imageRef, title: 'Image' },
  sequence: { ...sequence, default: 0 },
  is_active: { type: 'boolean', title: 'Active', default: true },
  ...timestampFields,
} as const;

const categoryRequired = ['id', 'store_id', 'name', 'tag', 'description', 'sequence', 'is_active'] as const;

export const serviceCategorySchema = {
  $id: 'ServiceCategory',
  description: "A service category: the storefront's top-level tag (services.top_level_tag)",
  type: 'object',
  additionalProperties: false,
  required: categoryRequired,
  properties: categoryProperties,
  examples: [{ name: 'Clocks', tag: 'clocks' }],
} as const;

export const itemCategorySchema = {
  $id: 'ItemCategory',
  description: 'An item category: an item tag (services.item_tag)',
  type: 'object',
  additionalProperties: false,
  required: categoryRequired,
  properties: categoryProperties,
  examples: [{ name: 'Bracelet', tag: 'bracelet' }],
} as const;

const priceListItem = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'price'],
  properties: {
    id,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    price: money,
  },
} as const;

export const priceListSchema = {
  $id: 'PriceList',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'name', 'description', 'is_default', 'is_active', 'items'],
  properties: {
    id,
    store_id: storeId,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    description: { type: 'string', title: 'Description', maxLength: 2000, default: '' },
    is_default: { type: 'boolean', title: 'Default', default: false },
    is_active: { type: 'boolean', title: 'Active', default: true },
    items: {
      type: 'array',
      title: 'Prices',
      maxItems: 500,
      default: [],
      items: {
        ...priceListItem,
        properties: {
          ...priceListItem.properties,
          service_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647, default: null },
        },
      },
    },
    ...timestampFields,
  },
  examples: [{ name: 'Standard', items: [{ name: 'Ring sizing (up)', price: 45 }] }],
} as const;

export const vendorPriceListSchema = {
  $id: 'VendorPriceList',
  description: 'What a vendor charges its stores for work',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'name', 'description', 'store_id', 'is_active', 'items'],
  properties: {
    id,
    vendor_id: vendorId,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    description: { type: 'string', title: 'Description', maxLength: 2000, default: '' },
    store_id: {
      type: ['integer', 'null'],
      title: 'For store',
      minimum: 1,
      maximum: 2147483647,
      default: null,
      description: 'A linked store these prices are for; null: every linked store',
    },
    is_active: { type: 'boolean', title: 'Active', default: true },
    items: { type: 'array', title: 'Prices', maxItems: 500, default: [], items: priceListItem },
    ...timestampFields,
  },
  examples: [{ name: 'Bench rates', items: [{ name: 'Solder joint', price: 18.5 }] }],
} as const;

export const insuranceSchema = {
  $id: 'Insurance',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'name', 'description', 'rate_percent', 'min_premium', 'is_active'],
  properties: {
    id,
    store_id: storeId,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    description: { type: 'string', title: 'Description', maxLength: 2000, default: '' },
    provider: { type: ['string', 'null'], title: 'Provider', maxLength: 100 },
    rate_percent: { ...percent, title: 'Premium (% of retail value)', default: 0 },
    min_premium: { ...money, title: 'Minimum premium', default: 0 },
    max_coverage: { ...money, type: ['number', 'null'], title: 'Maximum coverage' },
    is_active: { type: 'boolean', title: 'Active', default: true },
    ...timestampFields,
  },
  examples: [{ name: 'Transit cover', rate_percent: 1.5, min_premium: 5, max_coverage: 5000 }],
} as const;

/** docs/product.md#catalogue-commission-conditions's commission condition. */
export const commissionConditionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'condition_on',
    'operator_type',
    'compare_to',
    'conditional_join',
    'conditional_join_inner',
    'is_inner_group',
  ],
  properties: {
    condition_on: {
      type: 'string',
      enum: [
        'service',
        'service_category',
        'item_category',
        'location',
        'order_total',
        'item_price',
        'customer_tag',
      ],
    },
    operator_type: {
      type: 'string',
      enum: ['is', 'is_not', 'greater_than', 'less_than', 'greater_or_equal', 'less_or_equal', 'contains'],
    },
    compare_to: { type: ['string', 'number'], maxLength: 200 },
    conditional_join: {
      type: 'string',
      enum: ['and', 'or'],
      description: 'Joins this condition to the previous one',
    },
    conditional_join_inner: {
      type: 'string',
      enum: ['and', 'or'],
      description: 'Joins the conditions of a group',
    },
    is_inner_group: { type: 'boolean', description: 'Belongs to the group opened by the previous condition' },
  },
} as const;

export const commissionRuleSchema = {
  $id: 'CommissionRule',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'name', 'vendor_id', 'commission_type', 'conditions', 'priority', 'is_active'],
  properties: {
    id,
    store_id: storeId,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    vendor_id: {
      type: ['integer', 'null'],
      title: 'Vendor',
      minimum: 1,
      maximum: 2147483647,
      default: null,
      description: 'A linked vendor the rule pays; null: staff commission',
    },
    commission_type: { type: 'string', title: 'Type', enum: ['percentage', 'fixed'] },
    rate_percent: { ...percent, type: ['number', 'null'], title: 'Rate (%)' },
    amount: { ...money, type: ['number', 'null'], title: 'Fixed amount' },
    conditions: {
      type: 'array',
      title: 'Conditions',
      maxItems: 50,
      items: commissionConditionSchema,
      default: [],
    },
    priority: { type: 'integer', title: 'Priority', minimum: 0, maximum: 1000, default: 0 },
    is_active: { type: 'boolean', title: 'Active', default: true },
    ...timestampFields,
  },
  examples: [
    {
      name: 'Ring work',
      commission_type: 'percentage',
      rate_percent: 10,
      conditions: [
        {
          condition_on: 'item_category',
          operator_type: 'is',
          compare_to: 'ring',
          conditional_join: 'and',
          conditional_join_inner: 'and',
          is_inner_group: false,
        },
      ],
    },
  ],
} as const;
