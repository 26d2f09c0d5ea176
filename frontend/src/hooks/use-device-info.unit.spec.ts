import { classifyDevice, usesMobileLayout } from './use-device-info';

describe('classifyDevice', () => {
  it('uses 768 and 1024 px breakpoints', () => {
    expect(classifyDevice(390, 844, 'iPhone', true)).toMatchObject({ isMobile: true, isTablet: false, platform: 'ios', orientation: 'portrait' });
    expect(classifyDevice(768, 1024, 'Android', true)).toMatchObject({ isMobile: false, isTablet: true, platform: 'android' });
    expect(classifyDevice(1280, 800, 'Windows NT', false)).toMatchObject({ isDesktop: true, orientation: 'landscape', platform: 'windows' });
  });
});

describe('usesMobileLayout', () => {
  it('uses the simplified layout on phones and iOS/Android tablets unless desktop=1', () => {
    expect(usesMobileLayout(classifyDevice(390, 844, 'iPhone', true), '')).toBe(true);
    expect(usesMobileLayout(classifyDevice(390, 844, 'iPhone', true), '?desktop=1')).toBe(false);
    expect(usesMobileLayout(classifyDevice(820, 1180, 'iPad', true), '')).toBe(true);
    expect(usesMobileLayout(classifyDevice(900, 700, 'Windows NT', true), '')).toBe(false);
    expect(usesMobileLayout(classifyDevice(1280, 800, 'Android', true), '')).toBe(false);
  });
});
