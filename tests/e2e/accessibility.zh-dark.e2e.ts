import { describeScreenWalk } from './axeWalk';

/** The zh dark quarter of the built screens (tests/e2e/axeWalk.ts). */
describeScreenWalk(['zh', 'dark']);
