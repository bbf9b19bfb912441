/** Membership levels by the points a user has earned in all (at least this many). */
export const MEMBERSHIP_LEVELS = ['member', 'silver', 'gold', 'platinum'] as const;

const THRESHOLDS: readonly [level: (typeof MEMBERSHIP_LEVELS)[number], earned: number][] = [
    ['platinum', 20_000],
    ['gold', 8_000],
    ['silver', 2_000],
    ['member', 0],
];

export const levelOf = (totalEarned: number): (typeof MEMBERSHIP_LEVELS)[number] => THRESHOLDS.find(([, earned]) => totalEarned >= earned)![0];
