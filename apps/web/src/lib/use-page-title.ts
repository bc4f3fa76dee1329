import { useEffect } from 'react';

/** The browser tab's title for a signed-in page: "<title> | Vi". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Vi`;
  }, [title]);
}
