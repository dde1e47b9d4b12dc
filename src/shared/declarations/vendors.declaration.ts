// Vendors, a store's links to them and its invitations (browser-safe halves; the server's are in
// src/server/resources/vendors.resource.ts).
import { storeVendorSchema, vendorInvitationSchema, vendorSchema } from '../../../schemas/vendor.schema.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

/** The super admin manages vendors; a store sees the vendors it is linked to; a vendor sees itself. */
export const vendors = declareResource({
  name: 'vendors',
  schema: vendorSchema,
  tenancy: 'platform',
  module: Module.vendorManagement,
  access: {
    module: Module.vendorManagement,
    audiences: {
      view: ['platform', 'store', 'vendor'],
      create: ['platform'],
      edit: ['platform', 'vendor'],
      delete: ['platform'],
    },
    vendorProfile: true,
  },
  filterable: ['is_active'],
  sortable: ['name', 'created_at'],
  searchable: ['name', 'email'],
  defaultSort: { field: 'name', order: 'ASC' },
  portal: {
    // The super admin's console: every vendor on the platform (a store's Vendors page lists its links).
    store: {
      segment: 'platform-vendors',
      menu: 22,
      audiences: ['platform'],
      icon: 'vendors',
      label: { one: 'Vendor', many: 'All vendors' },
      purpose: 'The workshops on the platform, whichever stores they work for.',
      columns: [
        'name',
        'email',
        'is_active',
        'subscription_step',
        'address_step',
        'bank_account_step',
        'created_at',
      ],
      representation: 'name',
    },
  },
});

/** The store's Vendors page: the vendors linked to the store; deleting a link unlinks the vendor. */
export const storeVendors = declareResource({
  name: 'store-vendors',
  schema: storeVendorSchema,
  module: Module.vendorManagement,
  operations: ['list', 'read', 'update', 'delete'],
  filterable: ['status', 'vendor_id'],
  sortable: ['created_at'],
  searchable: [],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'vendors',
      menu: 10,
      icon: 'vendors',
      label: { one: 'Vendor', many: 'Vendors' },
      purpose: 'Workshops that do work for your store. Invite one by email; it joins when it accepts.',
      columns: ['vendor_id', 'status', 'created_at'],
      representation: 'vendor_id',
      references: { vendor_id: 'vendors' },
      createdWith: 'vendor-invitations',
    },
  },
});

export const vendorInvitations = declareResource({
  name: 'vendor-invitations',
  schema: vendorInvitationSchema,
  module: Module.vendorManagement,
  operations: ['list', 'read', 'create', 'delete'],
  filterable: ['status', 'email'],
  sortable: ['created_at', 'email', 'expires_at'],
  searchable: ['email'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'vendor-invitations',
      area: 'vendors',
      icon: 'invite',
      label: { one: 'Vendor invitation', many: 'Vendor invitations' },
      purpose: 'Invitations you sent to vendors, and whether they accepted.',
      columns: ['email', 'status', 'expires_at', 'created_at'],
      representation: 'email',
      form: { message: { multiline: true } },
    },
  },
});
