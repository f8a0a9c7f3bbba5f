import { Modal } from 'antd';
import { Fragment } from 'react';
import { SHORTCUT_GROUPS } from './shortcutRegistry';
import './shortcuts.css';

/** The '?' overlay: every shortcut, read from the registry the key handler acts on. */
export default function ShortcutHelp({ onClose }: { onClose(): void }) {
  return (
    <Modal open title="Keyboard shortcuts" footer={null} onCancel={onClose} width={560}>
      <p className="shortcut-help__intro">
        Shortcuts work when the focus is not in a text box and no dialog is open.
      </p>
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`shortcuts-${group.title}`}>
          <h2 id={`shortcuts-${group.title}`} className="shortcut-help__group">
            {group.title}
          </h2>
          <dl className="shortcut-help__list">
            {group.shortcuts.map(({ keys, does }) => (
              <div key={does} className="shortcut-help__row">
                <dt>
                  {keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && <span className="shortcut-help__then"> then </span>}
                      <kbd className="shortcut-help__key">{key}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd>{does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Modal>
  );
}
