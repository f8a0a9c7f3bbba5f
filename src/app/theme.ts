import type { ThemeConfig } from 'antd';

/** Kept as a module constant: a new theme object on each render would remount the tree. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
