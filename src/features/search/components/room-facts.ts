// Room facts in words: size in m² and tatami mats, beds, smoking, Wi-Fi, capacity.
import type { Language, RoomTypeInfo } from '../../../../contract';
import { codeLabel, plural } from '../format';

type T = (key: string, params?: Record<string, string | number>) => string;

export function sizeText(t: T, info: Pick<RoomTypeInfo, 'size_sqm' | 'size_tatami'>, locale: Language): string {
  const sqm = t('search.room.sqm', { n: new Intl.NumberFormat(locale.replace('_', '-')).format(info.size_sqm) });
  return info.size_tatami ? `${sqm} · ${plural(t, 'search.room.tatami', info.size_tatami, locale)}` : sqm;
}

export function bedText(t: T, info: Pick<RoomTypeInfo, 'bed_type' | 'bed_count'>): string {
  const bed = codeLabel(t, 'search.bed', info.bed_type);
  // "Twin beds" and "three single beds" already say how many.
  const counted = info.bed_type !== 'twin' && info.bed_type !== 'triple';
  return counted && info.bed_count > 1 ? t('search.room.bed_count', { bed, n: info.bed_count }) : bed;
}

export function smokingText(t: T, smoking: boolean): string {
  return smoking ? t('search.room.smoking') : t('search.room.non_smoking');
}

export function wifiText(t: T, wifi: string): string {
  return codeLabel(t, 'search.wifi', wifi);
}
