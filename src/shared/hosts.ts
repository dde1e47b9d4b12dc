// Which face a host name gets (spec section 2, decisions.md "Hosts"): by its first label. The labels are
// configuration; the server passes them to the browser in index.html.

export type Face = 'vendor' | 'platform' | 'storefront';

export interface HostLabels {
  vendor: string[];
  platform: string[];
}

export const defaultHostLabels: HostLabels = {
  vendor: ['vendor', 'vendor-uat', 'repair', 'hotfix-vendor'],
  platform: ['app', 'live', 'staging', 'hotfix'],
};

export function hostName(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

export function firstLabel(host: string): string {
  return hostName(host).split('.')[0] ?? '';
}

export function faceOf(host: string, labels: HostLabels = defaultHostLabels): Face {
  const label = firstLabel(host);
  if (labels.vendor.includes(label)) return 'vendor';
  if (labels.platform.includes(label)) return 'platform';
  return 'storefront';
}
