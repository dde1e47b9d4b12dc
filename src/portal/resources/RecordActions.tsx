// The declared actions on one record (PortalView.actions): a link (the console's "Act as owner") or an
// update after a confirmation that says what will happen ("Deactivate"). Offered on the list row and the
// record's page, only to those who may edit the resource, and only for the records the action's `when` fits.
import { Button, Stack } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { RecordAction } from '../../shared/declarations/declare.ts';
import { referenceText } from './reference-text.ts';
import { iconOf } from './icons.tsx';

/** Whether an action applies to a record (every `when` field equals its value). */
export function appliesTo(action: RecordAction, record: RaRecord | undefined): boolean {
  if (!record) return false;
  return Object.entries(action.when ?? {}).every(([field, value]) => record[field] === value);
}

/** Clicks on an action must not also open the row. */
const stop = (e: MouseEvent) => e.stopPropagation();

function SetAction({ action, record }: { action: Extract<RecordAction, { kind: 'set' }>; record: RaRecord }) {
  const resource = useResourceContext()!;
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const name = referenceText(record);
  const confirm = () =>
    update(
      resource,
      { id: record.id, data: action.values, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${action.label}: ${name}`, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        startIcon={iconOf(action.icon)}
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
        color={action.icon === 'deactivate' ? 'error' : 'primary'}
        aria-label={`${action.label} ${name}`}
      >
        {action.label}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${action.label} ${name}?`}
        content={action.confirm}
        confirm={action.label}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function RecordActions({ actions }: { actions: readonly RecordAction[] | undefined }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? '', action: 'edit', record });
  if (!record || !canAccess || !actions?.length) return null;
  const shown = actions.filter((a) => appliesTo(a, record));
  if (!shown.length) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} onClick={stop}>
      {shown.map((action) =>
        action.kind === 'link' ? (
          <Button
            key={action.label}
            size="small"
            component={RouterLink}
            to={action.path.replace(':id', encodeURIComponent(String(record.id)))}
            startIcon={iconOf(action.icon)}
            aria-label={`${action.label} ${referenceText(record)}`}
          >
            {action.label}
          </Button>
        ) : (
          <SetAction key={action.label} action={action} record={record} />
        ),
      )}
    </Stack>
  );
}
