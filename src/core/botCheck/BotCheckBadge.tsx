import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { botCheckProvider } from './botCheck';
import './botCheckBadge.css';

export const SIMULATOR_BADGE_TEXT = 'Protected by bot check (simulator)';

/**
 * Mount beside a form the bot check guards. With reCAPTCHA it loads Google's script early, whose
 * own badge then sits bottom-left; with the simulator it shows a small badge there instead, so
 * the guard is visible either way. Portalled to <body>: a fixed element inside the modal's
 * animated (transformed) box would be placed relative to the box, not the viewport.
 */
export function BotCheckBadge() {
  const provider = botCheckProvider();

  useEffect(() => {
    // A load failure surfaces when a token is asked for; nothing to show before that.
    provider.prepare().catch(() => undefined);
  }, [provider]);

  if (provider.kind !== 'simulator') return null;
  return createPortal(
    <div className="bot-check-badge" role="note">
      <SafetyCertificateOutlined aria-hidden />
      <span>{SIMULATOR_BADGE_TEXT}</span>
    </div>,
    document.body,
  );
}
