import { describeKitNavigation } from '../support/kitNavigation';

/** Part 2 of four of react-admin's navigation of every resource (tests/support/kitNavigation.tsx). */
describeKitNavigation(2, 4);
