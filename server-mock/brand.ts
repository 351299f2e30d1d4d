/** Platform branding served by the mock, by platformType (1 operator side, 2 multi-dealer platform). */
export interface Brand {
  platformName: string;
  faviconUrl: string;
  platLogoUrl: string;
}

export const BRANDS: Record<1 | 2, Brand> = {
  1: { platformName: '云停车管理控制平台', faviconUrl: '/mock-assets/favicon.svg', platLogoUrl: '/mock-assets/logo.svg' },
  2: { platformName: '智慧停车运营平台', faviconUrl: '/mock-assets/dealer-favicon.svg', platLogoUrl: '/mock-assets/dealer-logo.svg' },
};

export const brandOf = (platformType: number): Brand => (platformType === 2 ? BRANDS[2] : BRANDS[1]);

export const PLATFORM_VERSION = 'V3.6.2 build 20260115';
