import type { FieldErrors } from '../kit/types';

/**
 * Membership levels' rules (the spec gives the fields only; these are a loyalty programme's): the first level is
 * where every member starts (growth 0); a higher level needs more growth than every lower one and less than every
 * higher one on the site (the server reads the site's other levels), so the thresholds rise with the level; the
 * points multiplier is 1 to 5 in steps of 0.1. Level numbers and names are unique per site (the description).
 * Keys of `resources.membership-levels.validation`.
 */
const KEY = 'resources.membership-levels.validation';
export const MULTIPLIER = { min: 1, max: 5 } as const;

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '' && Number.isFinite(Number(value));

export const membershipRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (isGiven(record.level) && Number(record.level) === 1 && isGiven(record.growthThreshold) && Number(record.growthThreshold) !== 0) {
        errors.growthThreshold = `${KEY}.first_level_zero`;
    }
    if (isGiven(record.growthThreshold) && !Number.isInteger(Number(record.growthThreshold))) errors.growthThreshold = `${KEY}.whole`;
    // Tenths only: 1.5 × is a multiplier people read, 1.37 × is not (and tenths stay exact as decimals).
    if (isGiven(record.pointsMultiplier) && !Number.isInteger(Math.round(Number(record.pointsMultiplier) * 1e6) / 1e5)) {
        errors.pointsMultiplier = `${KEY}.tenths`;
    }
    return errors;
};

/** The thresholds rise with the level: the record's against the site's other levels. */
export const membershipServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (!isGiven(record.level) || !isGiven(record.growthThreshold)) return {};
    const level = Number(record.level);
    const threshold = Number(record.growthThreshold);
    const others = rowsOf('membership-levels').filter(row => String(row.id) !== String(record.id) && isGiven(row.level));
    const below = others.filter(row => Number(row.level) < level && Number(row.growthThreshold) >= threshold).sort((a, b) => Number(b.level) - Number(a.level))[0];
    if (below) return { growthThreshold: { message: `${KEY}.above_lower`, args: { level: String(below.levelName ?? below.level), threshold: Number(below.growthThreshold) } } };
    const above = others.filter(row => Number(row.level) > level && Number(row.growthThreshold) <= threshold).sort((a, b) => Number(a.level) - Number(b.level))[0];
    if (above) return { growthThreshold: { message: `${KEY}.below_higher`, args: { level: String(above.levelName ?? above.level), threshold: Number(above.growthThreshold) } } };
    return {};
};
