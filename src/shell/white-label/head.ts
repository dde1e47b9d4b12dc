// The document head a white-label controls: the title (falling back to the store name) and the favicon.

export function setDocumentTitle(title: string): void {
  if (document.title !== title) document.title = title;
}

/** Points the page's icon link (index.html's #app-favicon, created if missing) at the store's favicon. */
export function setFavicon(url: string | null | undefined): void {
  let link = document.querySelector<HTMLLinkElement>('link#app-favicon');
  if (!link) {
    link = document.createElement('link');
    link.id = 'app-favicon';
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  const href = url && url.trim() !== '' ? url : 'data:,';
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
