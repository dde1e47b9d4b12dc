// The configuration the server writes into index.html (window.__APP_CONFIG__): the host labels that pick a
// face. Without it (the Vite dev server, a static host) the defaults of src/shared/hosts.ts apply.
import { defaultHostLabels, type HostLabels } from '../shared/hosts.ts';

export interface AppConfig {
  hostLabels: HostLabels;
}

const isLabelList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((label) => typeof label === 'string');

export function readAppConfig(
  source: unknown = (window as Window & { __APP_CONFIG__?: unknown }).__APP_CONFIG__,
): AppConfig {
  const labels = (source as { hostLabels?: { vendor?: unknown; platform?: unknown } } | undefined)
    ?.hostLabels;
  return {
    hostLabels: {
      vendor: isLabelList(labels?.vendor) ? labels.vendor : defaultHostLabels.vendor,
      platform: isLabelList(labels?.platform) ? labels.platform : defaultHostLabels.platform,
    },
  };
}
