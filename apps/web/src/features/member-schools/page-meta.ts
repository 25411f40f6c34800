import { useEffect } from 'react';
import { useProgramName } from '../../lib/program-name';

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
 * Sets the document title ("{title} | {programme}") and meta description of a public page while it is
 * shown, restoring the description it replaced. It reads the programme name itself, so it re-applies
 * after the header's own title update when the name arrives (the header is drawn before the page).
 */
export function usePageMeta(title: string, description: string) {
  const programName = useProgramName();
  useEffect(() => {
    document.title = `${title} | ${programName}`;
    const tag = descriptionTag();
    const before = tag.content;
    tag.content = description;
    return () => {
      tag.content = before;
    };
  }, [title, description, programName]);
}
