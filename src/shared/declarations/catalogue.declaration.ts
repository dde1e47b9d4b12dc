// The service catalogue: services, their categories, price lists, insurance and commission rules
// (browser-safe halves; the server's are in src/server/resources/catalogue.resource.ts).
import {
  commissionRuleSchema,
  insuranceSchema,
  itemCategorySchema,
  priceListSchema,
  serviceCategorySchema,
  vendorPriceListSchema,
} from '../../../schemas/catalogue.schema.ts';
import { serviceSchema } from '../../../schemas/store-service.schema.ts';
import { Module } from '../roles.ts';
import { declareResource, type FormHints } from './declare.ts';

const categoryList = {
  filterable: ['is_active', 'tag'],
  sortable: ['name', 'sequence', 'created_at'],
  searchable: ['name', 'tag'],
  defaultSort: { field: 'sequence', order: 'ASC' },
} as const;

const categoryView = {
  area: 'store-services',
  icon: 'category',
  columns: ['name', 'tag', 'sequence', 'is_active'],
  representation: 'name',
  form: {
    name: { width: 6 },
    tag: { width: 6 },
    description: { multiline: true },
    image: { image: true },
    sequence: { width: 6 },
    is_active: { width: 6 },
  },
} as const;

export const serviceCategories = declareResource({
  name: 'store-service-categories',
  schema: serviceCategorySchema,
  module: Module.service,
  ...categoryList,
  portal: {
    store: {
      ...categoryView,
      segment: 'store-service-categories',
      label: { one: 'Service category', many: 'Service categories' },
      purpose: 'The top-level groups customers browse on your storefront (e.g. Rings, Watches).',
    },
  },
});

export const itemCategories = declareResource({
  name: 'item-categories',
  schema: itemCategorySchema,
  module: Module.service,
  ...categoryList,
  portal: {
    store: {
      ...categoryView,
      segment: 'item-categories',
      label: { one: 'Item category', many: 'Item categories' },
      purpose: 'The kinds of item a service applies to (item tags), used to filter services.',
    },
  },
});

/** The portal's list of services; a service with its options is written through store/services. */
export const services = declareResource({
  name: 'services',
  schema: serviceSchema,
  module: Module.service,
  operations: ['list', 'read', 'delete'],
  createdThrough: 'store/services',
  filterable: ['is_active', 'item_tag', 'top_level_tag', 'price'],
  sortable: ['name', 'sequence', 'price', 'created_at', 'updated_at'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'sequence', order: 'ASC' },
  portal: {
    store: {
      segment: 'store-services',
      menu: 5,
      icon: 'services',
      label: { one: 'Service', many: 'Services' },
      purpose: 'What customers can order: each service with its options, logic and prices.',
      columns: ['name', 'top_level_tag', 'item_tag', 'price', 'is_active', 'updated_at'],
      representation: 'name',
    },
  },
});

const priceListForm: FormHints = {
  name: { width: 6 },
  description: { multiline: true },
  is_default: { width: 6 },
  is_active: { width: 6 },
};

export const priceLists = declareResource({
  name: 'price-list',
  schema: priceListSchema,
  module: Module.service,
  filterable: ['is_active', 'is_default'],
  sortable: ['name', 'created_at'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'name', order: 'ASC' },
  children: ['items'],
  portal: {
    store: {
      segment: 'price-list',
      area: 'settings',
      icon: 'priceList',
      label: { one: 'Price list', many: 'Price lists' },
      purpose: 'Named sets of prices for your services, e.g. a trade price list.',
      columns: ['name', 'description', 'is_default', 'is_active'],
      representation: 'name',
      references: { 'items.service_id': 'services' },
      form: priceListForm,
    },
  },
});

export const vendorPriceLists = declareResource({
  name: 'vendor-price-lists',
  schema: vendorPriceListSchema,
  tenancy: 'vendor',
  module: Module.service,
  filterable: ['is_active', 'store_id'],
  sortable: ['name', 'created_at'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'name', order: 'ASC' },
  children: ['items'],
  portal: {
    vendor: {
      segment: 'price-list',
      menu: 7,
      icon: 'priceList',
      label: { one: 'Price list', many: 'Price lists' },
      purpose: 'What you charge your stores for work.',
      columns: ['name', 'store_id', 'is_active'],
      representation: 'name',
      references: { store_id: 'stores' },
      form: priceListForm,
    },
  },
});

export const insurances = declareResource({
  name: 'insurances',
  schema: insuranceSchema,
  module: Module.service,
  filterable: ['is_active', 'provider'],
  sortable: ['name', 'rate_percent', 'created_at'],
  searchable: ['name', 'description', 'provider'],
  defaultSort: { field: 'name', order: 'ASC' },
  portal: {
    store: {
      segment: 'insurances',
      area: 'settings',
      icon: 'insurance',
      label: { one: 'Insurance', many: 'Insurance' },
      purpose: 'Cover customers can add for their items while in your care or in transit.',
      columns: ['name', 'provider', 'rate_percent', 'min_premium', 'max_coverage', 'is_active'],
      representation: 'name',
      form: {
        name: { width: 6 },
        provider: { width: 6 },
        description: { multiline: true },
        rate_percent: { width: 4 },
        min_premium: { width: 4 },
        max_coverage: { width: 4 },
      },
    },
  },
});

export const commissionRules = declareResource({
  name: 'commission-rules',
  schema: commissionRuleSchema,
  module: Module.billing,
  filterable: ['is_active', 'vendor_id', 'commission_type'],
  sortable: ['name', 'priority', 'created_at'],
  searchable: ['name'],
  defaultSort: { field: 'priority', order: 'ASC' },
  portal: {
    store: {
      segment: 'commission-rules',
      area: 'settings',
      icon: 'commission',
      label: { one: 'Commission rule', many: 'Commission rules' },
      purpose: 'What vendors and staff earn on the work they do, and when.',
      columns: ['name', 'vendor_id', 'commission_type', 'rate_percent', 'amount', 'priority', 'is_active'],
      representation: 'name',
      references: { vendor_id: 'vendors' },
      form: {
        name: { width: 6 },
        vendor_id: { width: 6 },
        commission_type: { width: 4 },
        rate_percent: { width: 4 },
        amount: { width: 4 },
        priority: { width: 6 },
        is_active: { width: 6 },
        // Edited in the rjsf condition editor (src/portal/forms/CommissionConditionsField.tsx).
        conditions: { hidden: true },
      },
    },
  },
});
