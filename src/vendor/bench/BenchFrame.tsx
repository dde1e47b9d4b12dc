// The bench pages' frame, phone-first for one hand and gloves: a high-contrast top bar with a large back
// button and the job's name, content in one column, and the page's main actions as full-width buttons at
// least 56 px tall at the bottom of the column (reachable with a thumb). Loading and failures are shown the
// same way on every bench page. The header carries the user's language switch (the bench has no app bar).
// Every word comes through useBenchWords (../i18n/bench-en.ts, bench-es.ts).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  NativeSelect,
  Stack,
  Typography,
} from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Loaded } from '../../shell/data/use-load.ts';
import { useVendorTitle } from '../page-title.ts';
import { useBenchWords } from '../i18n/use-bench-words.ts';
import { chooseLocale, useChosenLocale } from '../../shell/i18n/chosen-locale.ts';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../shared/i18n/locales.ts';
import { useSession } from '../../shell/use-session.ts';
import { saveOwnLanguage } from '../../shell/i18n/own-language.ts';

/** Big, high-contrast buttons for the bench. */
export const benchButtonSx = { minHeight: 56, fontSize: '1.1rem', fontWeight: 700, borderRadius: 2 } as const;

interface Props {
  title: string;
  subtitle?: string;
  back?: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function BenchFrame({ title, subtitle, back, children, actions }: Props) {
  const { t } = useBenchWords();
  useVendorTitle(`${title} | ${t('bench.app')}`);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f4f4f2', color: '#111' }}>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          bgcolor: '#111',
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          minHeight: 64,
        }}
      >
        {back ? (
          <IconButton
            component={RouterLink}
            to={back}
            aria-label={t('bench.back')}
            sx={{ color: '#fff', width: 56, height: 56 }}
          >
            <ArrowBack sx={{ fontSize: 32 }} />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1, px: back ? 0 : 1 }}>
          <Typography component="h1" sx={{ fontSize: '1.25rem', fontWeight: 800, lineHeight: 1.2 }} noWrap>
            {title}
          </Typography>
          {subtitle ? (
            <Typography sx={{ fontSize: '0.95rem', color: '#ddd' }} noWrap>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        <LanguageSwitch />
      </Box>
      <Stack component="main" spacing={2} sx={{ maxWidth: 560, mx: 'auto', p: 2, pb: 4 }}>
        {children}
        {actions ? <Stack spacing={1.5}>{actions}</Stack> : null}
      </Stack>
    </Box>
  );
}

/** A bench page's read: a spinner while loading, the server's message (and a retry) when it failed. */
/** The user's own language (docs/product.md#languages), as the vendor portal's menu chooses it. */
function LanguageSwitch() {
  const { t } = useBenchWords();
  const locale = useChosenLocale();
  const userId = useSession()?.user.id;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <Translate aria-hidden sx={{ color: '#fff' }} />
      <NativeSelect
        value={isLocale(locale) ? locale : ''}
        onChange={(e) => {
          if (!isLocale(e.target.value)) return;
          chooseLocale(e.target.value, userId);
          void saveOwnLanguage(e.target.value);
        }}
        inputProps={{ 'aria-label': t('common.language.label') }}
        disableUnderline
        sx={{
          color: '#fff',
          fontWeight: 700,
          minHeight: 48,
          '& select': { py: 1.5 },
          '& option': { color: '#111' },
          '& svg': { color: '#fff' },
        }}
      >
        {isLocale(locale) ? null : <option value="">{locale}</option>}
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

export function BenchLoad<T>({
  state,
  retry,
  children,
}: {
  state: Loaded<T>;
  retry?: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useBenchWords();
  if (state.status === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={48} aria-label={t('bench.loading')} />
      </Box>
    );
  if (state.status === 'failed')
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ fontSize: '1.05rem' }}
        action={
          retry ? (
            <Button color="inherit" onClick={retry} sx={{ minHeight: 48 }}>
              {t('bench.try_again')}
            </Button>
          ) : undefined
        }
      >
        {state.message}
      </Alert>
    );
  return <>{children(state.data)}</>;
}

/** A white card for one block of a bench page. */
export function BenchCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ bgcolor: '#fff', border: '2px solid #222', borderRadius: 2, p: 2 }}
      aria-label={title}
    >
      {title ? (
        <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 800, mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
