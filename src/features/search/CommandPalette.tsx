import { Input, Modal } from 'antd';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { switchOrganisation } from '@/core/session/switchOrganisation';
import type { AppRoute } from '@/core/routing/routeHandle';
import {
  actionEntries,
  filterEntries,
  GENERAL_SEARCH_MIN,
  screenEntries,
  type PaletteEntry,
} from './paletteEntries';
import { readRecent, rememberRecent } from './recentRecords';
import { useGeneralSearch, type GroupStatus } from './useGeneralSearch';
import './commandPalette.css';

/** Typing settles this long before the server is asked: one request per pause, not per key. */
const SEARCH_PAUSE_MS = 250;

/** Record kinds the palette remembers when one is opened from it. */
const RECORD_KINDS = /^(product|bundle|order|supplier|customer|chat):/;

/** The last option of a kind's results: its whole list, searched for the same text. */
const seeAll = (title: string, path: string, text: string): PaletteEntry => ({
  id: `more:${path}`,
  label: `See all ${title.toLowerCase()} matching “${text}”`,
  path,
});

interface Section {
  key: string;
  title: string;
  entries: PaletteEntry[];
  status?: GroupStatus;
  note?: string;
}

const STATUS_TEXT: Record<GroupStatus, string | undefined> = {
  loading: 'Searching…',
  error: 'This search failed. Try again in a moment.',
  done: undefined,
};

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  routes: AppRoute[];
}

/**
 * Ctrl/⌘-K: go to any screen the role may open, run an action, reopen a recent record, and from
 * three characters search products, bundles, orders, suppliers, customers and chats. An ARIA
 * combobox: the text box keeps the focus, the arrow keys move through the options, Enter opens
 * one, Escape closes.
 */
export default function CommandPalette({ open, onClose, routes }: CommandPaletteProps) {
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const groups = useGeneralSearch(settled, routes);
  const id = useId();
  const listId = `${id}-results`;
  const hintId = `${id}-hint`;

  const sections = useMemo<Section[]>(() => {
    if (!user) return [];
    const orgUid = user.x_organisation_uid;
    const own: Section[] = [
      { key: 'recent', title: 'Recent', entries: readRecent(user.uid, orgUid) },
      { key: 'screens', title: 'Go to', entries: screenEntries(routes, user) },
      { key: 'actions', title: 'Actions', entries: actionEntries(routes, user) },
    ].map((s) => ({ ...s, entries: filterEntries(s.entries, text) }));
    // While the text changes, the last answers stay until the new ones arrive.
    const searched = (text.trim().length >= GENERAL_SEARCH_MIN ? groups : []).map((g) =>
      g.listPath && g.status === 'done' && g.entries.length > 0
        ? { ...g, entries: [...g.entries, seeAll(g.title, g.listPath, text.trim())] }
        : g,
    );
    return [...own, ...searched].filter(
      (s) => s.entries.length > 0 || (s.status !== undefined && (s.status !== 'done' || !!s.note)),
    );
  }, [user, routes, text, groups]);

  const options = sections.flatMap((s) => s.entries);
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (entry: PaletteEntry) => {
    if (!user) return;
    onClose();
    if (entry.switchTo) {
      void dispatch(switchOrganisation({ organisationUid: entry.switchTo }));
      return;
    }
    if (RECORD_KINDS.test(entry.id)) rememberRecent(user.uid, user.x_organisation_uid, entry);
    if (entry.path) void navigate(entry.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive(down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      const entry = options[current];
      if (entry) choose(entry);
    }
  };

  const short = text.trim().length > 0 && text.trim().length < GENERAL_SEARCH_MIN;
  const searching = groups.some((g) => g.status === 'loading');
  const summary =
    options.length === 0
      ? searching
        ? 'Searching…'
        : 'Nothing found.'
      : `${options.length} ${options.length === 1 ? 'result' : 'results'}${searching ? ', still searching' : ''}.`;

  let index = -1;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="Search and go to"
      className="command-palette"
      width={640}
    >
      {/* A dialog the person opened moves the focus into its first field (the WAI-ARIA dialog
          pattern); the palette is typed into at once, as every ⌘K palette is. */}
      <Input
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        size="large"
        value={text}
        placeholder="Screens, actions, products, orders, partners, chats…"
        aria-label="Search and go to"
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-describedby={hintId}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="command-palette__hint">
        {short
          ? `Type at least ${GENERAL_SEARCH_MIN} characters to search products, bundles, orders, suppliers, customers and chats.`
          : 'Arrow keys to move, Enter to open, Esc to close.'}
      </p>
      <div role="status" className="visually-hidden">
        {summary}
      </div>
      <div id={listId} role="listbox" aria-label="Results" className="command-palette__list">
        {sections.map((section) => {
          const headingId = `${id}-${section.key}`;
          const status = section.status ? STATUS_TEXT[section.status] : undefined;
          return (
            <div key={section.key} role="group" aria-labelledby={headingId}>
              <div id={headingId} className="command-palette__heading">
                {section.title}
              </div>
              {section.entries.map((entry) => {
                index += 1;
                const mine = index;
                return (
                  // The combobox pattern: the text box keeps the focus and its arrow keys move
                  // through the options (aria-activedescendant); a click is the pointer's way in.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={entry.id}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === current}
                    className="command-palette__option"
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(mine)}
                    onClick={() => choose(entry)}
                  >
                    <span className="command-palette__label">{entry.label}</span>
                    {entry.hint && <span className="command-palette__kind">{entry.hint}</span>}
                  </div>
                );
              })}
              {(status ?? section.note) && (
                <div className="command-palette__status">{status ?? section.note}</div>
              )}
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
