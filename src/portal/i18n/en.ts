// The portal's English messages. Resource keys follow react-admin's resources.<resource>.* convention and
// are derived from the declarations: the resource's name from its portal view's labels, the field labels
// from its schema's titles — never copied.
import { fieldLabelsOf } from '../schema-form/schema-inputs.ts';
import { enumChoicesOf } from '../resources/field-kinds.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { menuOf, portalResourcesOf } from '../resources/registry.ts';
import { loginMessages, productName } from './login-messages.ts';
import { actionsEn, ordersEn, statusEn } from './orders-en.ts';

/** resources.<segment>.name and .fields.* of every resource of one portal (segments repeat across
 * portals: `users` is the store's users and the vendor's team). */
const resourceMessagesOf = (kind: PortalKind) =>
  Object.fromEntries(
    portalResourcesOf(kind).map(({ segment, view, declaration }) => [
      segment,
      {
        name: `${view.label.one} |||| ${view.label.many}`,
        // resources.<segment>.choices.<field>.<value>: an enum's values in words.
        choices: Object.fromEntries(
          Object.entries(declaration.schema.properties).flatMap(([source, property]) => {
            const choices = enumChoicesOf(property);
            return choices.length
              ? [[source, Object.fromEntries(choices.map((c) => [String(c.id), c.name]))]]
              : [];
          }),
        ),
        fields: {
          ...fieldLabelsOf(declaration.schema),
          store_id: 'Store',
          vendor_id: 'Vendor',
          q: 'Search',
          created_at: 'Created',
          updated_at: 'Last changed',
        },
      },
    ]),
  );

/** navigation.<segment>: the menu's entries of one portal, as declared (the vendor's "Sales Orders" is the
 * store's "Orders"). */
const navigationOf = (kind: PortalKind) =>
  Object.fromEntries(menuOf(kind).map(({ segment, label }) => [segment, label]));

export const en = {
  // react-admin's own wording where the spec names it differently.
  ra: { auth: { logout: 'Log out', user_menu: 'Profile' } },
  resources: resourceMessagesOf('store'),
  navigation: navigationOf('store'),
  portal: {
    product: productName,
    orders: ordersEn,
    status: statusEn,
    actions: actionsEn,
    filters: { active: 'Active', inactive: 'Inactive', status: 'Status' },
    platform_admin: 'Platform admin',
    vendor_portal: 'Vendor portal',
    roles: {
      3: 'Store staff',
      4: 'Store owner',
      5: 'Super admin',
      7: 'Vendor owner',
      8: 'Vendor staff',
    } as Record<number, string>,
    menu: {
      dashboard: 'Dashboard',
      users: 'Users',
      location: 'Location',
      customers: 'Customers',
      'store-services': 'Services',
      'sales-orders': 'Orders',
      'work-orders': 'Work Orders',
      billing: 'Billing',
      integrations: 'Integration',
      vendors: 'Vendors',
      settings: 'Settings',
      main: 'Main navigation',
    },
    user_menu: { profile: 'My profile', logout: 'Log out' },
    login: loginMessages,
    staff_signup: {
      title: 'Join your team',
      subtitle: '%{store} invited %{email} to its team. Choose your name and a password.',
      first_name: 'First name',
      last_name: 'Last name',
      password: 'Password',
      password_hint: 'At least 8 characters.',
      name_hint: 'Letters and spaces, 2 to 30 characters.',
      submit: 'Join the team',
      submitting: 'Joining…',
      loading: 'Opening your invitation…',
      expires: 'The invitation is open until %{date}.',
      gone: 'This invitation does not exist. Ask whoever invited you for a new one.',
      accepted: 'This invitation was used already. Sign in with the password you chose.',
      revoked: 'This invitation was withdrawn. Ask whoever invited you for a new one.',
      expired: 'This invitation has expired. Ask whoever invited you for a new one.',
      sign_in: 'Go to sign in',
    },
    dashboard: {
      greeting: 'Welcome back, %{name}',
      signed_in: 'Signed in to %{store} as %{role}.',
      signed_in_platform: 'Signed in as %{role}, with every store in reach.',
      period: 'Period',
      periods: {
        today: 'Today',
        '7d': 'Last 7 days',
        '30d': 'Last 30 days',
        month: 'This month',
        '90d': 'Last 90 days',
        '12m': 'Last 12 months',
        custom: 'Custom range',
      },
      from: 'From',
      to: 'To',
      location: 'Location',
      every_location: 'Every location',
      loading: 'Loading the figures',
      loading_chart: 'Loading the chart',
      nothing: 'Your permissions show no orders or work here. Ask the store owner if you need them.',
      orders_placed: 'Orders placed',
      collected: 'Collected',
      still_owed: 'Still owed',
      on_open_orders: 'on %{smart_count} open order |||| on %{smart_count} open orders',
      due_today: 'Work due today',
      overdue: 'Work overdue',
      at_vendors: 'At vendors',
      average_rating: 'Average rating',
      rating_of: '%{rating} / 5',
      from_ratings: 'from %{smart_count} rating |||| from %{smart_count} ratings',
      by_status: 'Orders by status',
      status: 'Status',
      orders: 'Orders',
      no_orders: 'No orders were placed in this period.',
      by_day: 'Orders and money collected',
      by_day_caption: 'Orders placed and money collected per day',
      day: 'Day',
      work_at_vendors: 'Work at vendors',
      nothing_at_vendor: 'Nothing is at a vendor now.',
      vendor: 'Vendor',
      work_orders: 'Work orders',
      average_there: 'Average time there',
      longest: 'Longest',
      turnaround_service: 'Turnaround per service',
      none_completed: 'No orders were completed in this period.',
      service: 'Service',
      orders_completed: 'Orders completed',
      placed_to_completed: 'Placed to completed',
      turnaround_vendor: 'Turnaround per vendor',
      none_returned: 'No work came back from a vendor in this period.',
      work_returned: 'Work returned',
      sent_to_returned: 'Sent to returned',
      days: '%{days} day |||| %{days} days',
      due_and_overdue: 'Due today and overdue',
      overdue_since: 'Overdue since %{date}',
      due_today_at: 'Due today at %{time}',
      nothing_due: 'Nothing is due today or late.',
      latest_comments: 'Latest comments',
      all_feedback: 'All feedback',
      no_comments: 'No customer left a comment in this period.',
      activity: 'Recent activity',
      no_activity: 'No activity yet.',
    },
    board: {
      title: 'Jobs board',
      search: 'Search by number',
      location: 'Location',
      all_locations: 'All locations',
      vendor: 'Vendor',
      all_vendors: 'All vendors',
      service: 'Service',
      all_services: 'All services',
      due: 'Due',
      due_filter: {
        all: 'Any due date',
        overdue: 'Overdue',
        week: 'Due within 7 days',
        none: 'No due date',
      },
      loading: 'Loading the board…',
      empty: 'Nothing on the board.',
      lane: 'Lane',
      instructions:
        'To move a card, press Space or Enter, then the arrow keys to choose a lane, and Space or Enter to drop it. Escape cancels.',
      picked_up: 'Picked up %{item}. Use the arrow keys to choose a lane, Space to drop, Escape to cancel.',
      over: '%{item} is over %{lane}.',
      over_none: '%{item} is over no lane.',
      dropped: '%{item} dropped on %{lane}; asking the server.',
      dropped_back: '%{item} dropped back.',
      cancelled: 'Moving %{item} was cancelled.',
      moved: '%{item} moved to %{lane}.',
      stays: '%{item} stays in %{lane}: %{reason}',
      target: 'Target: %{smart_count} day |||| Target: %{smart_count} days',
      no_items: 'No items.',
      lanes: 'Lanes of the board (scrolls sideways when they do not fit)',
      card: '%{item}, %{service}, %{days} days in this stage',
      past_target: ', past target',
      photo_of: 'Photo of %{item}',
      days: '%{smart_count} day |||| %{smart_count} days',
      due_on: 'Due %{date}',
      flagged: 'Flagged',
      lane_of: {
        counter: 'At the counter',
        bench_queue: 'Waiting for the bench',
        bench: 'At the bench',
        waiting_customer: 'Waiting for the customer',
        ready: 'Ready for pickup',
        new: 'Sent to us',
        accepted: 'Accepted',
        done: 'Done, to return',
        vendor: 'At %{name}',
      },
      the_bench: 'The bench',
      the_store: 'The store',
      on_the_way: 'On the way to %{name}',
      in_transit: 'In transit',
      held_by: 'Held by: %{name}',
    },
    placeholder: {
      back: 'Back to the portal',
    },
    acting: {
      title: "Opening the store owner's portal",
      opening: 'Signing in as the store owner…',
      admin_only: 'Only the super admin can act as a store owner.',
      bad_store: 'This store does not exist.',
      banner:
        'You are acting as %{owner} of %{store}. Every change is recorded in the audit log with your name and theirs.',
      back: 'Back to %{name}',
    },
    integrations: {
      title: 'Integrations',
      loading: 'Loading Shopify',
      shopify_purpose:
        'Orders placed in your Shopify shop that contain your repair services arrive here as sales orders.',
      missing: 'Shopify is not set up on this platform yet: the operator must configure %{keys}.',
      connected: 'Connected',
      connected_shop: '%{shop} is connected since %{date}; %{count} orders imported.',
      shop: 'Shop domain',
      shop_help: 'The address of your shop, ending in .myshopify.com',
      connect: 'Connect Shopify',
      connecting: 'Opening Shopify…',
      disconnect: 'Disconnect Shopify',
      disconnecting: 'Disconnecting…',
      disconnect_title: 'Disconnect %{shop}?',
      disconnect_confirm:
        'The app is uninstalled from the shop and its access is revoked; new Shopify orders stop coming in. Orders imported so far stay.',
      disconnected: '%{shop} is disconnected.',
      disconnect_unconfirmed:
        '%{shop} is disconnected here, but Shopify could not be reached to revoke its access: uninstall the app in Shopify’s admin too.',
      webhooks: 'Webhooks',
      webhooks_purpose:
        'Your other systems can be told of every order, work-order, estimate and charge event: each is sent to the endpoints you register, signed with their secret, and retried until they accept it.',
      endpoints: 'Endpoints',
      deliveries: 'Deliveries',
      shopify_auth: 'Connect Shopify',
      installed: 'Your shop %{shop} is connected. New orders with your services will arrive as sales orders.',
      not_installed: 'Shopify did not finish the connection. Start again from Integrations.',
      open: 'Open Integrations',
    },
    not_found: {
      title: 'This page does not exist',
      action: 'Go to Homepage',
    },
    validation: {
      pattern: 'Please enter a valid %{field}',
      integer: 'Must be a whole number',
      money: 'Use at most 2 decimals',
      max_items: 'At most %{max}',
      tag: '“%{tag}” is not a valid entry%{example}',
    },
    list: {
      empty: 'No %{name} yet',
      none_yet: 'No %{name} yet.',
      actions: 'Actions',
    },
    export: { progress: 'Exporting… %{size}' },
    settings: {
      loading: 'Loading your settings…',
      retry: 'Try again',
      look: 'Your storefront',
      shipping: 'Shipping',
      preview: 'Storefront preview',
      more: 'More settings',
      saved: 'Settings saved. Your storefront shows them now.',
      fix_fields: 'Some fields are not valid: see the marked fields.',
      sections: {
        brand: 'Brand',
        colours: 'Colours',
        font: 'Font',
        links: 'Links and scripts',
        language: 'Language and currency',
        tracking: 'Order tracking',
        paper: 'Printed documents and signatures',
        deposit: 'Deposits',
        texts: 'Text messages',
      },
      contrast: {
        title: 'Text contrast (WCAG)',
        unreadable:
          'Hard to read: %{ratio}:1, text needs at least %{minimum}:1. Customers will see %{replacement} text here instead.',
      },
    },
    upload: {
      choose: 'Upload image',
      replace: 'Replace',
      remove: 'Remove',
      progress: 'Upload progress',
      too_large: 'The image is larger than 8 MB; choose a smaller one.',
    },
    tenant: {
      store: 'Store',
      vendor: 'Vendor',
      store_hint: 'As platform admin you create this in a store of your choice.',
      vendor_hint: 'As platform admin you create this for a vendor of your choice.',
    },
    permissions: {
      title: 'Permissions',
      help: 'Choose what this person may do, everywhere or only at one location. Store owners may do everything.',
      everywhere: 'Everywhere',
      scope: 'Where the permissions apply',
      module: 'Area',
    },
    reply: {
      title: 'Message the customer',
      help: 'Goes out through the outbox and stays on the order’s timeline.',
      channel: 'Send as',
      sms: 'Text message',
      mail: 'Mail',
      no_texts: 'The customer has not opted in to texts.',
      body: 'Message',
      segments: '%{count} characters · %{segments} text segment(s)',
      send: 'Send',
      sent: 'Sent to %{to}.',
    },
  },
};

export type Messages = typeof en;

/** The vendor portal's messages: the same, with its own resources. */
export const vendorEn: Messages = {
  ...en,
  resources: resourceMessagesOf('vendor'),
  navigation: navigationOf('vendor'),
};
