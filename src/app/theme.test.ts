import { readFileSync } from 'node:fs';
import { theme as antdTheme } from 'antd';
import { palette, theme } from './theme';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  if (color.startsWith('#')) {
    const hex =
      color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return [r!, g!, b!, 1];
  }
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r!, g!, b!, a];
}

const luminance = ([r, g, b]: number[]) => {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};

/** WCAG contrast of `fg` (possibly translucent) drawn on the opaque `bg`. */
function contrast(fg: string, bg: string): number {
  const [r, g, b, a] = parse(fg);
  const back = parse(bg);
  const drawn = [r, g, b].map((v, i) => v * a + back[i]! * (1 - a));
  const [hi, lo] = [luminance(drawn), luminance(back)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
const WHITE = '#ffffff';
/** The side navigation's highlight behind the current page's link (global.css). */
const ACTIVE_NAV = '#e8f0fe';
const AA = 4.5;

describe('theme contrast (WCAG AA)', () => {
  const textTokens = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorIcon',
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
    'colorInfoText',
    'colorErrorText',
    'colorError',
    'colorErrorHover',
    'colorSuccessText',
    'colorSuccess',
    'colorWarningText',
    'colorWarning',
  ];
  const backgrounds = { white: WHITE, page: token.colorBgLayout!, table: '#fafafa' };

  it.each(textTokens)('%s is legible on white, on the page grey and on a table header', (name) => {
    const below = Object.entries(backgrounds)
      .filter(([, bg]) => contrast(token[name]!, bg) < AA)
      .map(([where]) => where);
    expect(below).toEqual([]);
  });

  it.each([
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorError',
    'colorErrorHover',
    'colorErrorActive',
    // Avatars without a picture fill with the placeholder grey behind white initials.
    'colorTextPlaceholder',
  ])('white text is legible on %s', (name) => {
    expect(contrast(WHITE, token[name]!)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['Success', 'Error', 'Warning', 'Info'])(
    '%s text is legible on its light fill',
    (kind) => {
      expect(contrast(token[`color${kind}`]!, token[`color${kind}Bg`]!)).toBeGreaterThanOrEqual(AA);
      expect(contrast(token[`color${kind}Text`]!, token[`color${kind}Bg`]!)).toBeGreaterThanOrEqual(
        AA,
      );
    },
  );

  it.each([
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ])('a %s tag reads on its own fill', (preset) => {
    // Both names of the shade end up in the one CSS variable --ant-<preset>-7.
    expect(contrast(token[`${preset}7`]!, token[`${preset}1`]!)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token[`${preset}-7`]!, token[`${preset}1`]!)).toBeGreaterThanOrEqual(AA);
  });

  it("a table's empty text is legible", () => {
    const tableGrey = theme.components?.Table?.colorTextDisabled;
    expect(contrast(tableGrey!, WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it("a selected table row's links and text are legible, hovered or not", () => {
    const table = theme.components!.Table!;
    for (const fill of [table.rowSelectedBg!, table.rowSelectedHoverBg!]) {
      expect(contrast(token.colorLink!, fill)).toBeGreaterThanOrEqual(AA);
      expect(contrast(palette.text, fill)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('the current page in the side navigation is legible on its highlight', () => {
    expect(contrast(palette.primary, ACTIVE_NAV)).toBeGreaterThanOrEqual(AA);
  });

  it("our own markup's text colours are legible on white and on the page grey", () => {
    for (const colour of [palette.text, palette.muted, palette.primary]) {
      expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(AA);
      expect(contrast(colour, palette.background)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('global.css', () => {
  // Tests run from the repository root.
  const css = readFileSync('src/styles/global.css', 'utf8');
  const variable = (name: string) => new RegExp(`--ks-${name}:\\s*([^;]+);`).exec(css)?.[1];

  it('repeats the palette, so our markup and antd speak with one set of colours', () => {
    expect({
      primary: variable('primary'),
      text: variable('text'),
      muted: variable('muted'),
      background: variable('background'),
    }).toEqual({
      primary: palette.primary,
      text: palette.text,
      muted: palette.muted,
      background: palette.background,
    });
  });
});
