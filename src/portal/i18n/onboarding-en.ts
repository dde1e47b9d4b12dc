// The portal's words for a store's onboarding (docs/product.md#routes-portal-onboarding): joining (welcome,
// sign-up, the confirmation mail, forgotten and new passwords), setting up (address, shipping) and getting
// paid and paying (Stripe, the platform's invoices, bill items). The forms' field labels are taken from the
// forms' schemas, as the resources' are (en.ts); the steps' names are the shared onboarding area's
// (onboarding.store_steps). onboarding-es.ts is the same tree in Spanish; both are registered in catalogues.ts.
import { shippingSetupForm, storeAddressForm, storeSignUpForm } from '../../shared/forms/form-schemas.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import { fieldLabelsOf } from '../schema-form/schema-inputs.ts';

const labelsOf = (form: unknown) => fieldLabelsOf(form as RecordSchema);

export const onboardingEn = {
  portal: {
    onboarding: {
      fields: {
        sign_up: labelsOf(storeSignUpForm),
        address: labelsOf(storeAddressForm),
        shipping: labelsOf(shippingSetupForm),
      },
      loading: 'Loading…',
      go_to_billing: 'Go to Billing',
      processing_plan: 'Processing your plan',
      processing_payment: 'Processing your payment',
      welcome: {
        title: 'Open your store online',
        intro:
          'Take repair and service orders on your own storefront, run them with your team and vendors, and get paid. Setting up takes about five minutes:',
        start: 'Get started',
        have_account: 'I already have an account — log in',
      },
      sign_up: {
        title: 'Tell us about your store',
        intro: 'Your storefront gets its own address; you can add your own domain later.',
        slug_help: 'Lower-case letters, digits and hyphens',
        password_help: 'At least 8 characters',
        submit: 'Create my store',
        free: '%{host} is free',
        not_available: 'Not available',
      },
      confirm: {
        title: 'Confirming your email',
        log_in: 'Log in',
        confirming: 'Confirming…',
        inbox_title: 'Check your inbox',
        sent_to: 'We sent a confirmation link to %{email}.',
        sent: 'We sent a confirmation link to your email address.',
        open_it: 'Open it to continue setting up your store — on this device or any other.',
        no_mail:
          'No mail after a few minutes? Look in your spam folder, or sign up again with the right address.',
      },
      forgot: {
        title: 'Forgot your password?',
        intro: 'Enter the email you log in with; we mail you a link to choose a new password.',
        sent: 'If %{email} has a portal account, a link is on its way. Check your inbox.',
        email: 'Email',
        send: 'Send me a link',
        back: 'Back to log in',
      },
      reset: {
        title: 'Choose a new password',
        checking: 'Checking your link…',
        gone: 'This link has expired or was already used.',
        ask_again: 'Ask for a new one',
        done: 'Your password is changed. Log in with the new one.',
        log_in: 'Log in',
        new_password: 'New password',
        help: 'At least 8 characters',
        save: 'Save the new password',
      },
      setup: {
        welcome_title: 'Welcome to your store',
        confirmed: 'Your email is confirmed. A few more things and your storefront is ready for customers:',
        to_do: 'To do',
        later: 'Later',
        done: 'Done',
        continue: 'Continue',
        address_title: 'Where is your store?',
        address_intro: 'Your main address: customers drop items off here, and parcels come back from here.',
        main_store: 'Main store',
        country_help: 'Two letters, e.g. US, GB, AU',
        save_continue: 'Save and continue',
        shipping_title: 'How do you ship?',
        shipping_intro:
          'Customers can send items in and get them back by parcel. Choose whose shipping account is used.',
        platform: "Use the platform's shipping",
        platform_text: 'Labels bought through the platform; nothing to set up.',
        own: 'Use my own carrier account',
        own_text: 'Your negotiated rates with your carrier.',
        details_title: 'Shipping details',
        carriers: { 1: 'Carrier 1', 2: 'Carrier 2', 3: 'Other carrier' },
        fixed_help: 'Charged on every order shipped back (in dollars)',
        back: 'Back',
      },
      payments: {
        title: 'Get paid online',
        continue_in_store: 'Continue with payments in store',
        stripe_pages:
          'Stripe asks for your business and bank details on its own secure pages, then brings you back here.',
        continue: 'Continue',
        connect: 'Connect with Stripe',
        later: 'Do this later',
        checking_title: 'Checking your Stripe account',
        asking: 'Asking Stripe…',
        failed_title: 'Stripe onboarding did not finish',
        failed:
          'Stripe still needs some details before your store can take card payments. Nothing is lost: open Stripe again to finish, or take payments in store for now.',
        try_again: 'Try again',
        all_set: "You're all set",
        finish_it: 'Finish it',
        open_text:
          'Open your store: your storefront goes live, and you land in your portal to add locations, services and your team. Change the look of your storefront any time in Settings.',
        open: 'Open my store',
        payment_title: 'Payment',
        payment_intro: "The platform's invoices waiting for payment.",
        paid: 'Invoice %{number} is paid.',
        nothing: 'Nothing to pay: every invoice is settled.',
        pay: 'Pay',
        back_billing: 'Back to Billing',
        items_title: 'Add billing items',
        items_intro: 'Extras billed with your next platform invoice.',
        description: 'Description',
        amount: 'Amount',
        add: 'Add item',
        no_items: 'No bill items yet.',
        invoiced: '(invoiced)',
      },
    },
  },
};
