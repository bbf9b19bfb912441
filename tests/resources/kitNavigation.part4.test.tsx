import { describeKitNavigation } from '../support/kitNavigation';

/** Part 4 of four of react-admin's navigation of every resource (tests/support/kitNavigation.tsx). */
describeKitNavigation(4, 4);
