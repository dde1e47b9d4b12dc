// Staff answer the order's customer from the order page (docs/product.md#messages-replies): by text when the
// customer opted in (the length and segments counted as they type), else by mail. It goes out through the
// outbox and lands on the order's timeline, which is reloaded.
import { useState } from 'react';
import {
  Alert,
  Button,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../client/api.ts';
import { smsLength } from '../../shared/messages/catalogue.ts';
import { send } from '../../shell/data/send.ts';
import { Section } from './Section.tsx';
import { useAction } from './use-action.ts';

export function CustomerReply({
  orderId,
  canText,
  onSent,
}: {
  orderId: number;
  /** The customer opted in to texts (unknown to staff who may not read customers: the server decides). */
  canText: boolean;
  onSent: () => void;
}) {
  const translate = useTranslate();
  const [channel, setChannel] = useState<'sms' | 'mail'>(canText ? 'sms' : 'mail');
  const [body, setBody] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const length = smsLength(body);
  const submit = () =>
    run(async () => {
      const sent = await send(
        api.POST('/api/v1/sales-orders/{id}/customer-messages', {
          params: { path: { id: orderId } },
          body: { channel, body },
        }),
      );
      setSentTo(sent.to);
      setBody('');
      onSent();
    });
  return (
    <Section title={translate('portal.reply.title')} testId="customer-reply">
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate('portal.reply.help')}
        </Typography>
        <FormLabel id="reply-channel">{translate('portal.reply.channel')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="reply-channel"
          value={channel}
          onChange={(e) => setChannel(e.target.value as 'sms' | 'mail')}
        >
          <FormControlLabel
            value="sms"
            control={<Radio />}
            label={translate('portal.reply.sms')}
            disabled={!canText}
          />
          <FormControlLabel value="mail" control={<Radio />} label={translate('portal.reply.mail')} />
        </RadioGroup>
        {canText ? null : (
          <Typography variant="body2" color="text.secondary">
            {translate('portal.reply.no_texts')}
          </Typography>
        )}
        <TextField
          label={translate('portal.reply.body')}
          multiline
          minRows={3}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setSentTo(null);
          }}
          helperText={
            channel === 'sms'
              ? translate('portal.reply.segments', { count: length.units, segments: length.segments })
              : undefined
          }
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        {sentTo ? <Alert severity="success">{translate('portal.reply.sent', { to: sentTo })}</Alert> : null}
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !body.trim()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('portal.reply.send')}
        </Button>
      </Stack>
    </Section>
  );
}
