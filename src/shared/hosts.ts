// Which face a host name gets (docs/product.md#hosts-faces): by its first label. The labels are
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

/** The vendor app's origin next to a platform host: its first label swapped for the first vendor label. */
export function vendorOrigin(protocol: string, host: string, labels: HostLabels = defaultHostLabels): string {
  const [, ...rest] = host.toLowerCase().split('.');
  return `${protocol}//${[labels.vendor[0] ?? 'vendor', ...rest].join('.')}`;
}

/** What a job ticket's QR code encodes: the vendor app's bench page for one order (docs/product.md#routes-bench). */
export function scanWorkInstructionsUrl(
  origin: string,
  storeId: number,
  vendorId: number | null,
  orderNo: string,
): string {
  // Before the work is sent no vendor is named: the ticket opens the order's work for whichever vendor it
  // goes to (the vendor app finds the work the scanner's vendor does), never a vendor 0.
  if (vendorId === null) return `${origin}/work-items?order=${encodeURIComponent(orderNo)}`;
  return `${origin}/scan-work-instructions/${storeId}/${vendorId}/${encodeURIComponent(orderNo)}`;
}
