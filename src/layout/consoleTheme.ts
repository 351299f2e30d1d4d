import type { ThemeConfig } from 'antd';

/**
 * Theme tokens that keep antd's look while meeting WCAG 2.1 AA contrast (4.5:1 for normal text).
 * antd's default blue #1677ff reaches only 4.1:1 against white, both as link text and as the
 * background of white button text; #1668dc (antd's own dark-theme primary) reaches 5.2:1.
 * Descriptions (breadcrumb, secondary text, statistic titles) move from 45 % to 56 % black:
 * 4.9:1 on white instead of 3.4:1. Errors (validation messages, count badges) use #d9363e, antd's dark-theme
 * red: 4.6:1 where #ff4d4f gives 3.3:1.
 */
export const ACCESSIBLE_PRIMARY = '#1668dc';

/** The console's antd theme (main.tsx): every screen, dialog and message uses it. */
export const consoleTheme: ThemeConfig = {
  token: {
    borderRadius: 4,
    colorPrimary: ACCESSIBLE_PRIMARY,
    colorInfo: ACCESSIBLE_PRIMARY,
    colorLink: ACCESSIBLE_PRIMARY,
    colorError: '#d9363e',
    colorTextDescription: 'rgba(0, 0, 0, 0.56)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    // Tag text sits on the pale tint of its own colour: status tags (success, warning …) and the preset
    // colours whose 7th shade is too light there take a darker shade of the same hue (≥ 4.5:1).
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorError: '#cf1322',
      colorInfo: ACCESSIBLE_PRIMARY,
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      yellow7: '#876800',
      lime7: '#3f6600',
      gold7: '#874d00',
    },
  },
};
