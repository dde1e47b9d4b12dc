// Internal comments on an order: staff notes the customer never sees, newest last, and the box to add one.
import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { Section } from './Section.tsx';
import { useAction } from './use-action.ts';
import { useGet } from '../../shell/data/use-load.ts';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';

export function Comments({ orderId }: { orderId: number }) {
  const comments = useGet('/api/v1/sales-orders/{id}/comments', { path: { id: orderId } });
  const { translate, shortDate, time } = usePortalWords();
  const [body, setBody] = useState('');
  const { busy, error, run } = useAction();
  const add = () =>
    run(async () => {
      await send(
        api.POST('/api/v1/sales-orders/{id}/comments', { params: { path: { id: orderId } }, body: { body } }),
      );
      setBody('');
      comments.reload();
    });
  return (
    <Section
      title={translate('portal.orders.comments.title')}
      loading={comments.loading}
      error={comments.error}
      testId="order-comments"
    >
      {comments.data?.length ? (
        <List dense disablePadding>
          {comments.data.map((c) => (
            <ListItem key={c.id} divider disableGutters>
              <ListItemText
                primary={c.body}
                secondary={`${c.author_name} · ${shortDate(c.created_at)} ${time(c.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.orders.comments.none')}
        </Typography>
      )}
      <Stack
        component="form"
        spacing={1}
        sx={{ mt: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          label={translate('portal.orders.comments.new')}
          multiline
          minRows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || !body.trim()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('portal.orders.comments.add')}
        </Button>
      </Stack>
    </Section>
  );
}
