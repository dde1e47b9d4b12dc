// A record's state as a chip: the words of the state in the user's language, coloured by how far along it is.
import { Chip } from '@mui/material';
import { usePortalWords } from '../i18n/use-portal-words.ts';

const done = ['completed', 'returned', 'paid', 'converted', 'approved', 'done', 'ready'];
const stopped = ['cancelled', 'refunded', 'declined', 'expired', 'void', 'unpaid'];

/** `of` names what the state is of (payment, work): "payment: paid". */
export function StatusChip({ status, of }: { status: string; of?: 'payment' | 'work' }) {
  const words = usePortalWords();
  const color = done.includes(status) ? 'success' : stopped.includes(status) ? 'default' : 'info';
  const state = words.status(status);
  return (
    <Chip
      size="small"
      color={color}
      label={of ? words.translate(`portal.orders.${of}_status`, { status: state }) : state}
      data-testid={`status-${of ?? 'state'}`}
      data-status={status}
    />
  );
}
