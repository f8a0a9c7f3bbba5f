import { saveBlob } from '@/api/transfer';

/**
 * Shows a PDF in a new tab, or saves it. The tab is opened at the click, before the PDF is
 * fetched, because browsers only allow a new window in direct answer to a click; it is pointed at
 * the PDF once it arrives. A blocked pop-up (no tab) falls back to a download.
 */
export interface PdfTarget {
  show: (pdf: Blob, filename: string) => void;
  /** Closes the waiting tab when the PDF could not be had. */
  cancel: () => void;
}

export function openPdfTab(): PdfTarget {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    show: (pdf, filename) => {
      if (!tab || tab.closed) return saveBlob(pdf, filename);
      const href = URL.createObjectURL(pdf);
      tab.location.href = href;
      // The tab keeps its own copy once loaded; release ours later.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    },
    cancel: () => tab?.close(),
  };
}

/** A download needs no tab. */
export const downloadTarget: PdfTarget = {
  show: (pdf, filename) => saveBlob(pdf, filename),
  cancel: () => undefined,
};

/**
 * The PDF behind a signed address. The address carries its own credentials, so a plain request
 * without the API's headers is what it expects.
 */
export async function fetchSignedPdf(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: string[] } | null;
    throw new Error(body?.errors?.[0] ?? `The PDF could not be opened (status ${response.status})`);
  }
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
