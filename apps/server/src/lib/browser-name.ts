import Bowser from 'bowser';

/** "Chrome on Windows" from a User-Agent header, for the signed-in devices list. */
export function browserName(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown browser';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName() || 'Unknown browser';
  const os = parser.getOSName();
  return os ? `${browser} on ${os}` : browser;
}
