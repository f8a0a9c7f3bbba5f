/**
 * The command palette (Ctrl/⌘-K) and the general search. Only the host is public: the palette,
 * its searches and their endpoints load when it is first opened.
 */
export { PaletteHost, usePalette } from './PaletteHost';
/** Whether the guard lets a user open an address: the keyboard shortcuts' `g` asks it too. */
export { routeAllows } from './paletteEntries';
