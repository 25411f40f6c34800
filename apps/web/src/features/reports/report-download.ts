import { REPORT_MESSAGES } from '@exchange/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { saveFile } from '../../lib/save-file';

/**
 * The file name a download answer gives (`attachment; filename="ExportReport.xlsx"`, or the RFC 5987
 * `filename*=UTF-8''…` form), else the fallback; never a path.
 */
export function fileNameFromDisposition(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(disposition)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/**
 * Downloads a file endpoint's answer with the session cookie and saves it, so a failure can be told
 * (3-billing §8 "There was a problem downloading the report.") instead of the browser showing an error
 * page. A 401 goes through the one API client, which ends the session as every other call does.
 */
export async function downloadFile(href: string, fallbackName: string): Promise<void> {
  const response = await fetch(href, { credentials: 'include' });
  if (response.status === 401) {
    // The client's 401 handling (the session-expired toast and sign-in) applies to this call too.
    await apiRequest('GET', href);
  }
  if (!response.ok) throw new ApiRequestError(response.status, REPORT_MESSAGES.downloadFailed);
  const blob = await response.blob();
  saveFile(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}

/** A download button's state: which file is being fetched, and how to fetch one. */
export function useFileDownload(): {
  busy: string | null;
  download(id: string, href: string, fallbackName: string): void;
} {
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);
  const download = useCallback((id: string, href: string, fallbackName: string) => {
    // One download at a time: a second click while the first file streams would fetch it twice.
    if (running.current) return;
    running.current = true;
    setBusy(id);
    downloadFile(href, fallbackName)
      .catch((error: unknown) => showErrorToast('report download', error, REPORT_MESSAGES.downloadFailed))
      .finally(() => {
        running.current = false;
        setBusy(null);
      });
  }, []);
  return { busy, download };
}
