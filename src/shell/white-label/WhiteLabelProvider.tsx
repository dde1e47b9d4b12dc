// Provides a face's white-label: takes the storefront's settings from the page when the server wrote them
// there (window.__STORE_SETTINGS__), else fetches them (keeping them locally), applies the
// title, favicon, scripts, CSS variables and fonts (the MUI theme is MuiWhiteLabelTheme, loaded by the faces
// that use MUI), and shows only "This site does not exist"
// for an inactive store. Faces without a store (vendor, platform) get the default look.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSession } from '../../client/session.ts';
import { chosenLocale } from '../i18n/chosen-locale.ts';
import { frameWordsIn } from '../i18n/frame-words.ts';
import { LoadingScreen } from '../LoadingScreen.tsx';
import { SiteDoesNotExistPage } from '../SiteDoesNotExistPage.tsx';
import { setDocumentTitle, setFavicon } from './head.ts';
import { loadSettings } from './load-settings.ts';
import { readCachedSettings, readInlinedSettings, writeCachedSettings } from './settings-cache.ts';
import { whiteLabelValues, type StoreSettings } from './theme-values.ts';
import { WhiteLabelContext, type WhiteLabel } from './white-label-context.ts';
import { WhiteLabelStyles } from './WhiteLabelStyles.tsx';

interface State {
  phase: 'loading' | 'ready' | 'failed' | 'inactive';
  settings: StoreSettings | null;
  error: string | null;
}

interface Props {
  /** Fetch the settings of the store this host belongs to (storefront only). */
  fetchSettings: boolean;
  /** The document title when there are no settings. */
  defaultTitle: string;
  children: ReactNode;
}

function initialState(fetchSettings: boolean): State {
  if (!fetchSettings) return { phase: 'ready', settings: null, error: null };
  const inlined = readInlinedSettings();
  if (inlined) return { phase: 'ready', settings: inlined, error: null };
  const kept = readCachedSettings();
  return { phase: kept ? 'ready' : 'loading', settings: kept, error: null };
}

export function WhiteLabelProvider({ fetchSettings, defaultTitle, children }: Props) {
  const [state, setState] = useState<State>(() => initialState(fetchSettings));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!fetchSettings) return;
    // The server wrote this host's settings into the page (fresh as of this load): keep them, fetch nothing.
    // A retry (attempt > 0) asks the server again.
    const inlined = attempt === 0 ? readInlinedSettings() : null;
    if (inlined) {
      writeCachedSettings(inlined);
      return;
    }
    let current = true;
    void loadSettings(window.location.host).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'found') {
        writeCachedSettings(outcome.settings);
        setState({ phase: 'ready', settings: outcome.settings, error: null });
      } else if (outcome.kind === 'inactive') {
        writeCachedSettings(null);
        setState({ phase: 'inactive', settings: null, error: null });
      } else if (outcome.kind === 'none') {
        writeCachedSettings(null);
        setState({ phase: 'ready', settings: null, error: null });
      } else {
        // Keep what is kept locally; without it, render the default look and let pages offer a retry.
        setState((s) =>
          s.settings ? { ...s, phase: 'ready' } : { phase: 'failed', settings: null, error: outcome.message },
        );
      }
    });
    return () => {
      current = false;
    };
  }, [fetchSettings, attempt]);

  const { settings, phase } = state;
  const values = useMemo(() => whiteLabelValues(settings), [settings]);
  const name = settings?.store.name ?? defaultTitle;
  const reload = useCallback(() => {
    setState((s) => (s.settings ? s : { ...s, phase: 'loading', error: null }));
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (phase === 'inactive') setDocumentTitle(frameWordsIn(chosenLocale()).site_gone);
    else if (phase !== 'loading') setDocumentTitle(settings?.title || name);
    setFavicon(settings?.favicon ?? null);
    // Loaded only for a store that has scripts: most have none, and the portal and vendor app never run them.
    if (settings && (settings.ada_script || settings.google_analytics_script || settings.google_tag_script))
      void import('./scripts.ts').then(({ injectStoreScripts }) =>
        injectStoreScripts(settings, window.location.host, getSession()?.role.role_id),
      );
  }, [phase, settings, name]);

  const context = useMemo<WhiteLabel>(
    () => ({
      settings,
      status: phase === 'failed' ? 'failed' : phase === 'loading' ? 'loading' : 'ready',
      error: state.error,
      values,
      name,
      reload,
    }),
    [settings, phase, state.error, values, name, reload],
  );

  return (
    <>
      <WhiteLabelStyles values={values} />
      {phase === 'inactive' ? (
        <SiteDoesNotExistPage />
      ) : phase === 'loading' ? (
        <LoadingScreen />
      ) : (
        <WhiteLabelContext.Provider value={context}>{children}</WhiteLabelContext.Provider>
      )}
    </>
  );
}
