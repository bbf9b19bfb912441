import { describeScreenWalk } from './axeWalk';

/** The en dark quarter of the built screens (tests/e2e/axeWalk.ts). */
describeScreenWalk(['en', 'dark']);
