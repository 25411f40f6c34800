// How a public page's boot script (build/public-pages-plugin.ts, bootScript) and the app's entry (main.tsx)
// agree on when the app starts: the boot script's element carries the page's files, and the boot script
// dispatches this event on the document once they have all run.

/** The event the boot script dispatches on the document when the app may start. */
export const APP_START_EVENT = 'exchange:start';

/** The attribute of the boot script's element that lists the page's own files. */
export const BOOT_FILES_ATTRIBUTE = 'data-files';

/** Whether the page starts through the boot script, which then says when (APP_START_EVENT). */
export function startsThroughBoot(document: Pick<Document, 'querySelector'>): boolean {
  return document.querySelector(`script[${BOOT_FILES_ATTRIBUTE}]`) !== null;
}
