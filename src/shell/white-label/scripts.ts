// The store's optional scripts (docs/product.md#white-label-scripts): accessibility (ADA), analytics and tag
// manager.
// Each is injected once per page load. Analytics and tags are skipped for the super admin and on the repair
// host. A setting may be a script URL, a snippet of <script> tags, or bare JavaScript.
import { faceOf, firstLabel } from '../../shared/hosts.ts';
import { readAppConfig } from '../app-config.ts';
import type { StoreSettings } from './theme-values.ts';
import { isPlatform } from '../../shared/permission-registry-callers.ts';

export const REPAIR_HOST_LABEL = 'repair';

export function shouldLoadAnalytics(host: string, roleId: number | null | undefined): boolean {
  return !isPlatform(roleId ?? undefined) && firstLabel(host) !== REPAIR_HOST_LABEL;
}

const isScriptUrl = (text: string) => /^(https?:)?\/\//i.test(text) && !/\s/.test(text);

/** Scripts made by innerHTML never run: copy each into a fresh element that will. */
function runnableCopies(snippet: string): HTMLScriptElement[] {
  const template = document.createElement('template');
  template.innerHTML = snippet;
  return [...template.content.querySelectorAll('script')].map((source) => {
    const script = document.createElement('script');
    for (const attribute of source.attributes) script.setAttribute(attribute.name, attribute.value);
    script.text = source.text;
    return script;
  });
}

/**
 * The page's CSP nonce (the server puts a fresh one on the app's own script tags). The store's scripts get
 * it so the storefront's policy lets them run; the portal and vendor app never inject them.
 */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function inject(id: string, code: string | null | undefined): void {
  const text = (code ?? '').trim();
  if (text === '' || document.querySelector(`[data-wl-script="${id}"]`)) return;
  let scripts: HTMLScriptElement[];
  if (isScriptUrl(text)) {
    const script = document.createElement('script');
    script.src = text;
    script.async = true;
    scripts = [script];
  } else if (/<script[\s>]/i.test(text)) {
    scripts = runnableCopies(text);
  } else {
    const script = document.createElement('script');
    script.text = text;
    scripts = [script];
  }
  const nonce = pageNonce();
  for (const script of scripts) {
    script.dataset.wlScript = id;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
  }
}

export function injectStoreScripts(
  settings: Pick<StoreSettings, 'ada_script' | 'google_analytics_script' | 'google_tag_script'>,
  host: string,
  roleId: number | null | undefined,
): void {
  // A store's scripts run on its storefront only, never in the portal or the vendor app.
  if (faceOf(host, readAppConfig().hostLabels) !== 'storefront') return;
  inject('ada', settings.ada_script);
  if (!shouldLoadAnalytics(host, roleId)) return;
  inject('google-analytics', settings.google_analytics_script);
  inject('google-tag', settings.google_tag_script);
}
