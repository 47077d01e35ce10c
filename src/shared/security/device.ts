import { securityAccessText } from '../i18n/security-access';

export interface DeviceInfo {
  /** 'Chrome no Windows', 'Safari no iPhone', 'Dispositivo desconhecido'. */
  label: string;
  /** A phone or tablet (the list shows another icon). */
  mobile: boolean;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and iOS browsers carry their own token.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string, boolean][] = [
  [/\biPhone\b/, 'iPhone', true],
  [/\biPad\b/, 'iPad', true],
  [/\bAndroid\b/, 'Android', true],
  [/\bCrOS\b/, 'ChromeOS', false],
  [/\bWindows\b/, 'Windows', false],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS', false],
  [/\bLinux\b/, 'Linux', false],
];

/**
 * A session's device in words, from its user agent: enough for a person to recognise their own phone or laptop
 * (no version numbers, no lookup tables to keep up to date). Unknown parts are said plainly.
 */
export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  const T = securityAccessText.sessions;
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { label: T.unknownDevice, mobile: false };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua));
  const mobile = system?.[2] ?? /\bMobile\b/.test(ua);
  if (browser && system) return { label: T.deviceOn(browser, system[1]), mobile };
  if (browser) return { label: browser, mobile };
  if (system) return { label: T.deviceOn(T.unknownBrowser, system[1]), mobile };
  return { label: T.unknownDevice, mobile };
}
