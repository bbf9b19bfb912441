import { describeScreenWalk } from './axeWalk';

/** The zh light quarter of the built screens (tests/e2e/axeWalk.ts). */
describeScreenWalk(['zh', 'light']);
