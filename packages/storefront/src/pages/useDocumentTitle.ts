// The server writes <title> and meta into the HTML; after a client-side navigation the browser must
// follow with the title of the page it now shows.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { hasMeta } from '../routes/pageMeta';

export function useDocumentTitle(): void {
  const matches = useMatches();
  const meta = [...matches].reverse().find((match) => hasMeta(match.loaderData));
  const title = meta && hasMeta(meta.loaderData) ? meta.loaderData.meta.title : null;
  useEffect(() => {
    if (title && document.title !== title) document.title = title;
  }, [title]);
}
