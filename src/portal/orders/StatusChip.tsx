// A record's state as a chip: the words of the state, coloured by how far along it is.
import { Chip } from '@mui/material';

const done = ['completed', 'returned', 'paid', 'converted', 'approved', 'done', 'ready'];
const stopped = ['cancelled', 'refunded', 'declined', 'expired', 'void', 'unpaid'];

export function StatusChip({ status, label }: { status: string; label?: string }) {
  const color = done.includes(status) ? 'success' : stopped.includes(status) ? 'default' : 'info';
  return (
    <Chip
      size="small"
      color={color}
      label={`${label ? `${label}: ` : ''}${status.replace(/_/g, ' ')}`}
      data-testid={`status-${label ?? 'state'}`}
    />
  );
}
