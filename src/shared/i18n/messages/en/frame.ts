// The words of the frame every face shares (src/shell): the loading screen, the error page, the skip link,
// the missing page and an inactive store's page. Kept small and apart: the first pages may need them before
// anything else is loaded.
export const frame = {
  loading: 'Loading...',
  skip: 'Skip to content',
  error: {
    title: 'Something went wrong',
    sentence: 'This page could not be loaded. Please reload to try again.',
    reload: 'Reload',
  },
  not_found: {
    title: 'This page does not exist',
    sentence: 'The link may be broken, or the page may have moved.',
    home: 'Go to Homepage',
  },
  site_gone: 'This site does not exist',
} as const;
