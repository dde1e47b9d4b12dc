// The user's own language (docs/product.md#languages): a menu in the app bar listing each language in its own
// name. The choice is react-admin's locale (its store, so every page and tab follows at once) and is
// remembered for this user on this browser (shell/i18n/chosen-locale.ts), since signing out empties the store.
import { useEffect, useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { chooseLocale, hasChosenLocale, rememberedLocaleOf } from '../../shell/i18n/chosen-locale.ts';
import type { AnyLocale } from '../../shared/i18n/locales.ts';
import { useSession } from '../use-session.ts';
import { saveOwnLanguage } from '../../shell/i18n/own-language.ts';

export function LanguageMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const session = useSession();
  const userId = session?.user.id;
  const own = session?.user.language ?? null;

  // Signed in again after signing out: this user's choice comes back (their account's, else this browser's).
  useEffect(() => {
    if (userId === undefined || hasChosenLocale()) return;
    const remembered = own ?? rememberedLocaleOf(userId);
    if (remembered && remembered !== locale) {
      setLocale(remembered);
      chooseLocale(remembered);
    }
  }, [userId, own, locale, setLocale]);

  const choose = (chosen: AnyLocale) => {
    setLocale(chosen);
    // Told to the shell's words too (ChosenWordsProvider): the pieces outside react-admin follow at once.
    chooseLocale(chosen, userId);
    // Kept on the account too: it follows the person to any browser, and so do their account mails.
    void saveOwnLanguage(chosen);
    setAnchor(null);
  };
  const label = translate('common.language.label');
  const current = languages.find((l) => l.locale === locale);

  return (
    <>
      <Button
        color="inherit"
        aria-label={`${label}: ${current?.name ?? locale}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<Translate />}
        endIcon={<ExpandMore fontSize="small" />}
        sx={{ minWidth: 0, textTransform: 'none', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* On a phone the icon alone (the button's label names the language). */}
        <Box component="span" lang={locale} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current?.name ?? locale}
        </Box>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map(({ locale: option, name }) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => choose(option as AnyLocale)}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
