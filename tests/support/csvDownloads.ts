import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import Papa from 'papaparse';

/** Captures the CSV files the page hands to the browser, with their names and text. */
export function captureDownloads() {
  const files: { name: string; text: string }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:export-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // Following the download link would navigate the test's window away from the portal.
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    async files() {
      for (let i = files.length; i < blobs.length; i++)
        files.push({
          name: (click.mock.contexts[i] as HTMLAnchorElement).download,
          text: await blobs[i]!.text(),
        });
      return files;
    },
    count: () => blobs.length,
  };
}

/** The rows of a CSV file (header first), after checking it starts with the UTF-8 BOM. */
export const parseCsv = (text: string) => {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
};

/** Opens "Export CSV" and picks This page or All matching, as a person does. */
export async function chooseExport(user: UserEvent, choice: 'This page' | 'All matching') {
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitem', { name: choice }));
}

/**
 * Picks This page or All matching and waits for the one file it saves: its name and text, and
 * its header and rows (after checking the BOM).
 */
export async function exportedFile(
  user: UserEvent,
  downloads: ReturnType<typeof captureDownloads>,
  choice: 'This page' | 'All matching',
) {
  const before = downloads.count();
  await chooseExport(user, choice);
  await waitFor(() => expect(downloads.count()).toBe(before + 1));
  const file = (await downloads.files())[before]!;
  const [header, ...rows] = parseCsv(file.text);
  return { ...file, header, rows };
}
