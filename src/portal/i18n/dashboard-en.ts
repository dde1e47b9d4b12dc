// The portal's words for the dashboards' charts (a chart or its figures as a table; orders by status, orders
// and money per day) and the redo figures (docs/product.md#custody-redo), and for the jobs board's scanner
// (docs/product.md#custody). dashboard-es.ts is the same tree in Spanish; both are registered in catalogues.ts.
export const dashboardEn = {
  portal: {
    charts: {
      show_as: 'Show %{what} as',
      chart: 'Chart',
      table: 'Table',
      by_status: 'Orders by status. %{summary}',
      orders: 'Orders',
      orders_placed: 'Orders placed',
      collected: 'Collected',
      over_days:
        '%{orders} orders and %{amount} collected over %{smart_count} day |||| %{orders} orders and %{amount} collected over %{smart_count} days',
      over_months:
        '%{orders} orders and %{amount} collected over %{smart_count} month |||| %{orders} orders and %{amount} collected over %{smart_count} months',
      /** A day on the chart's axis: dayjs's pattern for the language (month names from dates.ts). */
      day_pattern: 'MMM D',
      no_days: 'No days in this period.',
    },
    redo: {
      none_completed: 'Nothing was completed in this period.',
      redos: 'Redos',
      rate: 'Redo rate',
      per_service: 'Redo rate per service',
      per_vendor: 'Redo rate per vendor',
      service: 'Service',
      vendor: 'Vendor',
      items_completed: 'Items completed',
      work_finished: 'Work finished',
      of_your_work: 'Redos of your work',
      own_rate: 'Redo rate over 90 days:',
      own_counts: '(%{redos} of %{smart_count} finished job) |||| (%{redos} of %{smart_count} finished jobs)',
      no_finished: 'No finished work in the last 90 days.',
      none_of_yours: 'No redo of your work.',
      within_warranty: 'within the warranty',
      outside_warranty: 'outside the warranty',
      charged: ', charged',
    },
    scan: {
      no_camera: 'No camera could be opened. Type the number instead.',
      camera_view: "Camera view: point it at the ticket's QR code",
      no_code: 'No QR code could be read in that photo. Try again closer, or type the number.',
      scan_photo: 'Scan a photo',
      photo_label: "Photo of the ticket's QR code",
      flagged: 'Recorded, and flagged for the owner: %{reason}',
      recorded: 'Recorded: %{item} is with %{holder}.',
      you: 'you',
      code: 'Scan or type an item number',
      open: 'Open',
      scan: 'Scan',
      scan_title: 'Scan the ticket',
      close_camera: 'Close the camera',
      handoff: 'Hand-off',
      nothing_found: 'No item you may handle has this number.',
      with: 'With: %{holder}',
      work: ' · work %{status}',
      nothing_waiting: 'No hand-off waiting for you.',
      close: 'Close',
      next: {
        vendor_received: 'Received from the store',
        transfer_received: 'Received from the other location',
        store_received: 'Received back from the vendor',
      },
    },
  },
};
