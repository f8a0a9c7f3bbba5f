import type { ThemeConfig } from 'antd';

/**
 * The portal's colours. Every text colour reaches WCAG AA (4.5:1) on white and on the grey page
 * background, and white text reaches it on every filled button (theme.test.ts checks each pair).
 * src/styles/global.css repeats the ones our own markup uses as --ks-* variables.
 */
export const palette = {
  primary: '#1a5fd0',
  /** Hover and press go darker, not lighter, so white text on a hovered button stays legible. */
  primaryHover: '#154fb3',
  primaryActive: '#0f3f94',
  text: '#1d2b4f',
  /** Secondary text of our own markup (hints, captions, section titles). */
  muted: '#5b6475',
  background: '#f5f7fb',
  error: '#c9171e',
  errorHover: '#a8141a',
  success: '#2a7a0e',
  warning: '#a35c00',
} as const;

/** antd's alpha greys, darkened where its defaults (45 % and 25 % black) fall below 4.5:1. */
const descriptionGrey = 'rgba(0, 0, 0, 0.6)';
const placeholderGrey = 'rgba(0, 0, 0, 0.56)';

/**
 * Tag and badge text uses each preset colour's shade 7 on its shade 1; these shades are too light
 * for text, so they take the palette's darker shades (8 or 9) instead.
 */
const darkerShade7 = {
  cyan: '#006d75',
  green: '#237804',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#614700',
  lime: '#3f6600',
};

/**
 * antd names each shade twice ('orange7' and the older 'orange-7'), and both become the one CSS
 * variable --ant-orange-7: both must change, or the older name's default wins.
 */
const presetTextShades = Object.fromEntries(
  Object.entries(darkerShade7).flatMap(([preset, shade]) => [
    [`${preset}7`, shade],
    [`${preset}-7`, shade],
  ]),
);

/** Kept as a module constant: a new theme object on each render would remount the tree. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryActive: palette.primaryActive,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
    colorError: palette.error,
    colorErrorHover: palette.errorHover,
    // Dark seeds would also darken the light fills antd derives from them: keep those light.
    colorSuccess: palette.success,
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarning: palette.warning,
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    colorTextTertiary: descriptionGrey,
    colorTextDescription: descriptionGrey,
    colorTextPlaceholder: placeholderGrey,
    colorBgLayout: palette.background,
    ...presetTextShades,
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // A table writes its empty text ('No products yet: …') in the disabled grey; it is content.
    // A selected row (bulk edit, bulk print) keeps its links legible, hovered too: antd's derived
    // hover fill is a shade too dark for the link blue.
    Table: {
      colorTextDisabled: descriptionGrey,
      rowSelectedBg: '#e6f4ff',
      rowSelectedHoverBg: '#d4ebff',
    },
  },
};
