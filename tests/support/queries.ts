/*
 * Reading and driving the portal's common widgets in integration tests: the URL's query, antd
 * selects, the body rows of a table.
 */
import { screen, within } from '@testing-library/react';
import type { renderApp } from './renderApp';

type View = ReturnType<typeof renderApp>;

/** The query of the router's current location. */
export const searchOf = (router: View['router']) =>
  new URLSearchParams(router.state.location.search);

/** Opens the antd select labelled `label` and picks the option titled `option`. */
export async function chooseOption(user: View['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

/** The cells of each body row of the named table, top to bottom (the empty-state row left out). */
export function bodyRowCells(tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1);
}

/** Replaces what `field` holds with `text`, as a person selects it all and pastes over it. */
export async function retype(user: View['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
