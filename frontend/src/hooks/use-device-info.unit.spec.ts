import { classifyDevice } from './use-device-info';

describe('classifyDevice', () => {
  it('uses 768 and 1024 px breakpoints', () => {
    expect(classifyDevice(390, 844, 'iPhone', true)).toMatchObject({ isMobile: true, isTablet: false, platform: 'ios', orientation: 'portrait' });
    expect(classifyDevice(768, 1024, 'Android', true)).toMatchObject({ isMobile: false, isTablet: true, platform: 'android' });
    expect(classifyDevice(1280, 800, 'Windows NT', false)).toMatchObject({ isDesktop: true, orientation: 'landscape', platform: 'windows' });
  });
});
