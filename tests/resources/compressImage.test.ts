/** The image compressor's rules: the name a result is stored under, the size it is drawn at, and what it saves. */
import { describe, expect, it } from 'vitest';
import { clampQuality, outputName, savedPercent, targetSize } from '../../resources/compress-image/compression';

describe('the image compressor', () => {
    it.each([
        ['Banner Home.PNG', 'webp', 'banner-home.webp'],
        ['nova_12-pro.final.jpeg', 'jpg', 'nova_12-pro-final.jpg'],
        ['..png', 'png', 'image.png'],
    ] as const)('stores %s converted to %s as %s', (source, format, stored) => expect(outputName(source, format)).toBe(stored));

    it('scales a picture wider than 3,840 px down, keeping its proportions, and leaves smaller ones', () => {
        expect(targetSize(7680, 4320)).toEqual({ width: 3840, height: 2160 });
        expect(targetSize(1920, 600)).toEqual({ width: 1920, height: 600 });
    });

    it('says what it saved, never a negative saving, and keeps the quality within 40–95%', () => {
        expect(savedPercent(2_000_000, 500_000)).toBe(75);
        expect(savedPercent(1000, 1200)).toBe(0);
        expect([clampQuality(10), clampQuality(100), clampQuality(82.4)]).toEqual([40, 95, 82]);
    });
});
