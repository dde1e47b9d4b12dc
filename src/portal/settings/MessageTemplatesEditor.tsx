// The store's customer messages (docs/product.md#messages-templates): one editor for every event — the mail
// (subject, body) and the text, each on or off, the event's variables as chips to insert where the cursor
// is, a live preview in the store's look with the demo order's values (in the store's language and currency,
// as its customers read them; the default words too), the text's length and segments
// (GSM-7 or UCS-2), "send me a test" and "reset to default". The words are checked on the server (unknown
// variables, empty, over 10 segments), which names the field at fault.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { api, call } from '../../client/api.ts';
import { listQuery, useGet } from '../../shell/data/use-load.ts';
import type { ApiError } from '../../shared/errors.ts';
import { useSession } from '../use-session.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isLocale } from '../../shared/i18n/locales.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { usePortalCurrency, usePortalStoreLanguage } from '../i18n/portal-currency.tsx';
import {
  defaultWords,
  exampleValues,
  maxSmsSegments,
  messageEventKeys,
  messageEvents,
  messageVariables,
  renderMessage,
  smsLength,
  type MessageEvent,
  type TemplateFields,
} from '../../shared/messages/catalogue.ts';

interface Stored extends TemplateFields {
  id: number;
  event: string;
  mail_enabled: boolean;
  sms_enabled: boolean;
}

interface Draft extends TemplateFields {
  mail_enabled: boolean;
  sms_enabled: boolean;
}

type Field = keyof TemplateFields;

/** The product's words for an event in the store's language, as its customers get them until it has its own. */
const defaultsOf = (event: MessageEvent, store: Translator): Draft => {
  const { mail_subject, mail_body, sms_body } = defaultWords(event, store.t);
  return { mail_enabled: true, mail_subject, mail_body, sms_enabled: true, sms_body };
};

const draftOf = (event: MessageEvent, stored: Stored | undefined, store: Translator): Draft =>
  stored
    ? {
        mail_enabled: stored.mail_enabled,
        mail_subject: stored.mail_subject,
        mail_body: stored.mail_body,
        sms_enabled: stored.sms_enabled,
        sms_body: stored.sms_body,
      }
    : defaultsOf(event, store);

interface Preview {
  subject: string;
  html: string;
}

const T = 'portal.templates';

export function MessageTemplatesEditor() {
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`${T}.${key}`, values);
  /** An event's name and when it is sent, in the user's words (English from the messages' catalogue). */
  const eventWords = (key: MessageEvent, part: 'label' | 'when') =>
    translate(`${T}.events.${key}.${part}`, { _: messageEvents[key][part] });
  const templates = useGet('/api/v1/message-templates', { query: listQuery() });
  const stored = (templates.data as unknown as Stored[] | undefined) ?? null;
  const [event, setEvent] = useState<MessageEvent>('sales_order.ready');
  // The store's customers' language and currency (the user's language until the store's is read).
  const [userLocale] = useLocaleState();
  const storeLanguage = usePortalStoreLanguage() ?? (isLocale(userLocale) ? userLocale : DEFAULT_LOCALE);
  const currency = usePortalCurrency() ?? DEFAULT_CURRENCY;
  const store = useMemo(() => createTranslator(storeLanguage, [], currency), [storeLanguage, currency]);
  // What is typed, per event, until it is saved or reset (then the stored words or the defaults show).
  const [drafts, setDrafts] = useState<Partial<Record<MessageEvent, Draft>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [cursor, setCursor] = useState<{ field: Field; start: number; end: number }>({
    field: 'mail_body',
    start: 0,
    end: 0,
  });

  const current = stored?.find((s) => s.event === event);
  const draft = drafts[event] ?? draftOf(event, current, store);
  const choose = (next: MessageEvent) => {
    setEvent(next);
    setErrors({});
    setStatus(null);
  };
  const forget = () =>
    setDrafts((all) => {
      const { [event]: _gone, ...rest } = all;
      return rest;
    });

  // The live preview: the server renders the mail in the store's look (mjml) a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      void call(
        api.POST('/api/v1/message-templates/preview', {
          body: {
            event,
            mail_subject: draft.mail_subject,
            mail_body: draft.mail_body,
            sms_body: draft.sms_body,
          },
        }),
      ).then((result) => {
        if (result.ok) {
          setPreview({ subject: result.data.subject, html: result.data.html });
          setPreviewError(null);
        } else setPreviewError(result.error.fields?.map((f) => f.message).join('; ') ?? result.error.message);
      });
    }, 350);
    return () => clearTimeout(timer);
  }, [event, draft.mail_subject, draft.mail_body, draft.sms_body]);

  const values = useMemo(
    () => exampleValues(event, { t: store.t, cents: (cents) => store.money(cents / 100) }),
    [event, store],
  );
  // The store's own name, as the server renders the text: its length counts toward the segments.
  const storeName = useSession()?.store?.name ?? messageVariables.store_name.example;
  const sms = renderMessage(draft.sms_body, { ...values, store_name: storeName });
  const length = smsLength(sms);

  const set = (field: keyof Draft, value: string | boolean) =>
    setDrafts((all) => ({ ...all, [event]: { ...draft, [field]: value } }));
  const remember = (field: Field, e: { target: EventTarget }) => {
    const input = e.target as HTMLInputElement | HTMLTextAreaElement;
    setCursor({ field, start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 });
  };
  /** A words field's value and handlers: typing edits the draft; where the cursor is, a chip inserts. */
  const wordsOf = (field: Field) => ({
    value: draft[field],
    onChange: (e: { target: EventTarget & { value: string } }) => {
      set(field, e.target.value);
      remember(field, e);
    },
    onSelect: (e: { target: EventTarget }) => remember(field, e),
    onFocus: (e: { target: EventTarget }) => remember(field, e),
    error: !!errors[field],
  });
  const insert = (name: string) => {
    const { field, start, end } = cursor;
    const text = draft[field];
    const token = `{{${name}}}`;
    const at = Math.min(start, text.length);
    set(field, text.slice(0, at) + token + text.slice(Math.min(end, text.length)));
    setCursor({ field, start: at + token.length, end: at + token.length });
  };

  const fieldErrors = (error: ApiError) => {
    const byField: Partial<Record<Field | 'form', string>> = {};
    for (const f of error.fields ?? []) byField[(f.field as Field) ?? 'form'] = f.message;
    if (!error.fields?.length) byField.form = error.message;
    setErrors(byField);
  };

  const save = async () => {
    setBusy(true);
    setStatus(null);
    const result = current
      ? await call(
          api.PUT('/api/v1/message-templates/{id}', {
            params: { path: { id: current.id } },
            body: draft,
          } as never),
        )
      : await call(api.POST('/api/v1/message-templates', { body: { event, ...draft } } as never));
    setBusy(false);
    if (!result.ok) return fieldErrors(result.error);
    setErrors({});
    setStatus(words('saved'));
    forget();
    templates.reload();
  };

  const sendTest = async () => {
    setBusy(true);
    const result = await call(
      api.POST('/api/v1/message-templates/test', {
        body: {
          event,
          mail_subject: draft.mail_subject,
          mail_body: draft.mail_body,
          sms_body: draft.sms_body,
        },
      }),
    );
    setBusy(false);
    if (!result.ok) return fieldErrors(result.error);
    setStatus(words('test_sent', { to: result.data.mail_to }));
  };

  const reset = async () => {
    if (!current) {
      forget();
      return setStatus(words('defaults'));
    }
    setBusy(true);
    const result = await call(
      api.DELETE('/api/v1/message-templates/{id}', { params: { path: { id: current.id } } } as never),
    );
    setBusy(false);
    if (!result.ok) return setErrors({ form: result.error.message });
    setStatus(words('reset_done'));
    forget();
    templates.reload();
  };

  if (templates.error)
    return (
      <Alert
        severity="error"
        action={<Button onClick={templates.reload}>{words('retry')}</Button>}
        sx={{ m: 2 }}
      >
        {templates.error}
      </Alert>
    );
  if (!stored)
    return (
      <Box
        sx={{ p: 4, display: 'flex', justifyContent: 'center' }}
        role="status"
        aria-label={words('loading')}
      >
        <CircularProgress />
      </Box>
    );

  const definition = messageEvents[event];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {words('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {words('intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Card sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <List
            dense
            aria-label={words('events_label')}
            sx={{ maxHeight: { xs: 220, md: 'none' }, overflow: 'auto' }}
          >
            {messageEventKeys.map((key) => {
              const own = stored.find((s) => s.event === key);
              return (
                <ListItemButton key={key} selected={key === event} onClick={() => choose(key)}>
                  <ListItemText
                    primary={eventWords(key, 'label')}
                    secondary={own ? words('own') : words('default')}
                  />
                </ListItemButton>
              );
            })}
          </List>
        </Card>
        <Card sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          <CardContent>
            <Stack spacing={2}>
              <Box>
                <Typography variant="h6" component="h2">
                  {eventWords(event, 'label')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {words('sent_when', { when: eventWords(event, 'when') })}
                </Typography>
              </Box>
              <Box>
                <Typography variant="subtitle2" gutterBottom>
                  {words('variables')}
                </Typography>
                <Stack direction="row" flexWrap="wrap" gap={1} data-testid="variable-chips">
                  {definition.variables.map((name) => (
                    <Chip
                      key={name}
                      label={`{{${name}}}`}
                      title={words('variable_example', {
                        label: translate(`${T}.variable_names.${name}`, { _: messageVariables[name].label }),
                        example: values[name] ?? messageVariables[name].example,
                      })}
                      onClick={() => insert(name)}
                      size="small"
                      variant="outlined"
                    />
                  ))}
                </Stack>
              </Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.mail_enabled}
                    onChange={(e) => set('mail_enabled', e.target.checked)}
                  />
                }
                label={words('send_mail')}
              />
              <TextField
                label={words('mail_subject')}
                {...wordsOf('mail_subject')}
                helperText={errors.mail_subject}
                fullWidth
              />
              <TextField
                label={words('mail_body')}
                {...wordsOf('mail_body')}
                helperText={errors.mail_body ?? words('mail_body_help')}
                multiline
                minRows={4}
                fullWidth
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.sms_enabled}
                    onChange={(e) => set('sms_enabled', e.target.checked)}
                  />
                }
                label={words('send_sms')}
              />
              <TextField
                label={words('sms')}
                {...wordsOf('sms_body')}
                error={!!errors.sms_body || length.segments > maxSmsSegments}
                helperText={
                  errors.sms_body ??
                  words('sms_length', {
                    units: length.units,
                    smart_count: length.segments,
                    encoding: `${length.encoding}${length.encoding === 'UCS-2' ? words('ucs2') : ''}`,
                    max: maxSmsSegments,
                  })
                }
                slotProps={{ formHelperText: { 'aria-live': 'polite' } as never }}
                multiline
                minRows={2}
                fullWidth
              />
              {errors.form && <Alert severity="error">{errors.form}</Alert>}
              {status && (
                <Alert severity="success" role="status">
                  {status}
                </Alert>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" onClick={() => void save()} disabled={busy}>
                  {words('save')}
                </Button>
                <Button variant="outlined" onClick={() => void sendTest()} disabled={busy}>
                  {words('send_test')}
                </Button>
                <Button onClick={() => void reset()} disabled={busy}>
                  {words('reset')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ width: { xs: '100%', md: 420 }, flexShrink: 0 }} aria-label={words('preview')}>
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {words('preview_title')}
            </Typography>
            {previewError && <Alert severity="warning">{previewError}</Alert>}
            {preview && (
              <>
                <Typography variant="body2" sx={{ mb: 1 }} data-testid="preview-subject">
                  <strong>{words('subject')}</strong> {preview.subject}
                </Typography>
                <Box
                  component="iframe"
                  title={words('mail_preview')}
                  sandbox=""
                  srcDoc={preview.html}
                  sx={{
                    width: '100%',
                    height: 420,
                    border: '1px solid',
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              </>
            )}
            <Typography variant="subtitle2" sx={{ mt: 2 }} gutterBottom>
              {words('sms')}
            </Typography>
            <Box
              data-testid="sms-preview"
              sx={{
                bgcolor: 'grey.200',
                borderRadius: 3,
                p: 1.5,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                fontSize: 14,
                opacity: draft.sms_enabled ? 1 : 0.5,
              }}
            >
              {sms || '—'}
            </Box>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
