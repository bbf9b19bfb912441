import { describeKitNavigation } from '../support/kitNavigation';

/** Part 3 of four of react-admin's navigation of every resource (tests/support/kitNavigation.tsx). */
describeKitNavigation(3, 4);
