import { useEffect, useState } from 'react';

export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isTouchDevice: boolean;
  screenSize: { width: number; height: number };
  orientation: 'portrait' | 'landscape';
  platform: 'ios' | 'android' | 'windows' | 'macos' | 'unknown';
}

function detectPlatform(ua: string): DeviceInfo['platform'] {
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/android/i.test(ua)) return 'android';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os/i.test(ua)) return 'macos';
  return 'unknown';
}

/** Width < 768 mobile, < 1024 tablet, else desktop (spec section 4). */
export function classifyDevice(width: number, height: number, ua: string, touch: boolean): DeviceInfo {
  return {
    isMobile: width < 768,
    isTablet: width >= 768 && width < 1024,
    isDesktop: width >= 1024,
    isTouchDevice: touch,
    screenSize: { width, height },
    orientation: height >= width ? 'portrait' : 'landscape',
    platform: detectPlatform(ua),
  };
}

function read(): DeviceInfo {
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  return classifyDevice(window.innerWidth, window.innerHeight, navigator.userAgent, touch);
}

export function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(read);
  useEffect(() => {
    const onResize = () => setInfo(read());
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);
  useEffect(() => {
    const body = document.body.classList;
    const classes = info.isDesktop ? [] : ['mobile-optimized', `platform-${info.platform}`, ...(info.isTouchDevice ? ['touch-device'] : [])];
    classes.forEach((c) => body.add(c));
    return () => classes.forEach((c) => body.remove(c));
  }, [info.isDesktop, info.platform, info.isTouchDevice]);
  return info;
}

/** Phones (under 768 px) and iOS/Android tablets get the simplified layout, unless the URL says desktop=1. */
export function usesMobileLayout(info: DeviceInfo, search: string): boolean {
  if (new URLSearchParams(search).get('desktop') === '1') return false;
  return info.isMobile || (info.isTablet && info.isTouchDevice && (info.platform === 'ios' || info.platform === 'android'));
}

/** The same decision outside React (route loaders), from the window as it is now. */
export function isMobileLayoutNow(): boolean {
  return typeof window !== 'undefined' && usesMobileLayout(read(), window.location.search);
}

export function useMobileLayout(): boolean {
  const info = useDeviceInfo();
  return usesMobileLayout(info, typeof window !== 'undefined' ? window.location.search : '');
}
