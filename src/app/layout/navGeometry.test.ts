import {
  closesOnClick,
  initialNavOpen,
  isOverlayNav,
  NAV_WIDTH,
  shouldAutoClose,
} from './navGeometry';

describe('nav geometry', () => {
  it('is 250 wide', () => {
    expect(NAV_WIDTH).toBe(250);
  });

  it('auto-closes on route change below 1200 px only', () => {
    expect(shouldAutoClose(1199)).toBe(true);
    expect(shouldAutoClose(768)).toBe(true);
    expect(shouldAutoClose(1200)).toBe(false);
    expect(shouldAutoClose(1920)).toBe(false);
  });

  it('starts open from 1200 px up and closed below', () => {
    expect(initialNavOpen(1200)).toBe(true);
    expect(initialNavOpen(1199)).toBe(false);
  });

  it('overlays up to and including 912 px', () => {
    expect(isOverlayNav(912)).toBe(true);
    expect(isOverlayNav(375)).toBe(true);
    expect(isOverlayNav(913)).toBe(false);
  });

  it('closes on a click at x ≥ 270 and y ≥ 100 on overlay screens', () => {
    expect(closesOnClick(912, 270, 100)).toBe(true);
    expect(closesOnClick(800, 500, 600)).toBe(true);
  });

  it('ignores clicks inside the navigation column or the header band', () => {
    expect(closesOnClick(800, 269, 500)).toBe(false);
    expect(closesOnClick(800, 500, 99)).toBe(false);
    expect(closesOnClick(800, 10, 10)).toBe(false);
  });

  it('ignores clicks on wider screens', () => {
    expect(closesOnClick(913, 500, 500)).toBe(false);
    expect(closesOnClick(1400, 500, 500)).toBe(false);
  });
});
