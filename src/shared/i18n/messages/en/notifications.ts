// The words of the notification bell (src/shell/notifications), shared by the store portal and the vendor app.
export const notifications = {
  title: 'Notifications',
  bell: 'Notifications, %{count} unread',
  sound_on: 'Sound on',
  sound_off: 'Sound off',
  mute: 'Mute notification sound',
  read_all: 'Mark all read',
  general: 'General',
  watching: 'Watching',
  none: 'No notifications yet.',
  more: 'Show more',
  loading: 'Loading notifications',
  /** The product's notification time (docs/product.md#formats-dates), a dayjs pattern. */
  time_pattern: 'ddd, MMM Do YYYY [at] h:mm a',
} as const;
