import { describeScreenWalk } from './screenWalk';

// The second run of the menu's groups (tests/e2e/screenWalk.ts splits them, so the two files take a core each).
describeScreenWalk(1);
