// The portal's words for setting a store up: a record's fields on the generated screens (RecordField), the
// store settings' colour widget, contrast panel and storefront preview, the customer messages editor, and a
// staff invitation once created. catalogues.ts merges this tree into the portals' catalogue; setup-es.ts is
// the same tree in Spanish.

export const setupEn = {
  portal: {
    records: {
      today: 'today',
      days: '%{smart_count} day |||| %{smart_count} days',
      since: 'Since %{date}',
      in_stage: 'in stage %{age}',
      numbered: '%{title}: %{value}',
    },
    settings: {
      colour: { pick: '%{label}: pick', placeholder: '#rrggbb' },
      contrast: {
        sample: 'Aa',
        white: 'white',
        black: 'black',
        pairs: {
          font_color_on_background_color: 'Text on the background',
          font_color_on_top_bar_color: 'Top bar text on the top bar',
          button_hover_font_color_on_button_color: 'Button text on the button',
          button_hover_font_color_on_button_hover_color: 'Button text on the hovered button',
        },
      },
      storefront_preview: {
        cart: 'Cart (1)',
        service: 'Ring resizing',
        service_text: 'Sized up or down by our bench jewellers, back in 5 days.',
        sizes: 'Current size %{current} · desired size %{desired}',
        add: 'Add to cart',
        privacy: 'Privacy policy',
        terms: 'Terms and conditions',
      },
    },
    templates: {
      title: 'Customer messages',
      intro:
        'The mail and text message your customers get at each step, in your words. Texts go only to customers who opted in.',
      retry: 'Retry',
      loading: 'Loading',
      events_label: 'Events',
      own: 'Your words',
      default: 'Default words',
      sent_when: 'Sent when %{when}.',
      variables: 'Variables — click to insert where the cursor is',
      variable_example: '%{label}, e.g. %{example}',
      send_mail: 'Send a mail',
      mail_subject: 'Mail subject',
      mail_body: 'Mail body',
      mail_body_help: 'A blank line starts a new paragraph. The button and link are added.',
      send_sms: 'Send a text message',
      sms: 'Text message',
      sms_length:
        '%{units} characters · %{smart_count} segment (%{encoding}) · at most %{max} |||| %{units} characters · %{smart_count} segments (%{encoding}) · at most %{max}',
      ucs2: ': a character outside GSM-7 makes segments 70 long',
      save: 'Save',
      send_test: 'Send me a test',
      reset: 'Reset to default',
      saved: 'Saved. Customers get these words from now on.',
      test_sent: 'Test sent to %{to}.',
      defaults: 'These are the default words.',
      reset_done: 'Back to the default words.',
      preview: 'Preview',
      preview_title: 'Preview with the demo order',
      subject: 'Subject:',
      mail_preview: 'Mail preview',
      /** docs/product.md#messages-templates: each event's name and when it is sent. */
      events: {
        sales_order: {
          placed: { label: 'Order placed', when: 'a customer places an order' },
          received: { label: 'Order received', when: 'the store receives the item' },
          in_progress: { label: 'Order in progress', when: 'work on the order starts' },
          ready: { label: 'Order ready', when: 'the order is ready for the customer' },
          completed: { label: 'Order completed', when: 'the order is completed (handed over)' },
          cancelled: { label: 'Order cancelled', when: 'the order is cancelled' },
          refunded: { label: 'Order refunded', when: 'the order is refunded' },
          paid: {
            label: 'Payment received',
            when: 'the store records a payment, or a card payment is collected',
          },
        },
        estimate: {
          requested: { label: 'Estimate received', when: 'a customer asks for an estimate' },
          quoted: { label: 'Estimate quoted', when: 'the estimate is priced' },
          expiring: { label: 'Estimate expiring', when: 'a quoted estimate expires unanswered' },
        },
        charge: {
          additional: {
            label: 'Additional charge requested',
            when: 'more work on an item needs the customer’s approval and payment',
          },
          extra: { label: 'Extra charge requested', when: 'the store asks for an extra charge on the order' },
        },
        feedback: {
          request: { label: 'Feedback request', when: 'the order is completed' },
        },
      },
      variable_names: {
        first_name: 'First name',
        store_name: 'Store',
        location_name: 'Location',
        order_no: 'Order number',
        item_numbers: 'Item numbers',
        estimate_no: 'Estimate number',
        total: 'Total',
        amount: 'Amount',
        reason: 'Reason',
        due_date: 'Due date',
        next_steps: 'Next steps',
        link: 'Link',
      },
    },
    invitations: {
      created:
        'Invitation created for %{email}. They choose their name and password at this link, once, within 7 days.',
      shown_once: 'The link is shown only now. Copy it if you want to send it yourself.',
      link: 'Signup link',
      copy: 'Copy link',
      copied: 'Copied',
      another: 'Invite another',
      back: 'Back to invitations',
    },
  },
};
