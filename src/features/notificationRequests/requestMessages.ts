/** Mastodon 4.3's wording for filtered notifications. */
type Message = { id: string; defaultMessage: string };

export const REQUEST_MESSAGES = {
  title: { id: 'notification_requests.title', defaultMessage: 'Filtered notifications' },
  accept: { id: 'notification_requests.accept', defaultMessage: 'Accept' },
  dismiss: { id: 'notification_requests.dismiss', defaultMessage: 'Dismiss' },
  select: { id: 'notification_requests.enter_selection_mode', defaultMessage: 'Select' },
  exitSelection: { id: 'notification_requests.exit_selection_mode', defaultMessage: 'Cancel' },
  selectAll: { id: 'notification_requests.select_all', defaultMessage: 'Select all' },
  selectRequest: {
    id: 'notification_requests.select',
    defaultMessage: 'Select the request from {name}',
  },
  acceptMultiple: {
    id: 'notification_requests.accept_multiple',
    defaultMessage: '{count, plural, one {Accept # request…} other {Accept # requests…}}',
  },
  dismissMultiple: {
    id: 'notification_requests.dismiss_multiple',
    defaultMessage: '{count, plural, one {Dismiss # request…} other {Dismiss # requests…}}',
  },
  confirmAcceptTitle: {
    id: 'notification_requests.confirm_accept_multiple.title',
    defaultMessage: 'Accept notification requests?',
  },
  confirmAcceptMessage: {
    id: 'notification_requests.confirm_accept_multiple.message',
    defaultMessage:
      'You are about to accept {count, plural, one {one notification request} other {# notification requests}}. Are you sure you want to proceed?',
  },
  confirmDismissTitle: {
    id: 'notification_requests.confirm_dismiss_multiple.title',
    defaultMessage: 'Dismiss notification requests?',
  },
  confirmDismissMessage: {
    id: 'notification_requests.confirm_dismiss_multiple.message',
    defaultMessage:
      "You are about to dismiss {count, plural, one {one notification request} other {# notification requests}}. You won't be able to easily access {count, plural, one {it} other {them}} again. Are you sure you want to proceed?",
  },
  notificationsCount: {
    id: 'notification_requests.notifications_count',
    defaultMessage: '{count, plural, one {# notification} other {# notifications}}',
  },
  empty: {
    id: 'empty_column.notification_requests',
    defaultMessage:
      'All clear! There is nothing here. When you receive new notifications, they will appear here according to your settings.',
  },
  notificationsFrom: {
    id: 'notification_requests.notifications_from',
    defaultMessage: 'Notifications from {name}',
  },
  pending: {
    id: 'filtered_notifications_banner.pending_requests',
    defaultMessage:
      'From {count, plural, =0 {no one} one {one person} other {# people}} you may know',
  },
} satisfies Record<string, Message>;
