// Client address and its "geolocation" for regIp/regAddress and login logs. The reference reads
// proxy headers first and asks an IP-location service; the mock has no such service.
import type { Request } from 'express';

export const clientIp = (req: Request): string => {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || req.socket.remoteAddress || '';
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
};

const PRIVATE = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^f[cd][0-9a-f]{2}:/i];

export const ipLocation = (ip: string): string => {
  if (ip === '::1' || ip.startsWith('127.')) return '本机地址';
  if (PRIVATE.some((re) => re.test(ip))) return '局域网';
  return '未知地区';
};
