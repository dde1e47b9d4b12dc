// Order statuses (docs/product.md#orders) as customers read them.
const labels: Record<string, string> = {
  placed: 'Placed',
  received: 'Received',
  in_progress: 'In progress',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const statusLabel = (status: string) =>
  labels[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
