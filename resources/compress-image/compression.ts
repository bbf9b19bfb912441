/**
 * The image compressor's rules, without a DOM: the output formats, the quality bounds, the name a result is stored
 * under and what it saves. The page draws each picture on a canvas and encodes it at the chosen format and quality.
 */
export const OUTPUT_FORMATS = ['webp', 'jpg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const CONTENT_TYPE: Readonly<Record<OutputFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Quality in percent: below 40 pictures show blocks; 100 does not compress. PNG is lossless and ignores it. */
export const QUALITY_MIN = 40;
export const QUALITY_MAX = 95;
export const QUALITY_DEFAULT = 80;

/** The widest a website picture needs to be (a full-width banner on a 2x screen): larger ones are scaled down. */
export const MAX_WIDTH = 3840;

/** The largest picture the tool opens (it works in the page's memory). */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024;

export const clampQuality = (quality: number): number => Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Math.round(quality)));

/** `banner.webp` from `Banner Home.PNG` at webp: the stored name, lower case, hyphens for spaces. */
export const outputName = (source: string, format: OutputFormat): string => {
    const base = source.replace(/\.[^.]+$/, '').trim().toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
    return `${base}.${format}`;
};

/** The size the picture is drawn at: its own, or scaled down to the widest a website needs. */
export const targetSize = (width: number, height: number): { width: number; height: number } =>
    width <= MAX_WIDTH ? { width, height } : { width: MAX_WIDTH, height: Math.round((height * MAX_WIDTH) / width) };

/** What the compression saved, in percent of the original (0 when it grew). */
export const savedPercent = (original: number, compressed: number): number =>
    original > 0 && compressed < original ? Math.round(((original - compressed) / original) * 1000) / 10 : 0;
