/**
 * The keyboard shortcuts ('/', 'n', 'g' + letter, '?'): the shell mounts the host; the '?'
 * overlay is a lazy chunk.
 */
export { ShortcutsHost } from './ShortcutsHost';
