import { useEffect } from 'react';

/** The `<meta name="description">` of the document, made when the page has none. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the meta description of a public page while it is shown, restoring the one it replaced. The
 * document title ("{heading} – {programme}") is the root layout's, read from the page's heading like
 * every screen's.
 */
export function usePageMeta(description: string) {
  useEffect(() => {
    const tag = descriptionTag();
    const before = tag.content;
    tag.content = description;
    return () => {
      tag.content = before;
    };
  }, [description]);
}
