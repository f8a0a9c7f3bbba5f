import { isHexColour } from '@/domain/catalogue/rules';
import './colourDot.css';

/** A category's colour as a small dot; decorative, the name or hex beside it carries the meaning. */
export function ColourDot({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      className="catalogue-colour-dot"
      style={{ background: isHexColour(colour) ? colour : 'transparent' }}
    />
  );
}
